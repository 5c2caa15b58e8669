import { INDICATORS_BY_ID } from '@epic/api-contract';
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
import type { z } from 'zod';
import { CSV_DIALECTS_DESCRIPTION } from '../csv.js';
import type { WrittenTerritory } from '../data/service.js';
import {
  ATTRIBUTION_HEADER,
  attributionCells,
  sourceOf,
  statusText,
  valueHeader,
} from '../indicators/csv-columns.js';
import { resolveIndicators } from '../indicators/values.js';
import { type CsvTable, getWithCsvTwin, jsonOrCsv, wantsCsv } from './exports.js';
import { dataRouteConfig, errorResponses } from './options.js';

type Detail = z.infer<typeof territoryDetailSchema>;

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
 * A territory's key figures as a CSV table, one indicator a row; with `indicators=`, the catalogue
 * indicators follow with their status in words, and every row names its reference year, source and
 * licence.
 */
function detailTable(detail: Detail): CsvTable {
  const t = detail.territory;
  const withStatistics = detail.statistics !== undefined;
  const base = (row: CsvTable['rows'][number]) =>
    withStatistics ? [...row, '', t.year, detail.source.name, detail.source.licence] : row;
  return {
    filename: `${t.type}-${t.code}-${t.year}.csv`,
    header: [
      'indicateur',
      'libelle',
      'valeur',
      'unite',
      ...(withStatistics ? ['statut', 'annee_reference', 'source', 'licence'] : []),
    ],
    rows: [
      [
        'population',
        detail.census
          ? `Population municipale (recensement ${detail.census.year})`
          : 'Population municipale',
        detail.population,
        'habitants',
      ],
      ['recensement', 'Année du recensement', detail.census?.year ?? null, 'année'],
      ...(detail.census?.sameAs
        ? [['meme_recensement_que', 'Même recensement que le millésime', detail.census.sameAs, '']]
        : []),
      ...changeRows('evolution_precedent', detail.change.previous, t.year),
      ...changeRows('evolution_premier', detail.change.first, t.year),
      ['rang_parent', 'Rang dans le territoire parent', detail.rank.parent?.rank ?? null, ''],
      ['part_parent', 'Part du territoire parent', detail.rank.parent?.share ?? null, 'ratio'],
      ['rang_national', 'Rang national', detail.rank.national?.rank ?? null, ''],
      ['part_nationale', 'Part nationale', detail.rank.national?.share ?? null, 'ratio'],
      ['communes', 'Nombre de communes', detail.communes, 'communes'],
      ...detail.indicators.map((i) => [i.id, i.label, i.value, i.unit]),
    ]
      .map(base)
      .concat(
        (detail.statistics ?? []).flatMap((stat) => {
          const def = INDICATORS_BY_ID.get(stat.id);
          if (!def) return [];
          const { attribution, licence } = sourceOf(def);
          return [
            [
              def.id,
              def.label,
              stat.value,
              def.unit,
              statusText(stat),
              def.referenceYear,
              attribution,
              licence,
            ],
          ];
        }),
      ),
  };
}

/** A change's two rows (habitants, ratio), labelled with both censuses and the perimeter. */
function changeRows(
  id: string,
  change: Detail['change']['previous'],
  year: number,
): CsvTable['rows'] {
  if (!change) return [];
  const since = `Évolution depuis ${change.year}${change.census ? ` (recensement ${change.census})` : ''}, à périmètre ${year}`;
  const note = change.comparable ? '' : ' : non comparable';
  return [
    [id, `${since}${note}`, change.absolute, 'habitants'],
    [`${id}_taux`, `${since}${note}`, change.relative, 'ratio'],
  ];
}

type Series = z.infer<typeof seriesResponseSchema>;

/** Every point of every series, one row each, with its unit, status, perimeter and source. */
function seriesTable(result: Series): CsvTable {
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

type Children = z.infer<typeof childrenResponseSchema>;

/**
 * Every member as a CSV row; with `indicators=`, one value column per indicator (label and unit),
 * its status in words where the value is missing, and the reference years, sources and licences.
 */
function childrenTable(result: Children, indicators: string | undefined): CsvTable {
  const withStatistics = indicators !== undefined;
  const ids = withStatistics ? resolveIndicators(indicators) : [];
  const defs = ids.map((id) => INDICATORS_BY_ID.get(id)).filter((d) => d !== undefined);
  return {
    filename: `${result.parent.type}-${result.parent.code}-${result.parent.year}-${result.childType}.csv`,
    header: [
      'type',
      'code',
      'nom',
      'population',
      'part',
      'codes_postaux',
      ...defs.flatMap((d) => [valueHeader(d), `${d.label} (statut)`]),
      ...(withStatistics ? ATTRIBUTION_HEADER : []),
    ],
    rows: result.items.map((i) => [
      i.type,
      i.code,
      i.name,
      i.population,
      i.share,
      i.postalCodes.join(' '),
      ...(i.statistics ?? []).flatMap((s) => [s.value, statusText(s)]),
      ...(withStatistics ? attributionCells(ids) : []),
    ]),
  };
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
    (request, reply) =>
      jsonOrCsv(
        request,
        reply,
        (csv) => data.children(request.params.type, request.params.id, request.query, csv),
        (result) => childrenTable(result, request.query.indicators),
      ),
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
