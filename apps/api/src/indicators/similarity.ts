/**
 * Comparable territories (issue 16): the 10 nearest territories of the same level and vintage by
 * Euclidean distance on standardised indicators, computed at import time for every level and scope
 * (France, same région, same département) so that a request is a lookup.
 *
 * Dimensions: legal population (log), density (log), median income 2021, unemployment rate 2018
 * and share of secondary homes 2018, each standardised (z-score) over the territories of the level
 * and vintage that have it. A missing value (secret, not applicable above the commune) leaves the
 * dimension out: the distance is taken over the dimensions both territories have, renormalised to
 * the level's number of dimensions (√(D / c · Σ d²)); two territories with fewer than 3 dimensions
 * in common are not compared. Search: a k-d tree per availability pattern (exact; a pruned branch
 * never holds a closer point).
 */

/** The dimensions, in order; `log` ones are taken as ln(value) (both are very skewed). */
export const DIMENSIONS = [
  { id: 'population', log: true },
  { id: 'density_rp2018', log: true },
  { id: 'median_income_2021', log: false },
  { id: 'unemployment_rate_2018', log: false },
  { id: 'second_homes_share_2018', log: false },
] as const;
export const DIMENSION_IDS = DIMENSIONS.map((d) => d.id);
export const NEIGHBOURS = 10;
export const MIN_COMMON = 3;
/** Scopes, in the order they are packed. */
export const SCOPES = ['france', 'region', 'departement'] as const;
export type Scope = (typeof SCOPES)[number];

const D = DIMENSIONS.length;

/** Raw values (NaN: missing) → standardisable coordinates (ln for the log dimensions). */
export function coordinates(raw: number[]): number[] {
  return raw.map((v, i) => {
    if (!Number.isFinite(v)) return Number.NaN;
    if (!DIMENSIONS[i]?.log) return v;
    return v > 0 ? Math.log(v) : Number.NaN;
  });
}

/** Mean and standard deviation of each dimension over the points that have it (sd 0: unused). */
export interface DimensionStats {
  mean: number[];
  sd: number[];
}

export function dimensionStats(coords: Float64Array, n: number): DimensionStats {
  const mean: number[] = [];
  const sd: number[] = [];
  for (let d = 0; d < D; d++) {
    let count = 0;
    let sum = 0;
    let sq = 0;
    for (let p = 0; p < n; p++) {
      const v = coords[p * D + d] as number;
      if (Number.isNaN(v)) continue;
      count++;
      sum += v;
      sq += v * v;
    }
    const m = count > 0 ? sum / count : 0;
    const variance = count > 1 ? Math.max(0, sq / count - m * m) : 0;
    mean.push(m);
    sd.push(Math.sqrt(variance));
  }
  return { mean, sd };
}

/** Standardised coordinates: NaN where missing or where the dimension does not vary. */
export function standardise(coords: Float64Array, n: number, stats: DimensionStats): Float64Array {
  const z = new Float64Array(n * D);
  for (let p = 0; p < n; p++) {
    for (let d = 0; d < D; d++) {
      const v = coords[p * D + d] as number;
      const s = stats.sd[d] as number;
      z[p * D + d] = s > 0 && !Number.isNaN(v) ? (v - (stats.mean[d] as number)) / s : Number.NaN;
    }
  }
  return z;
}

const popcount = (m: number) => {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
};

/** Renormalised squared distance over `common` dimensions (a bit mask), `levelDims` in all. */
export function distance2(
  z: Float64Array,
  a: number,
  b: number,
  common: number,
  levelDims: number,
) {
  let s = 0;
  for (let d = 0; d < D; d++) {
    if (!(common & (1 << d))) continue;
    const g = (z[a * D + d] as number) - (z[b * D + d] as number);
    s += g * g;
  }
  return (s * levelDims) / popcount(common);
}

/** Bit mask of the dimensions a point has. */
function maskOf(z: Float64Array, p: number): number {
  let m = 0;
  for (let d = 0; d < D; d++) if (!Number.isNaN(z[p * D + d] as number)) m |= 1 << d;
  return m;
}

const LEAF = 8;

/** A static k-d tree over points that all have the dimensions of `mask`. */
class KdTree {
  readonly idx: Int32Array;
  private readonly split: Int8Array;
  private readonly dims: number[];

  constructor(
    private readonly z: Float64Array,
    points: number[],
    readonly mask: number,
  ) {
    this.idx = Int32Array.from(points);
    this.split = new Int8Array(points.length).fill(-1);
    this.dims = [];
    for (let d = 0; d < D; d++) if (mask & (1 << d)) this.dims.push(d);
    this.build(0, points.length, 0);
  }

  private key(p: number, d: number) {
    return this.z[p * D + d] as number;
  }

  private build(lo: number, hi: number, depth: number) {
    if (hi - lo <= LEAF) return;
    const d = this.dims[depth % this.dims.length] as number;
    const mid = (lo + hi) >> 1;
    this.select(lo, hi - 1, mid, d);
    this.split[mid] = d;
    this.build(lo, mid, depth + 1);
    this.build(mid + 1, hi, depth + 1);
  }

  /** Quickselect: idx[k] gets the point of rank k on dimension d within [left, right]. */
  private select(left: number, right: number, k: number, d: number) {
    const idx = this.idx;
    let l = left;
    let r = right;
    while (r > l) {
      const pivot = this.key(idx[(l + r) >> 1] as number, d);
      let i = l;
      let j = r;
      while (i <= j) {
        while (this.key(idx[i] as number, d) < pivot) i++;
        while (this.key(idx[j] as number, d) > pivot) j--;
        if (i <= j) {
          const t = idx[i] as number;
          idx[i] = idx[j] as number;
          idx[j] = t;
          i++;
          j--;
        }
      }
      if (k <= j) r = j;
      else if (k >= i) l = i;
      else return;
    }
  }

  // The query being answered (set by `search`, read by `visit`).
  private q = 0;
  private common = 0;
  private levelDims = 0;
  private scale = 1;
  private best: Best = new Best(1);
  /** Per dimension: the query's offset to the current cell (incremental box distance). */
  private readonly off = new Float64Array(D);

  /** Offers every point of the tree that may be among the k nearest of `q` to `best`. */
  search(q: number, common: number, levelDims: number, best: Best) {
    this.q = q;
    this.common = common;
    this.levelDims = levelDims;
    this.scale = levelDims / popcount(common);
    this.best = best;
    this.off.fill(0);
    this.visit(0, this.idx.length, 0);
  }

  private visit(lo: number, hi: number, rd: number) {
    const { q, common, levelDims, best } = this;
    if (hi - lo <= LEAF) {
      for (let i = lo; i < hi; i++) {
        const p = this.idx[i] as number;
        if (p !== q) best.offer(p, distance2(this.z, q, p, common, levelDims));
      }
      return;
    }
    const mid = (lo + hi) >> 1;
    const p = this.idx[mid] as number;
    if (p !== q) best.offer(p, distance2(this.z, q, p, common, levelDims));
    const d = this.split[mid] as number;
    if (!(common & (1 << d))) {
      this.visit(lo, mid, rd);
      this.visit(mid + 1, hi, rd);
      return;
    }
    const gap = this.key(q, d) - this.key(p, d);
    const old = this.off[d] as number;
    if (gap < 0) this.visit(lo, mid, rd);
    else this.visit(mid + 1, hi, rd);
    const far = rd - old * old + gap * gap;
    if (far * this.scale > best.bound()) return;
    this.off[d] = gap;
    if (gap < 0) this.visit(mid + 1, hi, far);
    else this.visit(lo, mid, far);
    this.off[d] = old;
  }
}

/** The k best (smallest distance, then smallest index) seen so far, sorted. */
class Best {
  readonly points: Int32Array;
  readonly dist: Float64Array;
  size = 0;
  constructor(private readonly k: number) {
    this.points = new Int32Array(k);
    this.dist = new Float64Array(k);
  }
  bound() {
    return this.size < this.k ? Number.POSITIVE_INFINITY : (this.dist[this.k - 1] as number);
  }
  offer(p: number, d: number) {
    const { k, dist, points } = this;
    if (this.size === k) {
      const last = dist[k - 1] as number;
      if (d > last || (d === last && p > (points[k - 1] as number))) return;
    } else this.size++;
    let i = this.size - 1;
    while (
      i > 0 &&
      ((dist[i - 1] as number) > d ||
        ((dist[i - 1] as number) === d && (points[i - 1] as number) > p))
    ) {
      dist[i] = dist[i - 1] as number;
      points[i] = points[i - 1] as number;
      i--;
    }
    dist[i] = d;
    points[i] = p;
  }
}

/**
 * The `k` nearest neighbours of each of `members` (point indices into `z`) among `members`:
 * row i of the result holds member i's neighbours' point indices, -1 where there are fewer.
 */
export function nearest(
  z: Float64Array,
  members: number[],
  levelDims: number,
  k = NEIGHBOURS,
): Int32Array {
  const out = new Int32Array(members.length * k).fill(-1);
  const groups = new Map<number, number[]>();
  for (const p of members) {
    const m = maskOf(z, p);
    if (popcount(m) < MIN_COMMON) continue;
    const list = groups.get(m);
    if (list) list.push(p);
    else groups.set(m, [p]);
  }
  const trees = [...groups].map(([mask, points]) => new KdTree(z, points, mask));
  members.forEach((q, i) => {
    const m = maskOf(z, q);
    if (popcount(m) < MIN_COMMON) return;
    const best = new Best(k);
    for (const tree of trees) {
      const common = m & tree.mask;
      if (popcount(common) >= MIN_COMMON) tree.search(q, common, levelDims, best);
    }
    for (let j = 0; j < best.size; j++) out[i * k + j] = best.points[j] as number;
  });
  return out;
}

/** Number of dimensions a level has at all (those with a spread), from its stats. */
export function levelDimensions(stats: DimensionStats): number {
  return stats.sd.filter((s) => s > 0).length;
}

/** The mask of dimensions two standardised points share. */
export function commonMask(z: Float64Array, a: number, b: number): number {
  return maskOf(z, a) & maskOf(z, b);
}
