import type { IndicatorCatalogue, IndicatorValuesResponse } from '@epic/api-contract';
import { formatIndicator } from '@epic/ui';
import type { MapIndicator, MapValue } from '@epic/ui/map';

/** The map's answers reshaped for `TerritoryMap`: values, indicator, choices, credit. */

/** Id of the legal population of the vintage (the API's `population` values, not in the catalogue). */
export const POPULATION_INDICATOR = 'population';

/** The geometry's credit line (Etalab's contours, from IGN ADMIN EXPRESS). */
export const CONTOURS_CREDIT =
  'Contours\u00a0: Etalab / data.gouv.fr, d’après IGN ADMIN EXPRESS — Licence Ouverte 2.0';

/** The legal population's source (the vintage's official geography). */
export const POPULATION_SOURCE =
  'Source\u00a0: Insee, populations légales, diffusées par Etalab (Découpage administratif) — Licence Ouverte 2.0';

type CatalogueEntry = IndicatorCatalogue['indicators'][number];
type IndicatorEntry = Pick<CatalogueEntry, 'id' | 'label' | 'unit' | 'format' | 'referenceYear'> & {
  aggregation: { rule: string };
};

/** Units of additive counts: drawn as proportional circles, never as a choropleth. */
const COUNT_UNITS = new Set([
  'habitants',
  'logements',
  'emplois',
  'établissements',
  'naissances',
  'décès',
  'ménages',
  'personnes',
]);

/** How the map draws an indicator: `change` (diverging), `count` (circles) or `level`. */
export function mapKindOf(entry: IndicatorEntry): MapIndicator['kind'] {
  if (/change|growth/.test(entry.id)) return 'change';
  if (entry.aggregation.rule === 'sum' && COUNT_UNITS.has(entry.unit)) return 'count';
  return 'level';
}

/** A catalogue entry (or the values answer's `indicator`) as the map's indicator. */
export const toMapIndicator = (entry: IndicatorEntry): MapIndicator => ({
  id: entry.id,
  label: entry.label,
  unit: entry.unit,
  format: entry.format,
  referenceYear: entry.referenceYear,
  kind: mapKindOf(entry),
});

/** The legal population of a vintage as the map's indicator (before its values answer). */
export const populationIndicator = (year: number | undefined): MapIndicator => ({
  id: POPULATION_INDICATOR,
  label: 'Population',
  unit: 'habitants',
  format: 'integer',
  referenceYear: year === undefined ? 'population légale' : `population légale ${year}`,
  kind: 'count',
});

/** The values by territory code (every listed territory, with its status). */
export const toMapValues = (response: IndicatorValuesResponse): Record<string, MapValue> => {
  const values: Record<string, MapValue> = {};
  for (const v of response.values) {
    values[v.code] = {
      value: v.value,
      status: v.status,
      ...(v.reason ? { reason: v.reason } : {}),
    };
  }
  return values;
};

/** The choices of the « Indicateur affiché » select, grouped by theme. */
export type MapIndicatorGroup = { label: string; options: { id: string; label: string }[] };

/**
 * The population first, then the catalogue by theme. Above the commune level, indicators that
 * cannot be aggregated (medians, published rates: `none`) are left out, except those INSEE
 * publishes for EPCI, départements and régions (`publishedAbove`: the 2019 median, deciles,
 * shares).
 */
export function mapIndicatorGroups(
  catalogue: IndicatorCatalogue | undefined,
  year: number | undefined,
  communes: boolean,
  /** A study zoning: the indicators it aggregates from its communes (none INSEE publishes). */
  zones = false,
): MapIndicatorGroup[] {
  const population = {
    id: POPULATION_INDICATOR,
    label: `Population (population légale${year === undefined ? '' : ` ${year}`})`,
  };
  if (!catalogue) return [{ label: 'Population', options: [population] }];
  return catalogue.themes.flatMap((theme) => {
    const options = catalogue.indicators
      .filter(
        (i) =>
          i.theme === theme.id &&
          (communes || i.aggregation.rule !== 'none' || (!zones && i.publishedAbove !== undefined)),
      )
      .map((i) => ({ id: i.id, label: `${i.label} (${i.referenceYear})` }));
    if (theme.id === 'population') options.unshift(population);
    return options.length > 0 ? [{ label: theme.label, options }] : [];
  });
}

/**
 * The credit line: the contours, then the figures' source (above the communes, that of the values
 * INSEE publishes for EPCI, départements and régions, when it does).
 */
export function mapCredit(
  catalogue: IndicatorCatalogue | undefined,
  indicator: string,
  communes = true,
): string {
  if (indicator === POPULATION_INDICATOR) return `${CONTOURS_CREDIT}. ${POPULATION_SOURCE}`;
  const entry = catalogue?.indicators.find((i) => i.id === indicator);
  const id = !communes && entry?.publishedAbove ? entry.publishedAbove : entry?.source;
  const source = catalogue?.sources.find((s) => s.id === id);
  return source ? `${CONTOURS_CREDIT}. ${source.attribution}` : CONTOURS_CREDIT;
}

/**
 * France's value of a rate, a density or a median, to read the map against: « France
 * métropolitaine » where the source publishes only it (Filosofi), never « France ». None for a
 * count (France's total says nothing of an area's) or without a value.
 */
export function mapFranceReference(
  response: Pick<IndicatorValuesResponse, 'france'> | undefined,
  indicator: MapIndicator,
): string | null {
  const france = response?.france;
  if (france?.status !== 'ok' || france.value === null || indicator.kind !== 'level') return null;
  const name = france.scope === 'france_metropolitaine' ? 'France métropolitaine' : 'France';
  return `Valeur de référence, ${name}\u00a0: ${formatIndicator(france.value, indicator)}`;
}

/** Base name of the exports: `carte-<indicator>-<type>-<code>-<year>`. */
export const mapFileName = (
  indicator: string,
  type: string,
  code: string,
  year: number | undefined,
): string => ['carte', indicator, type, code, year].filter((p) => p !== undefined).join('-');
