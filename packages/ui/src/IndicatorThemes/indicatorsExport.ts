import { type CsvValue, toCsv } from '@epic/api-contract/csv';
import type { TerritoryRef } from '../territory/types';
import type { IndicatorThemesMessages } from './IndicatorThemes.messages';
import { franceName, readingDetail, readingText } from './reading';
import type {
  IndicatorThemesIndicator,
  IndicatorThemesReading,
  IndicatorThemesSource,
  IndicatorThemesTheme,
  IndicatorThemesValue,
} from './types';

const DIGITS: Record<IndicatorThemesIndicator['format'], number> = {
  integer: 0,
  euro: 0,
  decimal1: 1,
  decimal2: 2,
};

/** A value as exported: the number rounded as displayed, or null (its status says why). */
function exportedValue(reading: IndicatorThemesReading | undefined, digits: number) {
  if (reading?.status !== 'ok' || reading.value === null) return null;
  const factor = 10 ** digits;
  return Math.round(reading.value * factor) / factor;
}

/** The status in words, empty when the value is there (with its coverage when partial). */
function statusWords(
  reading: IndicatorThemesReading,
  indicator: IndicatorThemesIndicator,
  m: IndicatorThemesMessages,
) {
  const detail = readingDetail(reading, m);
  if (reading.status === 'ok' && reading.value !== null) return detail ?? '';
  const text = readingText(reading, indicator, m);
  return detail ? `${text} (${detail})` : text;
}

/**
 * The sources of a row's figures: the catalogue's for the territory's value, or that of the values
 * INSEE publishes above the commune when the value (or a reference) is one of them.
 */
function rowSources(indicator: IndicatorThemesIndicator, value: IndicatorThemesValue): string[] {
  const above = indicator.publishedAbove;
  if (!above) return [indicator.source];
  const refs = value.references;
  const referencesPublished = [refs?.departement, refs?.region, refs?.france].some(
    (r) => r?.published,
  );
  const own = value.published ? above : indicator.source;
  return [...new Set([own, ...(referencesPublished ? [above] : [])])];
}

export interface IndicatorsExportInput {
  territory: TerritoryRef;
  /** Vintage of the territory shown, written on every row. */
  year?: number | undefined;
  themes: readonly IndicatorThemesTheme[];
  sources: readonly IndicatorThemesSource[];
  indicators: readonly IndicatorThemesIndicator[];
  values: readonly IndicatorThemesValue[];
}

/** One row per indicator with a value or a status, in the catalogue's theme order. */
function exportRows(input: IndicatorsExportInput, m: IndicatorThemesMessages) {
  const byId = new Map(input.values.map((v) => [v.id, v]));
  const themeLabel = new Map(input.themes.map((t) => [t.id, t.label]));
  const attribution = new Map(input.sources.map((s) => [s.id, s.attribution]));
  const order = new Map(input.themes.map((t, i) => [t.id, i]));
  return [...input.indicators]
    .filter((i) => byId.has(i.id))
    .sort((a, b) => (order.get(a.theme) ?? 99) - (order.get(b.theme) ?? 99))
    .map((indicator) => {
      const value = byId.get(indicator.id) as IndicatorThemesValue;
      const digits = DIGITS[indicator.format];
      const refs = value.references;
      const sourceIds = rowSources(indicator, value);
      return {
        indicator,
        value,
        theme: themeLabel.get(indicator.theme) ?? indicator.theme,
        status: statusWords(value, indicator, m),
        number: exportedValue(value, digits),
        departement: exportedValue(refs?.departement, digits),
        region: exportedValue(refs?.region, digits),
        france: exportedValue(refs?.france, digits),
        franceScope: refs?.france.scope ?? null,
        franceName: refs ? franceName(refs.france, m) : null,
        sourceIds,
        source: sourceIds.map((id) => attribution.get(id) ?? id).join(' / '),
      };
    });
}

/**
 * The territory's indicators as CSV in the project's dialect (`;`, decimal comma, BOM): one row
 * per indicator with its unit, reference year, status in words ("publié par l’Insee" for a
 * published value), département, région and France values (`champ_france` says when France is
 * France métropolitaine only), ranks, and the source with its licence on every row.
 */
export function indicatorsToCsv(input: IndicatorsExportInput, m: IndicatorThemesMessages): string {
  const { territory } = input;
  const header = [
    'code_territoire',
    'territoire',
    'millesime',
    'theme',
    'indicateur',
    'libelle',
    'valeur',
    'unite',
    'annee_reference',
    'statut',
    'departement',
    'region',
    'france',
    'champ_france',
    'rang_national',
    'rang_parent',
    'source_et_licence',
  ];
  const rows: CsvValue[][] = exportRows(input, m).map((r) => [
    territory.code,
    territory.name,
    input.year ?? null,
    r.theme,
    r.indicator.id,
    r.indicator.label,
    r.number,
    r.indicator.unit,
    r.indicator.referenceYear,
    r.status,
    r.departement,
    r.region,
    r.france,
    r.franceName,
    r.value.rank?.national ? `${r.value.rank.national.rank}/${r.value.rank.national.of}` : null,
    r.value.rank?.parent ? `${r.value.rank.parent.rank}/${r.value.rank.parent.of}` : null,
    r.source,
  ]);
  return toCsv(header, rows);
}

/** The same as JSON: the territory, then each indicator with its definition and its values. */
export function indicatorsToJson(input: IndicatorsExportInput, m: IndicatorThemesMessages): string {
  const { territory } = input;
  const rows = exportRows(input, m);
  const document = {
    territory: { type: territory.type, code: territory.code, name: territory.name },
    year: input.year ?? null,
    sources: input.sources.filter((s) => rows.some((r) => r.sourceIds.includes(s.id))),
    indicators: rows.map((r) => ({
      id: r.indicator.id,
      theme: r.theme,
      label: r.indicator.label,
      unit: r.indicator.unit,
      referenceYear: r.indicator.referenceYear,
      source: r.indicator.source,
      ...(r.indicator.publishedAbove ? { publishedAbove: r.indicator.publishedAbove } : {}),
      value: r.number,
      status: r.value.status,
      ...(r.value.reason ? { reason: r.value.reason } : {}),
      ...(r.value.coverage ? { coverage: r.value.coverage } : {}),
      ...(r.value.published ? { published: true } : {}),
      statusText: r.status,
      references: {
        departement: r.departement,
        region: r.region,
        france: r.france,
        ...(r.franceScope ? { franceScope: r.franceScope } : {}),
      },
      rank: {
        national: r.value.rank?.national ?? null,
        parent: r.value.rank?.parent
          ? { rank: r.value.rank.parent.rank, of: r.value.rank.parent.of }
          : null,
      },
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
