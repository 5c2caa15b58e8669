const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random string of letters and digits (spec §3: the state is 40 of them). Rejection sampling
 * keeps every character equally likely.
 */
export function randomAlphanumeric(length: number, crypto: Crypto = globalThis.crypto): string {
  let out = '';
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Keeps only same-origin paths (`/…`), so a destination can never leave the site. */
export function sameOriginPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
