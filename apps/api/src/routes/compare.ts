import { INDICATORS_BY_ID } from '@epic/api-contract';
import { compareQuerySchema, compareResponseSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sourceOf } from '../indicators/csv-columns.js';
import { type CsvTable, getWithCsvTwin, jsonOrCsv } from './exports.js';
import { dataLimit, errorResponses } from './options.js';

type Compare = z.infer<typeof compareResponseSchema>;

/**
 * The comparison as a CSV table, one indicator a row; with `indicators=`, the catalogue
 * indicators follow (absolute difference b − a, relative one for counts only) and every row names
 * its reference year, source and licence.
 */
function compareTable(result: Compare): CsvTable {
  const a = result.a.territory;
  const b = result.b.territory;
  const statsB = new Map((result.b.statistics ?? []).map((s) => [s.id, s]));
  const withStatistics = result.a.statistics !== undefined;
  const rows: CsvTable['rows'] = result.rows.map((r) => [
    r.indicator,
    r.label,
    r.unit,
    r.a,
    r.b,
    r.absolute,
    r.relative,
    ...(withStatistics ? [a.year === b.year ? a.year : `${a.year}, ${b.year}`] : []),
    ...(withStatistics ? [result.a.source.name, result.a.source.licence] : []),
  ]);
  for (const sa of result.a.statistics ?? []) {
    const def = INDICATORS_BY_ID.get(sa.id);
    if (!def) continue;
    const sb = statsB.get(sa.id);
    const va = sa.value;
    const vb = sb?.value ?? null;
    const absolute = va !== null && vb !== null ? vb - va : null;
    const relative =
      absolute !== null && def.aggregation.rule === 'sum' && va !== 0
        ? absolute / (va as number)
        : null;
    const { attribution, licence } = sourceOf(def);
    rows.push([
      def.id,
      def.label,
      def.unit,
      va,
      vb,
      absolute,
      relative,
      def.referenceYear,
      attribution,
      licence,
    ]);
  }
  return {
    filename: `comparaison-${a.code}-${a.year}-${b.code}-${b.year}.csv`,
    header: [
      'indicateur',
      'libelle',
      'unite',
      `${a.name} (${a.year})`,
      `${b.name} (${b.year})`,
      'ecart',
      'ecart_relatif',
      ...(withStatistics ? ['annee_reference', 'source', 'licence'] : []),
    ],
    rows,
  };
}

/** GET /api/compare (and .csv): two territories side by side, any level, any vintage. */
const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  getWithCsvTwin(
    app,
    '/api/compare',
    {
      config: dataLimit(app.config),
      schema: {
        tags: ['données'],
        summary: 'Compare deux territoires (tout niveau, tout millésime)',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(request, reply, () => app.data.compare(request.query), compareTable),
  );
};

export default compareRoutes;
