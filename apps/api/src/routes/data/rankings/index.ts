import { roundAsShown } from '@epic/api-contract/csv';
import {
  idSchema,
  indicatorCatalogueSchema,
  indicatorValuesQuerySchema,
  indicatorValuesResponseSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getWithCsvTwin, jsonOrCsv, lazyRows } from '../../../http/exports.js';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { sourceOf } from '../../../indicators/csv-columns.js';
import { CATALOGUE } from '../../../indicators/values.js';
import { indicatorValues } from './service.js';

/**
 * The statistical indicators (signed in): the catalogue, and one indicator for every territory of
 * a level (maps, rankings), also as CSV.
 */
const indicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = cachedRoute;
  const { data } = app;

  app.get(
    '/api/indicators',
    {
      config,
      schema: {
        tags: ['données'],
        summary:
          'Catalogue des indicateurs\u00a0: définition, unité, thème, source, année de référence, règle d’agrégation',
        response: { 200: indicatorCatalogueSchema, ...errorResponses },
      },
    },
    () => CATALOGUE,
  );

  getWithCsvTwin(
    app,
    '/api/indicators/:id/values',
    {
      config,
      schema: {
        tags: ['données'],
        summary:
          'Valeurs d’un indicateur (ou population) pour tous les territoires d’un niveau (parent=type:code pour se limiter à un territoire), avec statut, couverture et rang\u00a0; avec page, pageSize, sort, order ou around, une page du classement',
        params: z.object({ id: idSchema.max(64) }),
        querystring: indicatorValuesQuerySchema,
        response: { 200: indicatorValuesResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(
        request,
        reply,
        (csv) => indicatorValues(data, request.params.id, request.query, csv),
        (result) => {
          const { indicator } = result;
          const { attribution, licence } = sourceOf(indicator);
          return {
            filename: `${indicator.id}-${result.level}-${result.year}.csv`,
            header: [
              'code',
              'nom',
              // The indicator as the screen names it, with its unit and year.
              `${indicator.label} (${[indicator.unit, indicator.referenceYear].filter(Boolean).join(', ')})`,
              'statut',
              'motif',
              'rang',
              'unite',
              'annee_reference',
              'source',
              'licence',
            ],
            // Made as they are written: every commune of France is 35 000 rows.
            rows: lazyRows(result.values, (v) => [
              v.code,
              v.name,
              // Rounded as the ranking shows it (the JSON keeps the raw value).
              v.value === null ? null : roundAsShown(v.value, indicator.format),
              v.status,
              v.reason ?? '',
              v.rank,
              indicator.unit,
              indicator.referenceYear,
              attribution,
              licence,
            ]),
          };
        },
      ),
  );
};

export default indicatorRoutes;
