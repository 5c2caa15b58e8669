/**
 * Ranks a vintage's columns on a worker thread (ranks-worker.ts): about half a second of work per
 * vintage, which the instance did on its own thread, a column at a time between the requests,
 * after each start and import. The worker stops when idle for a few seconds (its memory).
 */
import type { Worker } from 'node:worker_threads';
import type { RankLayout, VintageRanks } from './ranks.js';
import { startWorker } from './worker.js';

const IDLE_MS = 5_000;

export class RankThread {
  /** Undefined: not started (or stopped when idle); null: cannot start, or failed. */
  private worker: Worker | null | undefined;
  private idle: NodeJS.Timeout | undefined;
  private next = 0;
  private readonly pending = new Map<
    number,
    { resolve: () => void; reject: (error: Error) => void }
  >();

  /**
   * Ranks every column into `ranks` (shared memory, see emptyRanks), or returns null when no
   * worker runs (the caller ranks on its own thread).
   */
  rank(layout: RankLayout, values: Float64Array, ranks: VintageRanks): Promise<void> | null {
    if (!(values.buffer instanceof SharedArrayBuffer)) return null;
    const worker = this.start();
    if (!worker) return null;
    clearTimeout(this.idle);
    const id = this.next++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, layout, values, ranks });
    });
  }

  private start(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = startWorker('ranks-worker');
      worker.on('message', (m: { id: number }) => {
        this.pending.get(m.id)?.resolve();
        this.pending.delete(m.id);
        if (this.pending.size === 0) this.stopWhenIdle(worker);
      });
      worker.on('error', (error) => this.fail(worker, error));
      worker.on('exit', () => this.fail(worker, new Error('ranks worker exited')));
      // A serving process stays up on its own; the worker must not keep a finished one alive.
      worker.unref();
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private stopWhenIdle(worker: Worker) {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }

  private fail(worker: Worker, error: Error) {
    // A worker stopped when idle exits too: that is not a failure.
    if (this.worker !== worker) return;
    this.worker = null;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}
