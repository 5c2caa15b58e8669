/** Merges a component's default French messages with caller overrides. */
export function withMessages<M extends object>(defaults: M, overrides?: Partial<M>): M {
  return overrides ? { ...defaults, ...overrides } : defaults;
}

/**
 * The number behind a value formatted by `formatNumber` or `formatSignedNumber` ("1 234" → 1234,
 * "−0,5" → −0.5), so that messages which receive formatted values can agree in number
 * ("0 habitant", "2 habitants").
 */
export function countOf(formatted: string): number {
  const value = Number(
    formatted
      .replace(/[\s\u202f+]/g, '')
      .replace('\u2212', '-')
      .replace(',', '.'),
  );
  return Number.isNaN(value) ? 2 : value;
}
