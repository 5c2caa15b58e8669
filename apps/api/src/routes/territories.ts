import {
  childrenQuerySchema,
  childrenResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  territoryDetailSchema,
  territoryParamsSchema,
  territoryQuerySchema,
  vintagesResponseSchema,
} from '@epic/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_DIALECTS_DESCRIPTION } from '../csv.js';
import type { WrittenTerritory } from '../data/service.js';
import { getWithCsvTwin, jsonOrCsv, wantsCsv } from './exports.js';
import { dataRouteConfig, errorResponses } from './options.js';
import { childrenTable, detailTable, seriesTable } from './territory-tables.js';

if (Object.keys(territoryDetailSchema.shape).at(-1) !== 'statistics')
  throw new Error('routes/territories.ts writes `statistics` last: it must be the last key.');

/**
 * The JSON bytes of each written territory, with the response cache on (cached answers are the
 * same object: made once); off, each answer is a new object, kept by nobody.
 */
const writtenBodies = new WeakMap<WrittenTerritory, Buffer>();
const CLOSE_BRACE = Buffer.from('}');

/**
 * Sends a territory's JSON with its statistics written as bytes (DataService.territoryWritten):
 * the key figures through the route's serializer (the contract's check), then the statistics as
 * the last key, written after them in the writer's buffer and copied out once.
 */
function sendWritten(reply: FastifyReply, written: WrittenTerritory): FastifyReply {
  const keep = reply.server.config.responseCache;
  let body = keep ? writtenBodies.get(written) : undefined;
  if (body === undefined) {
    const figures = reply.serialize(written.detail) as string;
    body = written.statistics({
      before: `${figures.slice(0, -1)},"statistics":`,
      after: CLOSE_BRACE,
    });
    if (keep) writtenBodies.set(written, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The territory routes (signed in): vintages, search, key figures, subdivisions and series, the
 * tables also as CSV.
 */
const territoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = dataRouteConfig(app.config);
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
    '/api/territories/search',
    {
      config,
      schema: {
        tags: ['données'],
        summary: 'Recherche par nom, code officiel ou code postal',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    (request) => data.search(request.query),
  );

  app.get(
    '/api/territories/:type/:id',
    {
      config,
      schema: {
        tags: ['données'],
        summary: 'Chiffres clés d’un territoire (JSON, ou CSV avec Accept: text/csv)',
        description: CSV_DIALECTS_DESCRIPTION,
        params: territoryParamsSchema,
        querystring: territoryQuerySchema,
        response: { 200: territoryDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const { year, indicators } = request.query;
      if (indicators !== undefined && !wantsCsv(request)) {
        return sendWritten(reply, await data.territoryWritten(type, id, year, indicators));
      }
      return jsonOrCsv(
        request,
        reply,
        () => data.territory(type, id, year, indicators),
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
      let census: number | undefined;
      return jsonOrCsv(
        request,
        reply,
        async (csv) => {
          const result = await data.children(
            request.params.type,
            request.params.id,
            request.query,
            csv,
          );
          // The CSV names the census of the populations (the JSON's vintage gives it).
          if (csv) census = (await data.vintage(result.parent.year)).census?.year;
          return result;
        },
        (result) => childrenTable(result, request.query.indicators, census),
      );
    },
  );

  getWithCsvTwin(
    app,
    '/api/territories/:type/:id/series',
    {
      config,
      schema: {
        tags: ['données'],
        summary:
          'Séries (population par défaut, revenus, emplois, naissances, décès) sur le périmètre d’un millésime',
        description:
          'Chaque point est calculé sur le périmètre du millésime `year` (par défaut le dernier où le territoire existe), reconstitué à chaque date à partir de ses communes. Séries : `series` de GET /api/indicators. CSV : une ligne par point.',
        params: territoryParamsSchema,
        querystring: seriesQuerySchema,
        response: { 200: seriesResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(
        request,
        reply,
        () => data.series(request.params.type, request.params.id, request.query),
        seriesTable,
      ),
  );
};

export default territoryRoutes;
