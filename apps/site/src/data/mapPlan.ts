import type { TerritoryDetail } from '@epic/api-contract';
import type { TerritoryType } from '@epic/ui';

/**
 * Which map the Explorer draws for a territory (issue 15): the files of the geometry pipeline it
 * needs, the level and parent of the values it asks for, what is highlighted, and the toggle it
 * offers. Pure: the panel fetches what the plan says.
 */

/** The overlay a map can switch on: EPCI borders, or régions over the départements. */
export type MapToggle = 'epci' | 'regions';

export type MapPlan =
  | {
      kind: 'communes';
      /** Values: communes of this parent (`departement:62`, `epci:200033579`). */
      parent: string;
      /** Départements drawn; an EPCI's are known once its members are (`null` until then). */
      departements: string[] | null;
      selected: string | null;
      /** Its members only are in focus (an EPCI). */
      focusMembers: boolean;
      outlineEpci?: string;
      /** The département's EPCI borders. */
      toggle?: 'epci';
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
    default: {
      // A commune, or an arrondissement municipal drawn as its city (PLM whole).
      const dep = parents?.departement?.code ?? departementOfCommune(side.id);
      const selected = side.type === 'arrondissement' ? (parents?.commune?.code ?? null) : side.id;
      const epci = parents?.epci?.code;
      return {
        kind: 'communes',
        parent: `departement:${dep}`,
        departements: [dep],
        selected,
        focusMembers: false,
        ...(epci ? { outlineEpci: epci } : {}),
      };
    }
  }
}

/** The level of the values a plan draws (`regions` toggle on: the régions). */
export function valuesLevel(plan: MapPlan, toggled: boolean): 'commune' | 'departement' | 'region' {
  if (plan.kind === 'communes') return 'commune';
  return plan.toggle === 'regions' && toggled ? 'region' : 'departement';
}
