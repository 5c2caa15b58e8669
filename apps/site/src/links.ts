/** The query parameters that define a territory view (PRODUCT.md). */
const territoryParams = ['type', 'id', 'year'] as const;

/**
 * The header's Comparer address. The screens' addresses are built in data/params.ts; this one
 * stays apart because the header is in the entry chunk, which should not carry the screens' parser.
 *
 * The Comparer link of the header (spec §2): `/comparer` with `type, id, year` and
 * `type2, id2, year2`, both sets copied from the current query's `type, id, year`.
 */
export function comparerHref(search: string): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const suffix of ['', '2']) {
    for (const name of territoryParams) {
      const value = current.get(name);
      if (value !== null) next.set(`${name}${suffix}`, value);
    }
  }
  const query = next.toString();
  return query ? `/comparer?${query}` : '/comparer';
}
