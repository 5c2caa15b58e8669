/**
 * The areas slice (signed in): a user's own areas, « Mes territoires ». Every answer is the user's
 * own (`perUser`: `no-store`, never in the response cache).
 */
import {
  areaCompareQuerySchema,
  areaInputSchema,
  areaParamsSchema,
  areaSchema,
  areaStatisticsQuerySchema,
  areaStatisticsSchema,
  areasResponseSchema,
  compareResponseSchema,
  errorSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getWithCsvTwin, jsonOrCsv } from '../../../http/exports.js';
import { errorResponses, type RouteOptions } from '../../../http/options.js';
import { ALL_THEMES } from '../../../indicators/values.js';
import { unauthenticated } from '../../../plugins/session.js';
import { compare } from '../compare/service.js';
import { compareTable } from '../compare/table.js';
import { areaSide } from './compare-side.js';
import {
  areaStatistics,
  createArea,
  deleteArea,
  getArea,
  listAreas,
  ownerOf,
  updateArea,
} from './service.js';

const config = { perUser: true };
const tags = ['mes territoires'];
const errors = { ...errorResponses, 409: errorSchema };

const areaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  const { data } = app;
  // The folder's hook has put the session there (401 otherwise).
  const owner = (session: Parameters<typeof ownerOf>[0] | null) => {
    if (!session) throw unauthenticated();
    return ownerOf(session);
  };

  app.get(
    '/api/areas',
    {
      config,
      schema: {
        tags,
        summary: 'Vos territoires, le dernier modifié en tête, et les limites',
        response: { 200: areasResponseSchema, ...errors },
      },
    },
    (request) => listAreas(db, owner(request.session)),
  );

  app.post(
    '/api/areas',
    {
      config,
      schema: {
        tags,
        summary: 'Crée un territoire à partir d’une liste de communes d’un millésime',
        description:
          'Les codes sont vérifiés avant tout enregistrement\u00a0: un code mal formé, en double ou absent du millésime donne 400 `AREA_INVALID_COMMUNES` avec la liste de chacun dans `details`. Au-delà de la limite de territoires\u00a0: 409 `AREA_LIMIT_REACHED`.',
        body: areaInputSchema,
        response: { 201: areaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const area = await createArea(db, data, owner(request.session), request.body);
      return reply.code(201).send(area);
    },
  );

  app.get(
    '/api/areas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Un de vos territoires (404 pour un identifiant inconnu ou d’un autre compte)',
        params: areaParamsSchema,
        response: { 200: areaSchema, ...errors },
      },
    },
    (request) => getArea(db, owner(request.session), request.params.id),
  );

  app.get(
    '/api/areas/:id/statistics',
    {
      config,
      schema: {
        tags,
        summary:
          'Indicateurs du catalogue agrégés sur les communes d’un de vos territoires, avec la France en référence',
        description:
          'Chaque indicateur suit la règle du catalogue (somme, rapport de sommes\u00a0; non applicable pour un indicateur non agrégeable), avec sa couverture. `indicators`\u00a0: identifiants ou thèmes, par défaut tous les thèmes. `year`\u00a0: un autre millésime que celui du territoire, ses communes y étant suivies à travers les fusions (`perimeterChanged` quand une fusion chevauche sa limite).',
        params: areaParamsSchema,
        querystring: areaStatisticsQuerySchema,
        response: { 200: areaStatisticsSchema, ...errors },
      },
    },
    (request) =>
      areaStatistics(
        db,
        data,
        owner(request.session),
        request.params.id,
        request.query.indicators ?? ALL_THEMES,
        request.query.year,
      ),
  );

  // Before `/api/areas/:id`'s routes in the file only for reading: the router matches the static
  // segment first whatever the order.
  getWithCsvTwin(
    app,
    '/api/areas/compare',
    {
      config,
      schema: {
        tags,
        summary: 'Compare vos territoires à tout territoire (2 à 6 côtés), comme /api/compare',
        description:
          'Les paramètres et la réponse de `/api/compare`, un côté pouvant être un de vos territoires\u00a0: `type=area&id=<identifiant>` (millésime par défaut\u00a0: celui du territoire, ses communes suivies à travers les fusions dans un autre). Un territoire à vous n’a ni rang, ni parent, ni filiation\u00a0; sa population est la somme de celles de ses communes. 404 `AREA_NOT_FOUND` pour un identifiant inconnu ou d’un autre compte.',
        querystring: areaCompareQuerySchema,
        response: { 200: compareResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const who = owner(request.session);
      return jsonOrCsv(
        request,
        reply,
        () =>
          compare(data, request.query, (side, indicators) =>
            areaSide(db, data, who, side, indicators),
          ),
        compareTable,
      );
    },
  );

  app.put(
    '/api/areas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Renomme un de vos territoires ou en change les communes',
        params: areaParamsSchema,
        body: areaInputSchema,
        response: { 200: areaSchema, ...errors },
      },
    },
    (request) => updateArea(db, data, owner(request.session), request.params.id, request.body),
  );

  app.delete(
    '/api/areas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Supprime un de vos territoires',
        params: areaParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteArea(db, owner(request.session), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default areaRoutes;
