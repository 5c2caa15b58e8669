/**
 * After an import, a vintage's search index is built beside the one in use, which keeps answering
 * until the new one is ready; the build runs in short steps between which other requests are
 * served (no search stalls while an index is rebuilt). No database needed.
 */
import { describe, expect, it } from 'vitest';
import { DataCache, DataChanges } from '../../src/data/cache.js';
import type { SearchRow } from '../../src/data/repository.js';
import { SearchIndex } from '../../src/search-index.js';

function rows(count: number, prefix: string): SearchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    type: 'commune' as const,
    code: String(10000 + i),
    name: `${prefix} ${i}`,
    search_name: `${prefix} ville ${i.toString(36)}`,
    population: i,
    postal_codes: [String(20000 + i)],
    type_liaison: null,
    dep_code: '01',
    dep_name: 'Ain',
  }));
}

describe('search index swap', () => {
  it('answers with the previous index while the new one builds, then swaps; those answers are counted', async () => {
    const catalogue = { version: 'v1', vintages: [{ year: 2024, importedAt: 'a' }] };
    const cache = new DataCache(async () => structuredClone(catalogue), 0, new DataChanges());
    const old = SearchIndex.fromRows(2024, rows(10, 'ancien'));
    expect(await cache.searchIndex(2024, async () => old)).toBe(old);
    // Another import (indicators only): the vintage is the same, its index too.
    catalogue.version = 'v2';
    expect(await cache.searchIndex(2024, async () => SearchIndex.fromRows(2024, []))).toBe(old);
    // The vintage imported again: its new index takes time to build.
    catalogue.version = 'v3';
    catalogue.vintages = [{ year: 2024, importedAt: 'b' }];
    let finish: (index: SearchIndex) => void = () => {};
    const next = SearchIndex.fromRows(2024, rows(10, 'nouveau'));
    const slow = () => new Promise<SearchIndex>((resolve) => (finish = resolve));
    expect(await cache.searchIndex(2024, slow)).toBe(old);
    // Each answer of the previous index is counted: the response cache keeps none of them
    // (DataService.answerVersion changes while they are computed).
    const answer = async () =>
      (await cache.searchIndex(2024, slow)).search('nouveau', undefined, 5);
    const stale = cache.staleAnswers;
    expect(await answer()).toEqual([]);
    expect(await answer()).toEqual([]);
    expect(cache.staleAnswers).toBe(stale + 2);
    finish(next);
    // Swapped once the new index is prepared (in short steps, over a few turns of the event loop).
    await expect.poll(() => cache.searchIndex(2024, slow)).toBe(next);
    const swapped = cache.staleAnswers;
    expect((await answer()).length).toBe(5);
    expect(await answer()).toHaveLength(5);
    expect(cache.staleAnswers).toBe(swapped);
  });

  it('re-reads the catalogue at once when notified, not before (with a listener live)', async () => {
    let reads = 0;
    const changes = new DataChanges();
    const cache = new DataCache(async () => ({ version: `v${++reads}` }), 60_000, changes);
    const listener = changes.listener();
    try {
      listener.state(true);
      expect(await cache.version()).toBe('v1');
      expect(await cache.version()).toBe('v1');
      listener.changed();
      expect(await cache.version()).toBe('v2');
      // While the listener is down, the catalogue is read again at least every second.
      listener.state(false);
      expect(await cache.version()).toBe('v3');
    } finally {
      listener.close();
    }
  });

  it('builds in short steps: other work runs while an index of 40 000 names is prepared', async () => {
    const index = SearchIndex.fromRows(2024, rows(40_000, 'commune'));
    let turns = 0;
    let longest = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      turns++;
    };
    const timer = setInterval(tick, 1);
    await index.prepare();
    clearInterval(timer);
    expect(turns).toBeGreaterThan(10);
    console.info(`prepared with ${turns} timer turns, longest gap ${longest.toFixed(0)} ms`);
    expect(index.search('commune ville 1', undefined, 3)).toHaveLength(3);
  });
});
