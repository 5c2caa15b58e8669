import type { MouseEvent } from 'react';
import type { IndicatorFormatSpec } from '../format/indicator';
import type { StatisticReason } from '../territory/statistic';
import type { TerritoryHref, TerritoryRef } from '../territory/types';
import type { DepartementTopology, EpciTopology, FranceTopology, ZonesTopology } from './topology';

/** One territory's value on the map (the API's value fields). */
export interface MapValue {
  value: number | null;
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  reason?: StatisticReason;
}

/** What the map needs of the indicator it shows (a subset of the catalogue entry). */
export interface MapIndicator extends IndicatorFormatSpec {
  id: string;
  /** French label, e.g. "Population (recensement 2018)". */
  label: string;
  /** Reference year shown in the legend, e.g. "RP 2018". */
  referenceYear: string;
  /**
   * How to draw it: `count` (additive counts: proportional circles, never a choropleth of raw
   * counts), `change` (signed changes: diverging palette around 0), `level` (rates, shares,
   * densities, medians: sequential palette).
   */
  kind: 'count' | 'change' | 'level';
}

/** The communes of one or more départements (for a commune, an EPCI or a département). */
export interface CommunesLayer {
  kind: 'communes';
  /** One file per département drawn (several for an EPCI across départements). */
  topologies: DepartementTopology[];
  /** Vintage of the values: before 2025, communes merged since are drawn as groups. */
  year: number;
  /**
   * Communes in focus (an EPCI's members, in the vintage's codes); the others are drawn greyed,
   * without values. Absent: every commune is in focus.
   */
  focus?: readonly string[];
  /** EPCI (code) whose outline is drawn over the communes (the selected commune's EPCI). */
  outlineEpci?: string;
  /**
   * Draws the outline of the communes in `focus`, dissolved (a study zone, a user's area).
   * @default false
   */
  outlineFocus?: boolean;
  /** Draws every EPCI border of the vintage over the communes (the département's toggle). */
  epciBorders?: boolean;
  /**
   * Draws Paris, Lyon and Marseille as their arrondissements municipaux, instead of the city
   * whole (never both), with the city's outline. @default false
   */
  arrondissements?: boolean;
}

/** Départements or régions of `france.json` (national view, or a région's départements). */
export interface AreasLayer {
  kind: 'departements' | 'regions';
  topology: FranceTopology;
  /** Codes drawn (e.g. the départements of one région); absent: all, with the overseas insets. */
  only?: readonly string[];
  /** EPCI outlines over the areas (a région's toggle), for the codes in `only` if given. */
  epci?: EpciTopology;
}

/** Every study zone of one zoning in a vintage (national view, with the overseas insets). */
export interface ZonesLayer {
  kind: 'zones';
  /** `zones-<level>-<year>.json`: the zoning and vintage are in its `meta`. */
  topology: ZonesTopology;
  /**
   * France's départements, drawn greyed under the zones: where a zoning leaves communes out (aires
   * d'attraction des villes, unités urbaines), the map still shows France.
   */
  base?: FranceTopology;
}

/**
 * EPCI coloured by their values (`epci-<year>.json`, each dissolved from its member communes of the
 * vintage): every EPCI of France with the overseas insets, or those of a département or région.
 */
export interface EpciLayer {
  kind: 'epci';
  topology: EpciTopology;
  /**
   * Codes drawn, each whole (the EPCI with communes in a département or région, those straddling
   * its boundary included); absent: every EPCI, with the overseas insets.
   */
  only?: readonly string[];
}

export type MapLayer = CommunesLayer | AreasLayer | ZonesLayer | EpciLayer;

export interface TerritoryMapProps {
  /** Title of the map: its accessible name, and the heading of exports. */
  title: string;
  layer: MapLayer;
  indicator: MapIndicator;
  /** Values by territory code of the level drawn, in the vintage shown (absent: unavailable). */
  values: Readonly<Record<string, MapValue>>;
  /** Code of the territory to highlight (the map zooms to it when it is small). */
  selected?: string | null;
  /** Destination of each area (areas are links). */
  hrefFor?: TerritoryHref;
  /** Called on click or Enter; with `hrefFor`, `event.preventDefault()` takes over (client routing). */
  onSelect?: (territory: TerritoryRef, event?: MouseEvent<Element>) => void;
  /**
   * Picking mode (with `onPick`, without `hrefFor`): the codes of the selection being built (a
   * user's area). Each area is a toggle button (`aria-pressed`) drawn in or out of the selection
   * (a hatched dark fill or a plain light one, with their legend) instead of by its value; values,
   * when given, stay in the areas' names and tooltips. Absent: the map colours the values.
   */
  picked?: ReadonlySet<string>;
  /**
   * Called in picking mode on a click, Enter or Space: the territories the area draws (several for
   * communes merged since the vintage, toggled together) and whether they join (`true`) or leave
   * the selection. The map keeps the focus on the area: the caller only updates `picked`.
   */
  onPick?: (territories: TerritoryRef[], add: boolean) => void;
  /** Credit line (source and licence), shown under the map and in exports. */
  credit: string;
  /** Base name of exported files (without extension). */
  fileName: string;
  /** Loading state (the box keeps its size: no layout shift). @default false */
  loading?: boolean;
  /** Error state, with "Réessayer" when `onRetry` is given. @default false */
  error?: boolean;
  onRetry?: () => void;
}
