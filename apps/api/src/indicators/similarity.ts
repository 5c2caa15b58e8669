// Long file: the comparables method in one place (dimensions, standardisation, distance, the k-d tree and its search), read together.
/**
 * Comparable territories: the 10 nearest territories of the same level and vintage by
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

/**
 * A static k-d tree over points that all have the dimensions of `mask`: its points' coordinates
 * are copied in tree order (contiguous, only the mask's dimensions), for memory locality.
 */
class KdTree {
  /** Point index (into the caller's `z`) at each tree position. */
  readonly idx: Int32Array;
  /** Coordinates in tree order: `dims.length` per position. */
  private readonly pts: Float64Array;
  private readonly split: Int8Array;
  /** The mask's dimensions, in order. */
  readonly dims: number[];

  constructor(
    z: Float64Array,
    points: number[],
    readonly mask: number,
  ) {
    this.idx = Int32Array.from(points);
    this.split = new Int8Array(points.length).fill(-1);
    this.dims = [];
    for (let d = 0; d < D; d++) if (mask & (1 << d)) this.dims.push(d);
    this.build(z, 0, points.length, 0);
    const w = this.dims.length;
    this.pts = new Float64Array(points.length * w);
    this.idx.forEach((p, i) => {
      this.dims.forEach((d, j) => {
        this.pts[i * w + j] = z[p * D + d] as number;
      });
    });
  }

  private build(z: Float64Array, lo: number, hi: number, depth: number) {
    if (hi - lo <= LEAF) return;
    // The local dimension (index into `dims`) of the largest spread.
    let best = 0;
    let spread = -1;
    this.dims.forEach((d, j) => {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (let i = lo; i < hi; i++) {
        const v = z[(this.idx[i] as number) * D + d] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (max - min > spread) {
        spread = max - min;
        best = j;
      }
    });
    const d = this.dims[best] as number;
    const mid = (lo + hi) >> 1;
    this.select(z, lo, hi - 1, mid, d);
    this.split[mid] = best;
    this.build(z, lo, mid, depth + 1);
    this.build(z, mid + 1, hi, depth + 1);
  }

  /** Quickselect: idx[k] gets the point of rank k on dimension d within [left, right]. */
  private select(z: Float64Array, left: number, right: number, k: number, d: number) {
    const idx = this.idx;
    const key = (i: number) => z[(idx[i] as number) * D + d] as number;
    let l = left;
    let r = right;
    while (r > l) {
      const pivot = key((l + r) >> 1);
      let i = l;
      let j = r;
      while (i <= j) {
        while (key(i) < pivot) i++;
        while (key(j) > pivot) j--;
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
  private q = -1;
  /** The query's coordinates on `dims`, NaN where it has none (left out of the distance). */
  private readonly qz = new Float64Array(D);
  private scale = 1;
  private levelDims = 1;
  private count = 1;
  private best: Best = new Best(1);
  /** Per local dimension: the query's offset to the current cell (incremental box distance). */
  private readonly off = new Float64Array(D);

  /** Offers every point of the tree that may be among the k nearest of `q` to `best`. */
  search(z: Float64Array, q: number, common: number, levelDims: number, best: Best) {
    this.q = q;
    this.dims.forEach((d, j) => {
      this.qz[j] = common & (1 << d) ? (z[q * D + d] as number) : Number.NaN;
    });
    this.scale = levelDims / popcount(common);
    this.levelDims = levelDims;
    this.count = popcount(common);
    this.best = best;
    this.off.fill(0);
    this.visit(0, this.idx.length, 0);
  }

  private dist(i: number): number {
    const w = this.dims.length;
    const pts = this.pts;
    const qz = this.qz;
    let s = 0;
    for (let j = 0, at = i * w; j < w; j++, at++) {
      const g = (qz[j] as number) - (pts[at] as number);
      if (!Number.isNaN(g)) s += g * g;
    }
    // As distance2 computes it, to the last bit (ties are then broken the same way).
    return (s * this.levelDims) / this.count;
  }

  /** Offers the points of [lo, hi) unless the cell is farther than the bound (`rd`). */
  private visit(lo: number, hi: number, rd: number) {
    const { q, best, idx } = this;
    if (hi - lo <= LEAF) {
      for (let i = lo; i < hi; i++) {
        const p = idx[i] as number;
        if (p === q) continue;
        const d = this.dist(i);
        if (d <= best.worst) best.offer(p, d);
      }
      return;
    }
    const mid = (lo + hi) >> 1;
    const p = idx[mid] as number;
    if (p !== q) {
      const d = this.dist(mid);
      if (d <= best.worst) best.offer(p, d);
    }
    const j = this.split[mid] as number;
    const qv = this.qz[j] as number;
    if (Number.isNaN(qv)) {
      // A dimension the query lacks: no bound on either side.
      this.visit(lo, mid, rd);
      this.visit(mid + 1, hi, rd);
      return;
    }
    const gap = qv - (this.pts[mid * this.dims.length + j] as number);
    const old = this.off[j] as number;
    if (gap < 0) this.visit(lo, mid, rd);
    else this.visit(mid + 1, hi, rd);
    const far = rd - old * old + gap * gap;
    if (far * this.scale > best.worst) return;
    this.off[j] = gap;
    if (gap < 0) this.visit(mid + 1, hi, far);
    else this.visit(lo, mid, far);
    this.off[j] = old;
  }
}

/** The k best (smallest distance, then smallest index) seen so far, sorted. */
class Best {
  readonly points: Int32Array;
  readonly dist: Float64Array;
  size = 0;
  /** The k-th distance, infinite until k points are held. */
  worst = Number.POSITIVE_INFINITY;
  constructor(private readonly k: number) {
    this.points = new Int32Array(k);
    this.dist = new Float64Array(k);
  }
  reset() {
    this.size = 0;
    this.worst = Number.POSITIVE_INFINITY;
  }
  bound() {
    return this.worst;
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
    if (this.size === k) this.worst = dist[k - 1] as number;
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
  // Largest first: the bound tightens early. Queries in tree order: neighbours in memory.
  const trees = [...groups]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([mask, points]) => new KdTree(z, points, mask));
  const position = new Map(members.map((p, i) => [p, i]));
  const best = new Best(k);
  for (const own of trees) {
    for (const q of own.idx) {
      const i = position.get(q) as number;
      best.reset();
      own.search(z, q, own.mask, levelDims, best);
      for (const tree of trees) {
        const common = own.mask & tree.mask;
        if (tree !== own && popcount(common) >= MIN_COMMON)
          tree.search(z, q, common, levelDims, best);
      }
      for (let j = 0; j < best.size; j++) out[i * k + j] = best.points[j] as number;
    }
  }
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
