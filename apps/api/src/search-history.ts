/**
 * Names and codes people still type that are no longer those of a territory, for the search
 * index (search-index.ts): former communes, communes déléguées and former names of renamed
 * communes (search-history.data.ts, derived from the packages by search-history-derive.ts), the
 * régions before 2016, and the usual
 * short names of big intercommunalities. Each alias leads to a territory of the vintage and says
 * why it matches (`note`), except the usual names of intercommunalities, which need no word.
 */
import type { TerritoryType } from '@epic/api-contract';
import { normalizeName } from './normalize.js';
import { COMMUNE_HISTORY } from './search-history.data.js';

export interface HistoryRecord {
  /** The former commune's code (or, for a commune déléguée keeping it, its commune's). */
  code: string;
  /** Its last name. */
  name: string;
  /** The commune it went into (chef-lieu of the commune déléguée or associée). */
  into: string;
  /** A commune déléguée or associée, a former name of the commune (`code` = `into`), or none. */
  kind: 'deleguee' | 'associee' | 'renamed' | null;
  /** Years of the merger (1 January of `to` at the latest); null when unknown. */
  from: number | null;
  to: number | null;
}

/** A name or code leading to a territory of the vintage. */
export interface Alias {
  type: TerritoryType;
  /** The territory's code in the vintage. */
  target: string;
  /** The name typed (as written; normalised by the index). */
  name: string;
  /** A former code typed, if any. */
  code?: string;
  /** Why it matches, shown with the result (absent for usual names). */
  note?: string;
  /** Found only when typed in full (acronyms: "cu" is not "CUB"). */
  exact?: boolean;
}

let parsed: HistoryRecord[] | null = null;

/** The records of search-history.data.ts. */
export function communeHistory(): HistoryRecord[] {
  if (parsed) return parsed;
  const kinds = { d: 'deleguee', a: 'associee', r: 'renamed' } as const;
  parsed = COMMUNE_HISTORY.split('\n').map((line) => {
    const [code = '', name = '', into = '', kind = '', from = '', to = ''] = line.split(';');
    return {
      code,
      name,
      into,
      kind: kind === 'd' || kind === 'a' || kind === 'r' ? kinds[kind] : null,
      from: from === '' ? null : Number(from),
      to: to === '' ? null : Number(to),
    };
  });
  return parsed;
}

/** "en 2023", "entre 2020 et 2021", or nothing when unknown. */
function when(r: HistoryRecord): string {
  if (r.to === null) return '';
  if (r.from === null || r.from === r.to) return ` en ${r.to}`;
  return ` entre ${r.from} et ${r.to}`;
}

/**
 * Aliases of the communes of a vintage (`communes`: code → name): each former commune merged by
 * then (`to` ≤ year) and not a commune of the vintage itself, leading to the commune that holds it
 * now (through later mergers), and each commune déléguée named otherwise than its commune.
 */
export function communeAliases(year: number, communes: ReadonlyMap<string, string>): Alias[] {
  const steps = communeAliasSteps(year, communes);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** `communeAliases` in steps (a `yield` every `every` records), for a paced index build. */
export function* communeAliasSteps(
  year: number,
  communes: ReadonlyMap<string, string>,
  every = 512,
): Generator<void, Alias[], void> {
  const records = communeHistory();
  const merged = new Map<string, HistoryRecord>();
  for (const r of records) {
    if (r.code !== r.into && (r.to === null || r.to <= year)) merged.set(r.code, r);
  }
  const holder = (code: string): { code: string; steps: number } | null => {
    let at = code;
    for (let steps = 0; steps < 8; steps++) {
      if (communes.has(at) && steps > 0) return { code: at, steps };
      const r = merged.get(at);
      if (!r) return null;
      at = r.into;
    }
    return null;
  };
  const aliases: Alias[] = [];
  for (const [k, r] of records.entries()) {
    if (k % every === every - 1) yield;
    if (r.code === r.into) {
      const own = communes.get(r.code);
      if (!own || own === r.name || (r.from !== null && r.from > year)) continue;
      if (r.kind === 'renamed') {
        // Renamed by then, and not only in its accents or hyphens.
        if ((r.to !== null && r.to > year) || normalizeName(own) === normalizeName(r.name))
          continue;
        aliases.push({
          type: 'commune',
          target: r.code,
          name: r.name,
          note: `${r.name}, ancien nom de ${own}, changé${when(r)}`,
        });
        continue;
      }
      aliases.push({
        type: 'commune',
        target: r.code,
        name: r.name,
        note: `${r.name}, commune ${r.kind === 'associee' ? 'associée' : 'déléguée'} de ${own}`,
      });
      continue;
    }
    if (communes.has(r.code) || merged.get(r.code) !== r) continue;
    const found = holder(r.code);
    if (!found) continue;
    const into = communes.get(found.code) as string;
    const status =
      r.kind === 'deleguee'
        ? 'commune déléguée, '
        : r.kind === 'associee'
          ? 'commune associée, '
          : '';
    const note =
      found.steps === 1
        ? `${r.name} (${r.code}), ${status}fusionnée dans ${into}${when(r)}`
        : `${r.name} (${r.code}), ${status}fusionnée${when(r)}, aujourd’hui dans ${into}`;
    aliases.push({ type: 'commune', target: found.code, name: r.name, code: r.code, note });
  }
  return aliases;
}

/**
 * The régions before 1 January 2016 whose name is gone (INSEE, loi du 16 janvier 2015), with the
 * code of the région that took them in: Bretagne, Corse, Île-de-France, Pays de la Loire,
 * Provence-Alpes-Côte d’Azur and the DROM kept their name; Centre became Centre-Val de Loire.
 */
export const FORMER_REGIONS: readonly [name: string, region: string][] = [
  ['Alsace', '44'],
  ['Aquitaine', '75'],
  ['Auvergne', '84'],
  ['Basse-Normandie', '28'],
  ['Bourgogne', '27'],
  ['Centre', '24'],
  ['Champagne-Ardenne', '44'],
  ['Franche-Comté', '27'],
  ['Haute-Normandie', '28'],
  ['Languedoc-Roussillon', '76'],
  ['Limousin', '75'],
  ['Lorraine', '44'],
  ['Midi-Pyrénées', '76'],
  ['Nord-Pas-de-Calais', '32'],
  ['Picardie', '32'],
  ['Poitou-Charentes', '75'],
  ['Rhône-Alpes', '84'],
];

/**
 * Usual short names of big intercommunalities (their own communication, the press), with their
 * SIREN codes: several when the EPCI changed code (the first found in the vintage is used).
 */
export const EPCI_USUAL_NAMES: readonly [name: string, codes: string[]][] = [
  ['Grand Lyon', ['200046977']],
  ['MEL', ['200093201', '245900410']],
  ['Lille Métropole', ['200093201', '245900410']],
  ['Métropole de Lille', ['200093201', '245900410']],
  ['Aix-Marseille', ['200054807']],
  ['AMP', ['200054807']],
  ['Métropole Aix-Marseille', ['200054807']],
  ['MGP', ['200054781']],
  ['EMS', ['246700488']],
  ['Strasbourg Eurométropole', ['246700488']],
  ['CUS', ['246700488']],
  ['Grand Toulouse', ['243100518']],
  ['Métropole de Toulouse', ['243100518']],
  ['Métropole de Nantes', ['244400404']],
  ['Métropole de Bordeaux', ['243300316']],
  ['CUB', ['243300316']],
  ['3M', ['243400017']],
  ['Montpellier Métropole', ['243400017']],
  ['Métropole de Montpellier', ['243400017']],
  ['NCA', ['200030195']],
  ['Métropole de Nice', ['200030195']],
  ['Nice Métropole', ['200030195']],
  ['TPM', ['248300543']],
  ['Toulon Métropole', ['248300543']],
  ['Métropole de Rouen', ['200023414']],
  ['Rouen Métropole', ['200023414']],
  ['La Métro', ['200040715']],
  ['Grenoble Métropole', ['200040715']],
  ['Métropole de Grenoble', ['200040715']],
  ['Métropole de Rennes', ['243500139']],
  ['Grand Nancy', ['245400676']],
  ['Nancy Métropole', ['245400676']],
  ['Métropole de Nancy', ['245400676']],
  ['Métropole de Brest', ['242900314']],
  ['Métropole de Tours', ['243700754']],
  ['Métropole de Dijon', ['242100410']],
  ['Métropole de Metz', ['200039865']],
  ['Métropole d’Orléans', ['244500468']],
  ['Métropole de Clermont', ['246300701']],
  ['Clermont Métropole', ['246300701']],
  ['Métropole de Saint-Étienne', ['244200770']],
  ['Métropole de Perpignan', ['200027183']],
];

/** Aliases of the régions and intercommunalities present in the vintage (`has`). */
export function levelAliases(
  has: (type: TerritoryType, code: string) => string | undefined,
): Alias[] {
  const aliases: Alias[] = [];
  for (const [name, code] of FORMER_REGIONS) {
    const now = has('region', code);
    if (now) {
      aliases.push({
        type: 'region',
        target: code,
        name,
        note: `${name}, ancienne région, aujourd’hui ${now}`,
      });
    }
  }
  for (const [name, codes] of EPCI_USUAL_NAMES) {
    const code = codes.find((c) => has('epci', c));
    if (code) aliases.push({ type: 'epci', target: code, name, exact: !/[a-z]/.test(name) });
  }
  return aliases;
}
