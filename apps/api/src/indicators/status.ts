/** Status of an indicator value, as stored (one byte) and as the API names it. */
import { INDICATORS } from '@epic/api-contract';

/** Figures never computed from communes (rule `none`): they have no coverage. */
export const NOT_SUMMED: ReadonlySet<string> = new Set(
  INDICATORS.filter((i) => i.aggregation.rule === 'none').map((i) => i.id),
);

export const STATUS = {
  ok: 0,
  secret: 1,
  not_applicable: 2,
  /** A value the source publishes for this territory above the commune (never computed). */
  published: 3,
  /** France's value is France métropolitaine's, the only one the source publishes. */
  published_metropole: 4,
  /** Not covered by the source (Mayotte in the census file; Guadeloupe, Guyane, Mayotte in Filosofi). */
  not_covered: 10,
  /** A commune merged since the source geography: a non-aggregable figure cannot be recomputed. */
  merged: 11,
  /** Not a commune of the source geography (merged into another there, or re-established since). */
  absent_from_source: 12,
  /** Same code, but its perimeter changed since the source geography (a commune left it). */
  perimeter_changed: 13,
  /** An aggregate none of whose member communes has a value. */
  no_member_value: 14,
  /** A ratio whose denominator is zero. */
  zero_denominator: 15,
  /** A published value whose file geography EPIC cannot compare with the territory's. */
  perimeter_unverified: 16,
  /** Not published at this level by the source. */
  level_not_published: 17,
  /** A legal population that leaves out communes merged after its census (import/late-mergers.ts). */
  incomplete_population: 18,
} as const;
export type StatusName = keyof typeof STATUS;
export type UnavailableReason = Exclude<
  StatusName,
  'ok' | 'secret' | 'not_applicable' | 'published' | 'published_metropole'
>;

/** Whether a status byte holds a value (computed or published). */
export const hasValue = (code: number) =>
  code === STATUS.ok || code === STATUS.published || code === STATUS.published_metropole;

const NAMES = new Map<number, UnavailableReason>(
  Object.entries(STATUS)
    .filter(([, v]) => v >= 10)
    .map(([k, v]) => [v, k as UnavailableReason]),
);

export interface DescribedStatus {
  readonly status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  readonly reason?: UnavailableReason;
  readonly published?: true;
  readonly scope?: 'france_metropolitaine';
}

function describe(code: number): DescribedStatus {
  if (code === STATUS.ok) return { status: 'ok' };
  if (code === STATUS.published) return { status: 'ok', published: true };
  if (code === STATUS.published_metropole)
    return { status: 'ok', published: true, scope: 'france_metropolitaine' };
  if (code === STATUS.secret) return { status: 'secret' };
  if (code === STATUS.not_applicable) return { status: 'not_applicable' };
  return { status: 'unavailable', reason: NAMES.get(code) ?? 'not_covered' };
}

/** Every byte's description, made once (one is read for each value of every answer). */
const DESCRIBED: readonly DescribedStatus[] = Array.from({ length: 256 }, (_, code) =>
  Object.freeze(describe(code)),
);

/** The API's `status` and `reason` of a stored status byte (a shared, frozen object). */
export function describeStatus(code: number): DescribedStatus {
  return DESCRIBED[code & 0xff] as DescribedStatus;
}
