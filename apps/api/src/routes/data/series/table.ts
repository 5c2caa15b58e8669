/** The series slice's answer as a CSV table. */
import type { seriesResponseSchema } from '@epic/api-contract/schemas';
import type { z } from 'zod';
import type { CsvTable } from '../../../http/exports.js';
import { statusText } from '../../../indicators/csv-columns.js';

type Series = z.infer<typeof seriesResponseSchema>;

/** Every point of every series, one row each, with its unit, status, perimeter and source. */
export function seriesTable(result: Series): CsvTable {
  const t = result.territory;
  const attribution = new Map(result.sources.map((s) => [s.id, s.attribution]));
  return {
    filename: `${t.type}-${t.code}-${t.year}-series.csv`,
    header: [
      'serie',
      'libelle',
      'periode',
      'annee',
      'valeur',
      'unite',
      'statut',
      'perimetre',
      'valeur_perimetre_d_alors',
      'source',
    ],
    rows: result.series.flatMap((s) =>
      s.points.map((p) => [
        s.id,
        s.label,
        p.period,
        p.year,
        p.value,
        s.unit,
        statusText(p),
        `millésime ${t.year}`,
        p.asWas ?? null,
        attribution.get(p.source) ?? p.source,
      ]),
    ),
  };
}
