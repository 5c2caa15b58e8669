/**
 * Data read once per data version, kept across versions while its stored stamp (a digest of the
 * stored row) is unchanged: an import of another vintage, or of a CSV, leaves it in memory instead
 * of reading and ranking it again on every instance.
 */
export class StampedCache<K, T extends { stamp: string }> {
  private readonly loaded = new Map<K, { version: string; data: Promise<T> }>();

  /** `keepFailure`: a failure that stays until the next version (data not imported). */
  constructor(private readonly keepFailure: (error: unknown) => boolean = () => false) {}

  clear() {
    this.loaded.clear();
  }

  get(
    key: K,
    version: string,
    read: () => Promise<T>,
    stamp: () => Promise<string | undefined>,
  ): Promise<T> {
    const cached = this.loaded.get(key);
    if (cached && cached.version === version) return cached.data;
    const data = cached
      ? Promise.all([cached.data.catch(() => undefined), stamp()]).then(([previous, now]) =>
          previous && previous.stamp === now ? previous : read(),
        )
      : read();
    this.loaded.set(key, { version, data });
    // Any other failure is tried again at the next request.
    data.catch((error: unknown) => {
      if (this.loaded.get(key)?.data === data && !this.keepFailure(error)) this.loaded.delete(key);
    });
    return data;
  }
}
