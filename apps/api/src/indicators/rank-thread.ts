/**
 * Ranks a vintage's columns on a worker thread (ranks-worker.ts): about half a second of work per
 * vintage, which the instance did on its own thread, a column at a time between the requests,
 * after each start and import. The worker stops when idle for a few seconds (its memory).
 */

import { RequestWorker } from '../threads.js';
import type { RankLayout, VintageRanks } from './ranks.js';

const IDLE_MS = 5_000;

export class RankThread {
  private readonly worker = new RequestWorker<
    { layout: RankLayout; values: Float64Array; ranks: VintageRanks },
    object
  >('indicators/ranks-worker', IDLE_MS);

  /**
   * Ranks every column into `ranks` (shared memory, see emptyRanks), or returns null when no
   * worker runs (the caller ranks on its own thread).
   */
  rank(layout: RankLayout, values: Float64Array, ranks: VintageRanks): Promise<void> | null {
    if (!(values.buffer instanceof SharedArrayBuffer)) return null;
    return this.worker.request({ layout, values, ranks })?.then(() => undefined) ?? null;
  }
}
