import { AREA_ID_PATTERN, AREA_SIDE } from '@epic/api-contract';
import {
  badYear,
  INDICATOR_THEME_IDS,
  MAX_SIDES,
  type ParsedSide,
  parseSide,
  parseThemes,
  readYear,
  type SideParams,
  sideKeys,
  THEMES_PARAM,
  type ThemeId,
  writeSide,
} from '../../data/params';
import type { ComparisonReferences } from '../../data/queries';

/**
 * The Comparer's address (spec §2): sides 1 to 6 (`type, id, year`, `type2, id2, year2`…
 * `type6, id6, year6`), `reference=N` (the side the differences are computed against, 1 when
 * absent), `references=france,parent` (the optional reference columns) and `indicators=revenus`
 * (the themes compared; every theme when absent). Read without ever
 * throwing: each bad parameter gets a French message naming it, and the valid sides stay usable.
 * Out of data/params.ts so that the Explorer's route does not carry it.
 */

export const REFERENCE_PARAM = 'reference';
export const REFERENCES_PARAM = 'references';

/** A parameter of the address that cannot be used as it is: what it is, and what was done. */
export type AddressProblem = {
  /** The bad parameter, as written in the address (`type7`, `id3`, `reference`…). */
  param: string;
  message: string;
  /** The side (1-based) the problem belongs to, said in that side's panel; none: the page's. */
  side?: number;
};

export type ComparisonAddress = {
  /** Positions 1 to the last one written (at least 2), each as read. */
  slots: ParsedSide<SideParams>[];
  /** The positions (1-based) of the sides compared, in order: valid and not duplicated. */
  compared: number[];
  /** The reference side's position (1-based): one of `compared`, else 1. */
  reference: number;
  references: ComparisonReferences;
  /** The themes compared, in the catalogue's order; null: every theme. */
  themes: ThemeId[] | null;
  problems: AddressProblem[];
};

/**
 * Reads side `n` of a comparison: a territory as `parseSide` reads it, or one of the user's areas
 * (`type=area&id=<id>`, its id as the API makes them).
 */
export function parseComparedSide(search: URLSearchParams, n = 1): ParsedSide<SideParams> {
  const keys = sideKeys(n);
  if (search.get(keys.type)?.trim() !== AREA_SIDE) return parseSide(search, n);
  const id = search.get(keys.id)?.trim() ?? '';
  if (!AREA_ID_PATTERN.test(id)) {
    return {
      state: 'invalid',
      message: `L’identifiant «\u202f${id.slice(0, 40)}\u202f» n’est pas celui d’un de vos territoires.`,
    };
  }
  const yearText = search.get(keys.year)?.trim() ?? '';
  const year = readYear(yearText);
  if (year === null) return badYear(yearText);
  return { state: 'valid', value: { type: AREA_SIDE, id, year } };
}

/** The side's letter: A for the first… F for the sixth. */
export const sideLetter = (n: number) => String.fromCharCode(64 + n);

const TOO_MANY = /^(type|id|year)(\d+)$/;

/** The parameters of a 7th side or beyond (`type7`, `id12`…), in the address's order. */
function extraSideParams(search: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const key of search.keys()) {
    const m = TOO_MANY.exec(key);
    if (m && Number(m[2]) > MAX_SIDES) names.add(key);
  }
  return [...names];
}

const listed = (names: string[]) =>
  names.length === 1
    ? `le paramètre ${names[0]} est ignoré`
    : `les paramètres ${names.slice(0, 6).join(', ')}${names.length > 6 ? '…' : ''} sont ignorés`;

/** A written side after an empty one (`type4` without `type3`): said once, for the first. */
function gapProblem(slots: ParsedSide<SideParams>[]): AddressProblem | null {
  // Side B chosen before side A is how a comparison starts: only from the third side on.
  for (let n = 3; n <= slots.length; n++) {
    if (slots[n - 1]?.state === 'empty') continue;
    const gap = slots.slice(0, n - 1).findIndex((slot) => slot.state === 'empty') + 1;
    if (gap === 0) continue;
    const k = sideKeys(gap);
    return {
      param: sideKeys(n).type,
      message: `Paramètre ${sideKeys(n).type}\u00a0: le territoire ${sideLetter(n)} suit un territoire ${sideLetter(gap)} vide (${k.type} et ${k.id} absents). Choisissez le territoire ${sideLetter(gap)}, ou retirez le ${sideLetter(n)}.`,
    };
  }
  return null;
}

/**
 * Reads the comparison from the address. `latest` is the latest vintage once known: a side without
 * a vintage is in it, so `year=2026` and no year are the same side (a duplicate) once it is known.
 */
export function parseComparison(
  search: URLSearchParams,
  latest?: number | undefined,
): ComparisonAddress {
  const problems: AddressProblem[] = [];
  const extra = extraSideParams(search);
  if (extra.length > 0) {
    problems.push({
      param: extra[0] ?? '',
      message: `Six territoires au plus\u00a0: ${listed(extra)}.`,
    });
  }
  const all = Array.from({ length: MAX_SIDES }, (_, i) => parseComparedSide(search, i + 1));
  // Up to the last side written (a vintage alone included: its panel says it is ignored).
  const written = (n: number) => Object.values(sideKeys(n)).some((key) => search.get(key)?.trim());
  let last = MAX_SIDES;
  while (last > 2 && !written(last)) last--;
  const slots = all.slice(0, last);
  const gap = gapProblem(slots);
  if (gap) problems.push(gap);

  const compared: number[] = [];
  slots.forEach((slot, i) => {
    const n = i + 1;
    const k = sideKeys(n);
    if (slot.state === 'empty') {
      const year = search.get(k.year)?.trim();
      if (year) {
        problems.push({
          param: k.year,
          side: n,
          message: `Paramètre ${k.year} ignoré\u00a0: le territoire ${sideLetter(n)} n’a ni ${k.type} ni ${k.id}.`,
        });
      }
      return;
    }
    if (slot.state !== 'valid') return;
    const side = slot.value;
    const twin = compared.find((m) => sameSide(slots[m - 1], side, latest));
    if (twin === undefined) {
      compared.push(n);
      return;
    }
    problems.push({
      param: k.id,
      side: n,
      message: `Paramètre ${k.id}\u00a0: le territoire ${sideLetter(n)} est le même que le territoire ${sideLetter(twin)} (même niveau, même code, même millésime). Choisissez un autre territoire ou un autre millésime.`,
    });
  });

  const reference = readReference(search, compared, problems);
  const references = readReferences(search, problems);
  const themes = readThemes(search, problems);
  return { slots, compared, reference, references, themes, problems };
}

/** Same level, code and vintage (a side without a vintage is in the latest, once known). */
function sameSide(
  slot: ParsedSide<SideParams> | undefined,
  side: SideParams,
  latest: number | undefined,
) {
  if (slot?.state !== 'valid') return false;
  const other = slot.value;
  return (
    other.type === side.type &&
    other.id === side.id &&
    (other.year ?? latest) === (side.year ?? latest)
  );
}

function readReference(
  search: URLSearchParams,
  compared: number[],
  problems: AddressProblem[],
): number {
  const raw = search.get(REFERENCE_PARAM)?.trim();
  const fallback = compared[0] ?? 1;
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d$/.test(raw) ? Number(raw) : Number.NaN;
  // A reference that is not one of the compared sides is said once there is a comparison.
  const valid = n >= 1 && n <= MAX_SIDES && (compared.length < 2 || compared.includes(n));
  if (valid) return compared.includes(n) ? n : fallback;
  problems.push({
    param: REFERENCE_PARAM,
    message: `Paramètre reference\u00a0: «\u202f${raw.slice(0, 20)}\u202f» n’est pas le numéro d’un des territoires comparés (${compared.join(', ') || '1 à 6'})\u00a0; les écarts sont calculés par rapport au territoire ${sideLetter(fallback)}.`,
  });
  return fallback;
}

function readReferences(search: URLSearchParams, problems: AddressProblem[]): ComparisonReferences {
  const names = (search.get(REFERENCES_PARAM) ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => name !== 'france' && name !== 'parent');
  if (unknown.length > 0) {
    problems.push({
      param: REFERENCES_PARAM,
      message: `Paramètre references\u00a0: «\u202f${unknown.join(',').slice(0, 40)}\u202f» inconnu, france, parent ou les deux sont attendus (séparés par une virgule).`,
    });
  }
  return { france: names.includes('france'), parent: names.includes('parent') };
}

function readThemes(search: URLSearchParams, problems: AddressProblem[]): ThemeId[] | null {
  const known = new Set<string>(INDICATOR_THEME_IDS);
  const unknown = (search.get(THEMES_PARAM) ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !known.has(name));
  if (unknown.length > 0) {
    problems.push({
      param: THEMES_PARAM,
      message: `Paramètre indicators\u00a0: «\u202f${unknown.join(',').slice(0, 40)}\u202f» inconnu, ignoré. Thèmes attendus (séparés par une virgule)\u00a0: ${INDICATOR_THEME_IDS.join(', ')}.`,
    });
  }
  return parseThemes(search);
}

/**
 * The Comparer address of these parameters, in a stable order: the sides 1 to 6, then
 * `reference` and `references`, then anything else the address carries (kept). Relative (`?…`):
 * the page keeps its path, `/comparer` or `/comparer/`, so the route guard does not check the
 * session again (which would show its waiting state and reset the screen).
 */
export function comparisonHref(search: URLSearchParams): string {
  const next = new URLSearchParams();
  const known = new Set<string>([REFERENCE_PARAM, REFERENCES_PARAM]);
  for (let n = 1; n <= MAX_SIDES; n++) {
    for (const key of Object.values(sideKeys(n))) {
      known.add(key);
      const value = search.get(key);
      if (value !== null) next.set(key, value);
    }
  }
  for (const key of [REFERENCE_PARAM, REFERENCES_PARAM]) {
    const value = search.get(key);
    if (value !== null) next.set(key, value);
  }
  for (const [key, value] of search) if (!known.has(key)) next.append(key, value);
  return `?${next.toString()}`;
}

/** The address with side `n` replaced (null: emptied). */
export function sideHref(search: URLSearchParams, n: number, side: SideParams | null): string {
  return comparisonHref(writeSide(new URLSearchParams(search), side, n));
}
