import { type CsvValue, toCsv } from '@epic/api-contract/csv';
import type { TerritoryRef } from '../territory/types';
import type { SeriesChartMessages } from './SeriesChart.messages';
import { FORMAT_DIGITS, statusText } from './seriesText';
import type { SeriesChartData, SeriesChartPoint, SeriesChartSource } from './types';

export interface SeriesExportInput {
  /** Le territoire dont les séries sont exportées. */
  territory: TerritoryRef;
  /** Le millésime du périmètre sur lequel sont données toutes les valeurs. */
  year: number;
  /** Les séries exportées. */
  series: readonly SeriesChartData[];
  /** Les sources des points (leurs attributions figurent dans l’export). */
  sources: readonly SeriesChartSource[];
}

/**
 * A value rounded as the screen shows it (Intl rounds half away from zero on the shortest decimal
 * form: 0.285 → 0,29, where `Math.round(0.285 * 100)` gives 28), or null (its status says why).
 */
export function rounded(point: SeriesChartPoint, series: SeriesChartData): number | null {
  if (point.status !== 'ok' || point.value === null) return null;
  const digits = FORMAT_DIGITS[series.format];
  const shifted = Math.round(Number(`${Math.abs(point.value)}e${digits}`));
  return Math.sign(point.value) * Number(`${shifted}e-${digits}`);
}

/** Each point of each series, with what the export writes of it. */
function exportRows(input: SeriesExportInput, m: SeriesChartMessages) {
  const attribution = new Map(input.sources.map((s) => [s.id, s.attribution]));
  return input.series.flatMap((series) =>
    series.points.map((point) => ({
      series,
      point,
      value: rounded(point, series),
      status: point.status === 'ok' && point.value !== null ? '' : statusText(point, m),
      source: attribution.get(point.source) ?? point.source,
    })),
  );
}

/**
 * The series as CSV in the project's dialect (`;`, decimal comma, BOM): one row per date with its
 * period, value rounded as shown, unit, status in words, scope, the population on the perimeter of
 * its time (legal populations) and the source with its licence on every row.
 */
export function seriesToCsv(input: SeriesExportInput, m: SeriesChartMessages): string {
  const { territory, year } = input;
  const header = [
    'code_territoire',
    'territoire',
    'niveau',
    'millesime_perimetre',
    'serie',
    'libelle',
    'periode',
    'annee_reference',
    'valeur',
    'unite',
    'statut',
    'champ',
    'population_perimetre_d_alors',
    'millesimes',
    'source_et_licence',
  ];
  const rows: CsvValue[][] = exportRows(input, m).map((r) => [
    territory.code,
    territory.name,
    territory.type,
    year,
    r.series.id,
    r.series.label,
    r.point.period,
    r.point.year,
    r.value,
    r.series.unit,
    r.status,
    r.point.scope === 'france_metropolitaine' ? m.franceMetropolitaine : null,
    r.point.asWas ?? null,
    r.point.vintages?.join(' ') ?? null,
    r.source,
  ]);
  return toCsv(header, rows);
}

/** The same as JSON: the territory, the sources, then each series with its definition and points. */
export function seriesToJson(input: SeriesExportInput, m: SeriesChartMessages): string {
  const rows = exportRows(input, m);
  const used = new Set(rows.map((r) => r.point.source));
  const document = {
    territory: {
      type: input.territory.type,
      code: input.territory.code,
      name: input.territory.name,
    },
    perimeterYear: input.year,
    sources: input.sources
      .filter((s) => used.has(s.id))
      .map(({ id, attribution }) => ({ id, attribution })),
    series: input.series.map((series) => ({
      id: series.id,
      label: series.label,
      definition: series.definition,
      unit: series.unit,
      note: series.note,
      points: rows
        .filter((r) => r.series === series)
        .map(({ point, value, status }) => ({
          period: point.period,
          year: point.year,
          value,
          status: point.status,
          ...(point.reason ? { reason: point.reason } : {}),
          ...(status ? { statusText: status } : {}),
          ...(point.scope ? { scope: point.scope } : {}),
          ...(point.published ? { published: true } : {}),
          ...(point.asWas !== undefined ? { asWas: point.asWas } : {}),
          ...(point.vintages ? { vintages: point.vintages } : {}),
          source: point.source,
        })),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
