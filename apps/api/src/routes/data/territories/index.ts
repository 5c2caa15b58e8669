/**
 * The territories slice (signed in): vintages, a territory's key figures and its subdivisions,
 * the tables also as CSV.
 */
import {
  childrenQuerySchema,
  childrenResponseSchema,
  territoryKeyFiguresSchema,
  territoryParamsSchema,
  territoryQuerySchema,
  vintagesResponseSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_DIALECTS_DESCRIPTION } from '../../../csv.js';
import { csvAnswer, getWithCsvTwin, jsonOrCsv, wantsCsv } from '../../../http/exports.js';
import { cachedRoute, errorResponses, type RouteOptions } from '../../../http/options.js';
import { keyFiguresWithStatistics } from '../statistics/service.js';
import { territoryReads } from './service.js';
import { detailTable, membersTable } from './tables.js';

const territoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const reads = options.territoryReads ?? territoryReads;
  const config = cachedRoute;
  const { data } = app;

  app.get(
    '/api/vintages',
    {
      config,
      schema: {
        tags: ['données'],
        summary: 'Millésimes importés et indicateurs',
        response: { 200: vintagesResponseSchema, ...errorResponses },
      },
    },
    () => data.vintages(),
  );

  app.get(
    '/api/territories/:type/:id',
    {
      config,
      schema: {
        tags: ['données'],
        summary: 'Chiffres clés d’un territoire (JSON, ou CSV avec Accept: text/csv)',
        description: `Le JSON donne les chiffres clés seuls : les indicateurs du catalogue sont GET /api/territories/{type}/{id}/statistics. En CSV, \`indicators\` (identifiants ou thèmes) ajoute leurs lignes aux chiffres clés. ${CSV_DIALECTS_DESCRIPTION}`,
        params: territoryParamsSchema,
        querystring: territoryQuerySchema,
        response: { 200: territoryKeyFiguresSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const { type, id } = request.params;
      const { year, indicators } = request.query;
      // The statistics are their own resource; the CSV keeps them beside the key figures.
      return jsonOrCsv(
        request,
        reply,
        (csv) =>
          csv && indicators !== undefined
            ? keyFiguresWithStatistics(data, type, id, year, indicators)
            : reads.keyFigures(data, type, id, year),
        detailTable,
      );
    },
  );

  getWithCsvTwin(
    app,
    '/api/territories/:type/:id/children',
    {
      config,
      schema: {
        tags: ['données'],
        summary:
          'Subdivisions d’un territoire, paginées et triables (CSV\u00a0: toutes les lignes)',
        params: territoryParamsSchema,
        querystring: childrenQuerySchema,
        response: { 200: childrenResponseSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const { type, id } = request.params;
      if (!wantsCsv(request)) return reads.children(data, type, id, request.query);
      return csvAnswer(request, reply, async () => {
        const { result, cells } = await reads.childrenTable(data, type, id, request.query);
        // The CSV names the census of the populations (the JSON's vintage gives it).
        const census = (await data.vintage(result.parent.year)).census?.year;
        return membersTable(result, request.query.indicators, census, cells);
      });
    },
  );
};

export default territoryRoutes;
