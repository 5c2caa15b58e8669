/**
 * A territory's statistics as their own resource (GET /api/territories/:type/:id/statistics) on
 * the real 2024 indicators: the key figures no longer carry them, the themes asked and only
 * those come, byte for byte as the contract's check writes them, and bad input is refused in
 * French with a code.
 */
import { INDICATOR_THEMES, INDICATORS } from '@epic/api-contract';
import { territoryStatisticsSchema } from '@epic/api-contract/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { DataService } from '../src/data/index.js';
import type { Db } from '../src/db/adapter.js';
import { keyFiguresWithStatistics } from '../src/routes/data/statistics/service.js';
import { buildServer } from '../src/server.js';
import { backends, providerStandIn, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();
const themeOf = new Map(INDICATORS.map((i) => [i.id, i.theme]));

describe.each(backends('epic_test_statistics'))('territory statistics ($name)', (backend) => {
  let db: Db;
  let app: FastifyInstance;
  let cookie: string;

  const api = async (url: string, headers: Record<string, string> = { cookie }) => {
    const r = await app.inject({ method: 'GET', url, headers });
    return { status: r.statusCode, json: () => r.json(), body: r.body, headers: r.headers };
  };

  beforeAll(async () => {
    provider.server.listen({ onUnhandledRequest: 'bypass' });
    db = await backend.openFixture('2024-indicators');
    app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    cookie = await signIn(app);
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    provider.server.close();
  });

  it('gives the key figures without statistics, even with indicators= (the JSON)', async () => {
    const plain = await api('/api/territories/commune/42218?year=2024');
    expect(plain.status).toBe(200);
    expect(plain.json()).not.toHaveProperty('statistics');
    const asked = await api('/api/territories/commune/42218?year=2024&indicators=revenus');
    expect(asked.status).toBe(200);
    expect(asked.body).toBe(plain.body);
  });

  it('answers only the themes asked, in the catalogue’s order, every theme by default', async () => {
    const revenus = await api(
      '/api/territories/commune/42218/statistics?year=2024&indicators=revenus',
    );
    expect(revenus.status).toBe(200);
    expect(revenus.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = revenus.json();
    const expected = INDICATORS.filter((i) => i.theme === 'revenus').map((i) => i.id);
    expect(body.statistics.map((s: { id: string }) => s.id)).toEqual(expected);
    expect(body.territory).toEqual({
      type: 'commune',
      code: '42218',
      name: 'Saint-Étienne',
      typeLiaison: 0,
      year: 2024,
    });
    expect(body.parents.departement).toMatchObject({ type: 'departement', code: '42' });

    const mixed = (
      await api('/api/territories/commune/42218/statistics?year=2024&indicators=pop_rp2018,emploi')
    ).json();
    expect(new Set(mixed.statistics.map((s: { id: string }) => themeOf.get(s.id)))).toEqual(
      new Set(['population', 'emploi']),
    );
    expect(mixed.statistics[0]).toMatchObject({ id: 'pop_rp2018', value: 173089, status: 'ok' });

    const all = (await api('/api/territories/commune/42218/statistics?year=2024')).json();
    expect(all.statistics.map((s: { id: string }) => s.id)).toEqual(INDICATORS.map((i) => i.id));
    const themes = INDICATOR_THEMES.map((t) => t.id).join(',');
    const explicit = await api(
      `/api/territories/commune/42218/statistics?year=2024&indicators=${themes}`,
    );
    expect(explicit.json()).toEqual(all);
    expect(
      (await api('/api/territories/commune/42218/statistics?indicators=')).json().statistics,
    ).toEqual([]);
  });

  it('writes the answer as the contract’s check and JSON.stringify would, on every level', async () => {
    const service = new DataService(db, 60_000);
    for (const [type, code] of [
      ['commune', '42218'],
      ['commune', '02565'],
      ['epci', '244200770'],
      ['departement', '42'],
      ['region', '84'],
    ] as const) {
      const served = await api(
        `/api/territories/${type}/${code}/statistics?year=2024&indicators=population,revenus`,
      );
      expect(served.status, `${type} ${code}`).toBe(200);
      const detail = await keyFiguresWithStatistics(
        service,
        type,
        code,
        2024,
        'population,revenus',
      );
      const contract = safeParse(territoryStatisticsSchema, {
        territory: detail.territory,
        parents: detail.parents,
        statistics: detail.statistics,
      });
      expect(contract.success).toBe(true);
      expect(served.body).toBe(JSON.stringify(contract.data));
    }
    service.invalidate();
  });

  it('keeps the statistics in the territory’s CSV with indicators=', async () => {
    const csv = await api('/api/territories/commune/42218?year=2024&indicators=pop_rp2018', {
      cookie,
      accept: 'text/csv',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toMatch(/\r\npop_rp2018;Population \(recensement 2018\);173089;/);
  });

  it('refuses bad input with a 400 JSON error, in French, with a code', async () => {
    for (const url of [
      '/api/territories/commune/42218/statistics?year=abc',
      '/api/territories/commune/42218/statistics?year=1800',
      '/api/territories/commune/4221/statistics',
      '/api/territories/ville/42218/statistics',
      `/api/territories/commune/42218/statistics?indicators=${'a'.repeat(2001)}`,
    ]) {
      const r = await api(url);
      expect(r.status, url).toBe(400);
      expect(r.headers['content-type'], url).toMatch(/^application\/json/);
      const { error } = r.json();
      expect(error.code, url).toMatch(/^[A-Z_]+$/);
      expect(error.message, url).toMatch(/[éèàù]|invalide|inconnu|attendu/i);
    }
  });

  it('answers 404 for an unknown territory or indicator, 401 without a session', async () => {
    const unknown = await api('/api/territories/commune/42999/statistics?year=2024');
    expect(unknown.status).toBe(404);
    expect(unknown.json().error.code).toMatch(/^[A-Z_]+$/);
    const absent = await api('/api/territories/commune/42218/statistics?year=2019');
    expect(absent.status).toBe(404);
    const indicator = await api('/api/territories/commune/42218/statistics?indicators=revenus,foo');
    expect(indicator.status).toBe(404);
    expect(indicator.json().error).toMatchObject({
      code: 'INDICATOR_NOT_FOUND',
      details: { unknown: ['foo'] },
    });
    const signedOut = await api('/api/territories/commune/42218/statistics', {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.json().error.code).toMatch(/^[A-Z_]+$/);
  });

  it('is documented in the OpenAPI document, in French, with the data routes', async () => {
    const doc = (await api('/api/openapi.json')).json();
    const get = doc.paths['/api/territories/{type}/{id}/statistics']?.get;
    expect(get).toBeDefined();
    expect(get.tags).toEqual(['données']);
    expect(get.summary).toMatch(/^Indicateurs du catalogue d’un territoire/);
    expect(get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'id',
      'indicators',
      'type',
      'year',
    ]);
    const detail = doc.paths['/api/territories/{type}/{id}']?.get;
    const schema = detail.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).not.toContain('statistics');
  });
});
