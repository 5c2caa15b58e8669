/**
 * INSEE's study zones as territories: found, read, aggregated, ranked and listed like an EPCI,
 * checked against INSEE's table (commune counts) and against the same communes taken as a user's
 * area (every aggregate by the catalogue's rule).
 */
import { INDICATORS_BY_ID } from '@epic/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { backends, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

useProviderStandIn();

describe.each(backends('epic_test_zone_territories'))('study zones on $name', (backend) => {
  let db: Db;
  let app: FastifyInstance;
  let cookie: string;
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { origin: SITE, cookie } });

  beforeAll(async () => {
    db = await backend.openFixture('2024-indicators');
    app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    cookie = await signIn(app);
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('reads a zone like an EPCI: its name, communes, population, place and rank', async () => {
    const response = await get('/api/territories/ze/8428?year=2024');
    expect(response.statusCode).toBe(200);
    const zone = response.json();
    expect(zone.territory).toMatchObject({ type: 'ze', code: '8428', year: 2024 });
    expect(zone.territory.name).toBe('Zone d’emploi de Saint Etienne');
    const members = (
      await get('/api/territories/ze/8428/children?year=2024&childType=commune&pageSize=500')
    ).json();
    expect(zone.children).toEqual({ type: 'commune', count: members.total });
    expect(zone.communes).toBe(members.total);
    const items = members.items as { population: number }[];
    expect(zone.population).toBe(items.reduce((sum, c) => sum + c.population, 0));
    // It reaches into Haute-Loire: its région is its parent, no département.
    expect(zone.parents.departement).toBeUndefined();
    expect(zone.parents.region).toMatchObject({ code: '84' });
    expect(zone.rank.national).toMatchObject({ of: 306 });
    expect(zone.perimeterChanged).toBe(false);
    // A malformed or unknown code, in French.
    expect((await get('/api/territories/ze/84289?year=2024')).json().error.code).toBe('INVALID_ID');
    const unknown = await get('/api/territories/aav/ZZZ?year=2024');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/Aucune aire d’attraction des villes/);
  });

  it('lists a commune’s zones, with its place in its aire', async () => {
    const commune = (await get('/api/territories/commune/42218?year=2024')).json();
    expect(commune.zones).toEqual([
      { type: 'ze', code: '8428', name: 'Zone d’emploi de Saint Etienne', typeLiaison: 3 },
      expect.objectContaining({ type: 'aav', code: '023', category: 'Commune-centre' }),
      expect.objectContaining({ type: 'uu', code: '00753' }),
      expect.objectContaining({ type: 'bv', code: '42218' }),
    ]);
    // A rural commune is in no unité urbaine.
    const rural = (await get('/api/territories/commune/42001?year=2024')).json();
    expect(rural.zones.map((z: { type: string }) => z.type)).not.toContain('uu');
  });

  it('aggregates every indicator as the same communes taken as an area do', async () => {
    const members = (
      await get('/api/territories/aav/023/children?year=2024&childType=commune&pageSize=500')
    ).json();
    const communes = (members.items as { code: string }[]).map((c) => c.code);
    const created = await app.inject({
      method: 'POST',
      url: '/api/areas',
      headers: { origin: SITE, 'content-type': 'application/json', cookie },
      payload: { name: 'Aire de Saint-Étienne, à la main', year: 2024, communes },
    });
    expect(created.statusCode).toBe(201);
    const area = (await get(`/api/areas/${created.json().id}/statistics`)).json();
    const zone = (await get('/api/territories/aav/023/statistics?year=2024')).json();
    const byId = new Map(
      (zone.statistics as Record<string, unknown>[]).map((s) => [s.id as string, s]),
    );
    let compared = 0;
    for (const statistic of area.statistics as Record<string, unknown>[]) {
      const theirs = byId.get(statistic.id as string);
      if (!theirs || INDICATORS_BY_ID.get(statistic.id as string)?.aggregation.rule === 'none')
        continue;
      compared++;
      expect(
        { value: theirs.value, status: theirs.status, coverage: theirs.coverage },
        String(statistic.id),
      ).toEqual({ value: statistic.value, status: statistic.status, coverage: statistic.coverage });
    }
    expect(compared).toBeGreaterThan(30);
    // Ranked among the aires: the population's rank is the key figures'.
    const population = byId.get('pop_rp2018') as { rank?: { national?: { of: number } } };
    expect(population?.rank?.national?.of).toBeGreaterThan(600);
  });

  it('ranks the zones of a level, and the communes of a zone', async () => {
    const zones = await get('/api/indicators/population/values?level=ze&year=2024');
    expect(zones.statusCode).toBe(200);
    expect(zones.json().values).toHaveLength(306);
    const inZone = await get(
      '/api/indicators/population/values?level=commune&year=2024&parent=ze:8428',
    );
    expect(inZone.statusCode).toBe(200);
    expect(inZone.json().parent).toMatchObject({ type: 'ze', code: '8428' });
    const zone = (await get('/api/territories/ze/8428?year=2024')).json();
    expect(inZone.json().values).toHaveLength(zone.communes);
  });

  it('compares zones of every level with a commune, each beside its parent', async () => {
    const sides =
      'type=ze&id=8428&type2=aav&id2=023&type3=uu&id3=00753&type4=bv&id4=42218&type5=commune&id5=42218';
    const r = await get(
      `/api/compare?${sides}&year=2024&year2=2024&year3=2024&year4=2024&year5=2024&references=parent&indicators=pop_rp2018`,
    );
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.sides.map((s: { territory: { type: string } }) => s.territory.type)).toEqual([
      'ze',
      'aav',
      'uu',
      'bv',
      'commune',
    ]);
    const row = body.statistics.find((x: { id: string }) => x.id === 'pop_rp2018');
    // The zone d'emploi reaches into Haute-Loire: its région's value beside it.
    expect(row.parents[0], JSON.stringify(row)).not.toBeNull();
    expect(body.references.parents[0]).toMatchObject({ type: 'region', code: '84' });
    expect(body.references.parents[4]).toMatchObject({ type: 'departement', code: '42' });
  });

  it.each([
    ['zone d’emploi de Saint-Étienne', 'ze', '8428'],
    ['aire de Lyon', 'aav', '002'],
    ['unité urbaine de Paris', 'uu', '00851'],
    ['bassin de vie de Saint-Étienne', 'bv', '42218'],
  ])('finds « %s »', async (q, type, code) => {
    const response = await get(`/api/territories/search?q=${encodeURIComponent(q)}&year=2024`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0]).toMatchObject({ type, code });
  });
});
