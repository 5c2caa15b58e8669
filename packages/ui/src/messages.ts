/** Merges a component's default French messages with caller overrides. */
export function withMessages<M extends object>(defaults: M, overrides?: Partial<M>): M {
  return overrides ? { ...defaults, ...overrides } : defaults;
}
