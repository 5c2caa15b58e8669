/** Packing of a vintage's computed values for the `indicator_vintage` table, and back. */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { VintageValues } from './compute.js';

/** values (float64) | covered (int32) | members (int32) | status (uint8), little-endian, gzipped. */
export function pack(v: VintageValues): Buffer {
  const parts = [v.values, v.covered, v.members, v.status].map((a) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
  );
  return gzipSync(Buffer.concat(parts), { level: 1 });
}

export function unpack(
  year: number,
  ids: string[],
  keys: string[],
  data: Uint8Array,
): VintageValues {
  const raw = gunzipSync(data);
  const cells = ids.length * keys.length;
  const bytes = new Uint8Array(raw.byteLength);
  bytes.set(raw);
  const buffer = bytes.buffer;
  let at = 0;
  const take = <T>(make: (b: ArrayBuffer, o: number, n: number) => T, n: number, size: number) => {
    const out = make(buffer, at, n);
    at += n * size;
    return out;
  };
  const values = take((b, o, n) => new Float64Array(b, o, n), cells, 8);
  const covered = take((b, o, n) => new Int32Array(b, o, n), cells, 4);
  const members = take((b, o, n) => new Int32Array(b, o, n), keys.length, 4);
  const status = take((b, o, n) => new Uint8Array(b, o, n), cells, 1);
  if (at !== raw.byteLength) throw new Error(`indicator_vintage ${year}: unexpected data size`);
  return { year, ids, keys, values, covered, members, status };
}
