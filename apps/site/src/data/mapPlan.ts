import type { TerritoryDetail } from '@epic/api-contract';
import type { TerritoryType } from '@epic/ui';
import type { MapZoning } from './mapParams';

/**
 * Which map the Explorer draws for a territory: the files of the geometry pipeline it
 * needs, the level and parent of the values it asks for, what is highlighted, and the toggle it
 * offers. Pure: the panel fetches what the plan says.
 */

/** The overlay a map can switch on: EPCI borders, or régions over the départements. */
export type MapToggle = 'epci' | 'regions';

/**
 * Paris, Lyon or Marseille drawn as its arrondissements municipaux: `always` (Paris, whose
 * département is the city alone; an arrondissement's map), or a choice that starts `on` (the
 * city's own map: what varies inside it) or `off` (a département's map: its communes first).
 */
export interface PlmChoice {
  city: string;
  name: string;
  mode: 'always' | 'on' | 'off';
}

export type MapPlan =
  | {
      kind: 'communes';
      /** Values: communes of this parent (`departement:62`, `epci:200033579`). */
      parent: string;
      /** Départements drawn; an EPCI's are known once its members are (`null` until then). */
      departements: string[] | null;
      selected: string | null;
      /** Its members only are in focus (an EPCI, a study zone). */
      focusMembers: boolean;
      outlineEpci?: string;
      /** The members' outline, dissolved (a study zone: no EPCI code names its communes). */
      outlineMembers?: boolean;
      /** The département's EPCI borders. */
      toggle?: 'epci';
      /** The PLM city of the département, as its arrondissements. */
      plm?: PlmChoice;
    }
  | {
      kind: 'areas';
      /** Départements of one région (`region:84`), or every département (no parent). */
      parent: string | null;
      selected: string | null;
      toggle: MapToggle;
    };

/** The département of a commune (or arrondissement) code: 2 characters, 3 overseas (97x). */
export function departementOfCommune(code: string): string {
  return code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
}

/** The distinct départements of commune codes, sorted. */
export function departementsOf(codes: Iterable<string>): string[] {
  return [...new Set([...codes].map(departementOfCommune))].sort();
}

type Side = { type: TerritoryType; id: string };

/**
 * The cities with arrondissements municipaux, by département: Paris, Lyon and Marseille (law of
 * 31 December 1982, unchanged since). Their map files hold them whole and as arrondissements
 * (`meta.city`). Here, not in the map's entry: the plan is made before the map's code loads.
 */
const PLM_CITIES: Readonly<Record<string, { code: string; name: string }>> = {
  '13': { code: '13055', name: 'Marseille' },
  '69': { code: '69123', name: 'Lyon' },
  '75': { code: '75056', name: 'Paris' },
};

/** The PLM city of a département, if it has one, drawn as its arrondissements in `mode`. */
function plmOf(departement: string, mode: (city: string) => PlmChoice['mode']) {
  const city = PLM_CITIES[departement];
  return city ? { plm: { city: city.code, name: city.name, mode: mode(city.code) } } : {};
}

/**
 * An EPCI's plan once its members are known (the codes of its map values): the départements to
 * draw, and its PLM city as a choice that starts `off` (the Métropole de Lyon, Aix-Marseille-Provence,
 * the Métropole du Grand Paris: their communes first, as on their département's map).
 */
export function withMembers(plan: MapPlan, members: readonly string[] | undefined): MapPlan {
  if (plan.kind !== 'communes' || plan.departements !== null || !members) return plan;
  const departements = departementsOf(members);
  const city = departements
    .map((d) => PLM_CITIES[d])
    .find((c) => c !== undefined && members.includes(c.code));
  return {
    ...plan,
    departements,
    ...(city ? { plm: { city: city.code, name: city.name, mode: 'off' as const } } : {}),
  };
}

/** Whether a plan draws its PLM city as arrondissements, given the address's choice (or none). */
export function showsArrondissements(plan: MapPlan, asked: boolean | null): boolean {
  if (plan.kind !== 'communes' || !plan.plm) return false;
  return plan.plm.mode === 'always' || (asked ?? plan.plm.mode === 'on');
}

/** The map of a territory (`null`: the Explorer's start state, national départements). */
export function mapPlan(
  side: Side | null,
  parents: TerritoryDetail['parents'] | undefined,
): MapPlan {
  if (!side) return { kind: 'areas', parent: null, selected: null, toggle: 'regions' };
  switch (side.type) {
    case 'region':
      return { kind: 'areas', parent: `region:${side.id}`, selected: null, toggle: 'epci' };
    case 'departement':
      return {
        kind: 'communes',
        parent: `departement:${side.id}`,
        departements: [side.id],
        selected: null,
        focusMembers: false,
        toggle: 'epci',
        // Paris's département is the city alone: its arrondissements, always.
        ...plmOf(side.id, (city) => (city === '75056' ? 'always' : 'off')),
      };
    case 'epci':
      return {
        kind: 'communes',
        parent: `epci:${side.id}`,
        departements: null,
        selected: null,
        focusMembers: true,
        outlineEpci: side.id,
      };
    case 'ze':
    case 'aav':
    case 'uu':
    case 'bv':
      return {
        kind: 'communes',
        parent: `${side.type}:${side.id}`,
        departements: null,
        selected: null,
        focusMembers: true,
        outlineMembers: true,
      };
    default: {
      // A commune (Paris, Lyon, Marseille: as their arrondissements, Paris always), or an
      // arrondissement municipal among those of its city.
      const dep = parents?.departement?.code ?? departementOfCommune(side.id);
      const epci = parents?.epci?.code;
      const arrondissement = side.type === 'arrondissement';
      const plm = plmOf(dep, (city) =>
        arrondissement || city === '75056' ? 'always' : city === side.id ? 'on' : 'off',
      );
      return {
        kind: 'communes',
        parent: `departement:${dep}`,
        departements: [dep],
        selected: side.id,
        focusMembers: false,
        ...(epci ? { outlineEpci: epci } : {}),
        // Another commune of 13 or 69 keeps the city whole (its neighbour, a commune like it).
        ...(plm.plm && (arrondissement || plm.plm.city === side.id) ? plm : {}),
      };
    }
  }
}

/** Whether a plan can show a study zoning instead of its areas: the map of France only. */
export const offersZones = (plan: MapPlan): boolean => plan.kind === 'areas' && !plan.parent;

/**
 * Whether a plan can show the EPCI instead of its areas: France's map, a région's (instead of its
 * départements) and a département's (instead of its communes), those with the EPCI borders.
 */
export const offersEpci = (plan: MapPlan): boolean => offersZones(plan) || plan.toggle === 'epci';

/** The zoning a plan draws, of the one asked for in the address (null: its own areas). */
export function planZoning(plan: MapPlan, asked: MapZoning | null): MapZoning | null {
  if (asked === 'epci') return offersEpci(plan) ? asked : null;
  return asked && offersZones(plan) ? asked : null;
}

/** The level of the values a plan draws (`regions` toggle on: the régions; or a zoning). */
export function valuesLevel(
  plan: MapPlan,
  toggled: boolean,
  zones: MapZoning | null = null,
): 'commune' | 'departement' | 'region' | MapZoning {
  const zoning = planZoning(plan, zones);
  if (zoning) return zoning;
  if (plan.kind === 'communes') return 'commune';
  return plan.toggle === 'regions' && toggled ? 'region' : 'departement';
}
