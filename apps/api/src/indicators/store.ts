/** Packing of a vintage's computed values for the `indicator_vintage` table, and back. */
import { gunzipSync, gzipSync } from 'node:zlib';
import { INDICATORS_BY_ID } from '@epic/api-contract';
import { applyRatio, type VintageValues } from './compute.js';
import { STATUS } from './status.js';

/**
 * values (float64) | covered (int32) | members (int32) | status (uint8), little-endian, gzipped.
 * The ratios of communes and arrondissements (rows without members) are left out (NaN, which
 * compresses to almost nothing): `ratioCell` recomputes them from their numerator and denominator.
 */
export function pack(v: VintageValues): Buffer {
  const values = v.values.slice();
  const width = v.ids.length;
  const ratios = v.ids.map((id, k) =>
    INDICATORS_BY_ID.get(id)?.aggregation.rule === 'ratio' ? k : -1,
  );
  for (let row = 0; row < v.keys.length; row++) {
    if ((v.members[row] as number) > 0) continue;
    for (const k of ratios) if (k >= 0) values[row * width + k] = Number.NaN;
  }
  const parts = [values, v.covered, v.members, v.status].map((a) =>
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
  const v = { year, ids, keys, values, covered, members, status };
  restoreRatios(v);
  return v;
}

/** Restores the ratios `pack` left out, from the numerator and denominator of each row. */
export function restoreRatios(v: VintageValues): void {
  const width = v.ids.length;
  const column = new Map(v.ids.map((id, k) => [id, k]));
  v.ids.forEach((id, k) => {
    const def = INDICATORS_BY_ID.get(id);
    const a = def?.aggregation;
    if (!def || a?.rule !== 'ratio') return;
    const num = column.get(a.numerator) as number;
    const den = column.get(a.denominator) as number;
    for (let row = 0; row < v.keys.length; row++) {
      const at = row * width;
      if ((v.members[row] as number) > 0 || v.status[at + k] !== STATUS.ok) continue;
      v.values[at + k] = applyRatio(
        def,
        v.values[at + num] as number,
        v.values[at + den] as number,
      );
    }
  });
}
