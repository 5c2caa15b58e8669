import type { StatisticReason, StatisticScope } from '../territory/statistic';
import type { TerritoryRef } from '../territory/types';

/** A theme of the indicator catalogue ("population", "Population"). */
export type IndicatorThemesTheme = { id: string; label: string };

/** A source of the catalogue, with the attribution text its licence asks for. */
export type IndicatorThemesSource = { id: string; attribution: string };

/** What the ui needs of a catalogue indicator (a subset of the API's definition). */
export type IndicatorThemesIndicator = {
  id: string;
  label: string;
  /** Short French definition, shown on demand under the figure. */
  definition: string;
  /** "habitants", "%", "€", "km²"… (see `formatIndicator`). */
  unit: string;
  format: 'integer' | 'decimal1' | 'decimal2' | 'euro';
  /** Reference period: "RP 2018", "Filosofi 2021"… */
  referenceYear: string;
  /** Theme id. */
  theme: string;
  /** Source id. */
  source: string;
  /**
   * A count that adds up over territories (the catalogue's `sum` rule: population, dwellings…): its
   * references are listed in words only, since France would crush any plot. @default false
   */
  additive?: boolean | undefined;
  /**
   * Source id of the values INSEE publishes above the commune (EPCI, départements, régions, France
   * métropolitaine) for a median, decile or share: never "publié à la commune uniquement" then.
   */
  publishedAbove?: string | undefined;
};

export type IndicatorThemesStatus = 'ok' | 'secret' | 'unavailable' | 'not_applicable';

/** Why a value is unavailable (the API's reason codes). */
export type IndicatorThemesReason = StatisticReason;

/**
 * One value with its status; `coverage` for an aggregate (member communes with a value),
 * `published` for a value INSEE publishes for the territory itself (never computed from communes),
 * `scope` for a France value that is France métropolitaine's only.
 */
export type IndicatorThemesReading = {
  value: number | null;
  status: IndicatorThemesStatus;
  reason?: IndicatorThemesReason | undefined;
  coverage?: { covered: number; of: number } | undefined;
  published?: boolean | undefined;
  scope?: StatisticScope | undefined;
};

/** The same indicator for a territory above the one shown (its département, its région). */
export type IndicatorThemesReference = TerritoryRef & IndicatorThemesReading;

/** A rank among territories of the same level (1 = highest value). */
export type IndicatorThemesRank = { rank: number; of: number };

/** A territory's value of one indicator, with its references and ranks. */
export type IndicatorThemesValue = IndicatorThemesReading & {
  id: string;
  references?:
    | {
        departement?: IndicatorThemesReference | undefined;
        region?: IndicatorThemesReference | undefined;
        france: IndicatorThemesReading;
      }
    | undefined;
  rank?:
    | {
        national: IndicatorThemesRank | null;
        parent: (IndicatorThemesRank & { parent: TerritoryRef }) | null;
      }
    | undefined;
};

/** Two ids of the same measure at two dates, the earlier first ("pop_rp2013", "pop_rp2018"). */
export type IndicatorThemesSeriesPair = readonly [earlier: string, later: string];
