/**
 * `GET /api/indicators/population/values` (the maps' default indicator): the legal
 * population of the vintage, in the shape of a catalogue indicator's values, on PGlite and, with
 * `TEST_DATABASE_URL`, on PostgreSQL (same SQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.js';
import { backends, providerStandIn, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();

type Listed = { code: string; name: string; value: number | null; status: string; rank: number };

describe.each(backends('epic_test_legal_population'))(
  'legal population values ($name)',
  (backend) => {
    let ctx:
      | {
          db: Awaited<ReturnType<typeof backend.open>>;
          app: Awaited<ReturnType<typeof buildServer>>;
          cookie: string;
        }
      | undefined;
    const api = async (url: string) => {
      if (!ctx) throw new Error('not ready');
      const r = await ctx.app.inject({ method: 'GET', url, headers: { cookie: ctx.cookie } });
      return { status: r.statusCode, json: () => r.json(), body: r.body, headers: r.headers };
    };

    beforeAll(async () => {
      provider.server.listen({ onUnhandledRequest: 'bypass' });
      const db = await backend.openFixture('2025');
      const app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
      ctx = { db, app, cookie: await signIn(app) };
    }, 400_000);

    afterAll(async () => {
      await ctx?.app.close();
      await ctx?.db.close();
      provider.server.close();
    });

    it('gives the communes of a département, ranked, with the definition of a sum count', async () => {
      const r = await api(
        '/api/indicators/population/values?level=commune&year=2025&parent=departement:62',
      );
      expect(r.status).toBe(200);
      const body = r.json();
      expect(body.indicator).toMatchObject({
        id: 'population',
        label: 'Population',
        unit: 'habitants',
        format: 'integer',
        theme: 'population',
        source: 'populations-legales',
        referenceYear: 'population légale 2025',
        aggregation: { rule: 'sum' },
      });
      expect(body.parent).toEqual({ type: 'departement', code: '62', name: 'Pas-de-Calais' });
      const values = body.values as Listed[];
      expect(values.length).toBeGreaterThan(880);
      expect(values.every((v) => v.code.startsWith('62'))).toBe(true);
      // Ordered by code, every value ok; the most populous first in rank (Calais).
      expect(values.map((v) => v.code)).toEqual([...values.map((v) => v.code)].sort());
      expect(values.every((v) => v.status === 'ok' && v.value !== null)).toBe(true);
      expect(values.find((v) => v.rank === 1)?.name).toBe('Calais');
      // The same figures as the territory endpoint: the département is the sum of its communes.
      const dep = (await api('/api/territories/departement/62?year=2025')).json();
      const sum = values.reduce((s, v) => s + (v.value as number), 0);
      expect(sum).toBe(dep.population);
      const arras = (await api('/api/territories/commune/62041?year=2025')).json();
      expect(values.find((v) => v.code === '62041')?.value).toBe(arras.population);
    });

    it('gives every territory of a level, France, and the members of an EPCI', async () => {
      const regions = (
        await api('/api/indicators/population/values?level=region&year=2025')
      ).json();
      expect(regions.values).toHaveLength(18);
      expect(regions.parent).toBeNull();
      const vintages = (await api('/api/vintages')).json();
      const total = vintages.vintages.find((v: { year: number }) => v.year === 2025).population;
      expect(regions.france).toEqual({ value: total, status: 'ok' });
      const sum = (regions.values as Listed[]).reduce((s, v) => s + (v.value as number), 0);
      expect(sum).toBe(total);
      // Ties share a rank; ranks follow the values.
      const sorted = [...(regions.values as Listed[])].sort((a, b) => a.rank - b.rank);
      expect(sorted[0]?.code).toBe('11');
      // CU d'Arras: its member communes (year defaults to the latest imported vintage).
      const members = (
        await api('/api/indicators/population/values?level=commune&parent=epci:200033579')
      ).json();
      expect(members.year).toBe(2025);
      expect(members.parent.type).toBe('epci');
      expect(members.values.length).toBeGreaterThan(40);
      expect(members.values.some((v: Listed) => v.code === '62041')).toBe(true);
      const csv = await api(
        '/api/indicators/population/values.csv?level=departement&parent=region:32',
      );
      expect(csv.status).toBe(200);
      expect(csv.body).toContain('population légale 2025');
    });

    it('keeps coded French errors for unknown ids, bad parents and vintages', async () => {
      const unknown = await api('/api/indicators/populations/values?level=commune');
      expect(unknown.status).toBe(404);
      expect(unknown.json().error).toMatchObject({ code: 'INDICATOR_NOT_FOUND' });
      expect(unknown.json().error.message).toContain('Indicateur ou thème inconnu');
      const parent = await api(
        '/api/indicators/population/values?level=commune&parent=commune:62041',
      );
      expect(parent.status).toBe(400);
      expect(parent.json().error.code).toBe('INVALID_PARENT');
      const missing = await api(
        '/api/indicators/population/values?level=commune&parent=departement:99',
      );
      expect(missing.json().error.code).toBe('INVALID_PARENT');
      expect((await api('/api/indicators/population/values?level=region&year=2019')).status).toBe(
        404,
      );
    });
  },
);
