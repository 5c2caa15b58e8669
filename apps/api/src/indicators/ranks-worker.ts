/**
 * Worker thread of the serving instances: ranks every column of a vintage loaded after a start
 * or an import (ranks.ts), in the shared memory of its values and ranks, so that the main thread
 * keeps answering meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { type RankLayout, rankColumn, type VintageRanks } from './ranks.js';

parentPort?.on(
  'message',
  (message: { id: number; layout: RankLayout; values: Float64Array; ranks: VintageRanks }) => {
    const { layout, values, ranks } = message;
    for (let col = 0; col < ranks.width; col++)
      if (Atomics.load(ranks.ranked, col) !== 1) rankColumn(layout, values, col, ranks);
    parentPort?.postMessage({ id: message.id });
  },
);
