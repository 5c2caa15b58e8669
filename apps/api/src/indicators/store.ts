/** Packing of a vintage's computed values for the `indicator_vintage` table, and back. */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { INDICATORS_BY_ID } from '@epic/api-contract';
import { nextSlice } from '../slices.js';
import { applyRatio, firstWithMembers, type VintageValues } from './compute.js';
import { countsArray } from './ranks.js';
import { STATUS } from './status.js';

const gzipAsync = promisify(gzip);

/**
 * values (float64) | covered (int32, every row) | members (int32) | status (uint8), little-endian,
 * gzipped.
 * The ratios of communes and arrondissements (rows without members) are left out (NaN, which
 * compresses to almost nothing): `ratioCell` recomputes them from their numerator and denominator.
 */
export async function pack(v: VintageValues): Promise<Buffer> {
  const values = v.values.slice();
  const width = v.ids.length;
  const ratios = v.ids.map((id, k) =>
    INDICATORS_BY_ID.get(id)?.aggregation.rule === 'ratio' ? k : -1,
  );
  for (let row = 0; row < v.keys.length; row++) {
    if ((v.members[row] as number) > 0) continue;
    for (const k of ratios) if (k >= 0) values[row * width + k] = Number.NaN;
  }
  // Covered counts are stored for every row, on four bytes whatever their width in memory.
  const covered = new Int32Array(values.length);
  covered.set(v.covered, v.coveredFrom * width);
  const parts = [values, covered, v.members, v.status].map((a) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
  );
  // Compressed on libuv's threads: an API that imports at its first start serves meanwhile.
  return gzipAsync(Buffer.concat(parts), { level: 1 });
}

const gunzipAsync = promisify(gunzip);

/** Bytes of a vintage's values copied in one slice. */
const FILL_BYTES = 1 << 20;

/** Unpacks a vintage's values; decompressed on libuv's threads, off the event loop. */
export async function unpack(
  year: number,
  ids: string[],
  keys: string[],
  data: Uint8Array,
): Promise<VintageValues> {
  const raw = await gunzipAsync(data);
  const cells = ids.length * keys.length;
  if (raw.byteLength !== cells * 13 + keys.length * 4)
    throw new Error(`indicator_vintage ${year}: unexpected data size`);
  let offset = 0;
  // Each part copied into a buffer of its own (aligned), so that none keeps the whole data alive,
  // a megabyte per slice: an instance unpacks a vintage while it serves, after an import.
  const fill = async <T extends Float64Array | Int32Array | Uint8Array>(target: T): Promise<T> => {
    const bytes = new Uint8Array(target.buffer);
    for (let at = 0; at < bytes.byteLength; at += FILL_BYTES) {
      await nextSlice();
      const end = Math.min(at + FILL_BYTES, bytes.byteLength);
      bytes.set(raw.subarray(offset + at, offset + end), at);
    }
    offset += target.byteLength;
    return target;
  };
  // In shared memory: the rank thread reads it where it is (rank-thread.ts).
  const values = await fill(new Float64Array(new SharedArrayBuffer(cells * 8)));
  const allCovered = await fill(new Int32Array(cells));
  const members = await fill(new Int32Array(keys.length));
  const status = await fill(new Uint8Array(cells));
  await nextSlice();
  // Only the rows with members have counts to keep (a sixth of the rows: the aggregates).
  const coveredFrom = firstWithMembers(members);
  const covered = countsArray((keys.length - coveredFrom) * ids.length, keys.length);
  covered.set(allCovered.subarray(coveredFrom * ids.length));
  const v = { year, ids, keys, values, covered, coveredFrom, members, status };
  await restoreRatios(v);
  return v;
}

/**
 * Restores the ratios `pack` left out, from the numerator and denominator of each row: a column
 * per turn of the event loop, as instances do it while they serve, after an import.
 */
async function restoreRatios(v: VintageValues): Promise<void> {
  const width = v.ids.length;
  const column = new Map(v.ids.map((id, k) => [id, k]));
  for (const [k, id] of v.ids.entries()) {
    const def = INDICATORS_BY_ID.get(id);
    const a = def?.aggregation;
    if (!def || a?.rule !== 'ratio') continue;
    await nextSlice();
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
  }
}
