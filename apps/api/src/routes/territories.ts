import { INDICATOR_THEMES } from '@epic/api-contract';
import {
  childrenQuerySchema,
  childrenResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  statisticsQuerySchema,
  territoryKeyFiguresSchema,
  territoryParamsSchema,
  territoryQuerySchema,
  territoryStatisticsSchema,
  vintagesResponseSchema,
} from '@epic/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod, ResponseSerializationError } from 'fastify-type-provider-zod';
import { CSV_DIALECTS_DESCRIPTION } from '../csv.js';
import type { WrittenTerritory } from '../data/service.js';
import { getWithCsvTwin, jsonOrCsv } from './exports.js';
import { dataRouteConfig, errorResponses } from './options.js';
import { childrenTable, detailTable, seriesTable } from './territory-tables.js';

/** The statistics endpoint's default: every theme of the catalogue. */
const ALL_THEMES = INDICATOR_THEMES.map((theme) => theme.id).join(',');

/** What the statistics answer says before its statistics, checked as the contract has it. */
const statisticsHeadSchema = territoryStatisticsSchema.pick({ territory: true, parents: true });

/**
 * The JSON bytes of each written statistics answer, with the response cache on (cached answers
 * are the same object: made once); off, each answer is a new object, kept by nobody.
 */
const writtenBodies = new WeakMap<WrittenTerritory, Buffer>();
const CLOSE_BRACE = Buffer.from('}');

/**
 * Sends a territory's statistics (DataService.territoryWritten): the territory and its parents
 * checked against the contract, then the statistics, written as bytes by the writer from the
 * vintage's arrays, last, and copied out once.
 */
function sendStatistics(reply: FastifyReply, written: WrittenTerritory): FastifyReply {
  const keep = reply.server.config.responseCache;
  let body = keep ? writtenBodies.get(written) : undefined;
  if (body === undefined) {
    const { territory, parents } = written.detail;
    const head = statisticsHeadSchema.safeParse({ territory, parents });
    if (!head.success) {
      throw new ResponseSerializationError(reply.request.method, reply.request.url, {
        cause: head.error,
      });
    }
    body = written.statistics({
      before: `{"territory":${JSON.stringify(head.data.territory)},"parents":${JSON.stringify(head.data.parents)},"statistics":`,
      after: CLOSE_BRACE,
    });
    if (keep) writtenBodies.set(written, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The territory routes (signed in): vintages, search, key figures, statistics, subdivisions and
 * series, the tables also as CSV.
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
        (csv) => data.territory(type, id, year, csv ? indicators : undefined),
        detailTable,
      );
    },
  );

  app.get(
    '/api/territories/:type/:id/statistics',
    {
      config,
      schema: {
        tags: ['données'],
        summary:
          'Indicateurs du catalogue d’un territoire, avec ses références (département, région, France) et ses rangs',
        description:
          '`indicators` : identifiants ou thèmes du catalogue (GET /api/indicators), séparés par des virgules ; par défaut, tous les thèmes. Un identifiant ou un thème inconnu : 404 `INDICATOR_NOT_FOUND`. `parents` nomme les territoires des références et du rang dans le parent.',
        params: territoryParamsSchema,
        querystring: statisticsQuerySchema,
        response: { 200: territoryStatisticsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const { year, indicators = ALL_THEMES } = request.query;
      return sendStatistics(reply, await data.territoryWritten(type, id, year, indicators));
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
