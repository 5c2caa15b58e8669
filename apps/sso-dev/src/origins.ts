/**
 * The site origins the local server registers: each given one and, for a loopback one, its twin
 * on the other local name (`http://localhost:3000` ↔ `http://127.0.0.1:3000`, same scheme and
 * port): a browser opened on either comes back to the host it left, where its cookies are. No
 * other origin is added, and nothing wildcard.
 */
export function withLoopbackTwins(origins: readonly string[]): string[] {
  const out: string[] = [];
  const add = (origin: string) => {
    if (!out.includes(origin)) out.push(origin);
  };
  for (const given of origins) {
    const origin = given.replace(/\/+$/, '');
    add(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      continue;
    }
    const twin =
      url.hostname === 'localhost'
        ? '127.0.0.1'
        : url.hostname === '127.0.0.1'
          ? 'localhost'
          : null;
    if (twin === null || url.origin !== origin) continue;
    url.hostname = twin;
    add(url.origin);
  }
  return out;
}
