/**
 * Worker thread of the indicator import: finds the comparable territories of each vintage sent
 * (see comparables.ts) while the main thread computes the next vintage and writes to the
 * database, so that the k-d tree searches (about half a second per vintage) add no import time
 * when a second core is free.
 */
import { parentPort } from 'node:worker_threads';
import { buildComparables, type ComparableTerritory, packComparables } from './comparables.js';
import type { VintageValues } from './compute.js';

parentPort?.on(
  'message',
  (message: { id: number; territories: ComparableTerritory[]; values: VintageValues }) => {
    const c = buildComparables(message.territories, message.values);
    const data = packComparables(c);
    parentPort?.postMessage({ id: message.id, stats: c.stats, data });
  },
);
