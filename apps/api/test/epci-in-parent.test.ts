/**
 * The EPCI of a département or région (`level=epci&parent=departement:42`): every EPCI with
 * communes there, those straddling its boundary included, for the maps and the rankings alike.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { backends, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

useProviderStandIn();

/** The CC des Monts du Lyonnais: communes in the Loire and the Rhône. */
const MONTS_DU_LYONNAIS = '200066587';
/** The CA Mâconnais Beaujolais Agglomération: Saône-et-Loire (27) and Ain (84). */
const MACONNAIS_BEAUJOLAIS = '200070308';
const METROPOLE_DE_LYON = '200046977';

type Listed = { code: string; name: string; value: number | null; rank: number | null };

describe.each(backends('epic_test_epci_in_parent'))('EPCI in a parent on $name', (backend) => {
  let db: Db;
  let app: FastifyInstance;
  let cookie: string;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: SITE, cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const codes = async (url: string) =>
    ((await get(url)).values as Listed[]).map((v) => v.code).sort();

  beforeAll(async () => {
    db = await backend.openFixture('2024-indicators');
    app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    cookie = await signIn(app);
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists in a département every EPCI with communes there, and those only', async () => {
    const loire = await codes(
      '/api/indicators/population/values?level=epci&year=2024&parent=departement:42',
    );
    expect(loire).toContain(MONTS_DU_LYONNAIS);
    expect(loire).not.toContain(METROPOLE_DE_LYON);
    expect(new Set(loire).size).toBe(loire.length);
    // Each has communes in the Loire (its members' codes start with 42).
    for (const code of loire) {
      const members = await codes(
        `/api/indicators/population/values?level=commune&year=2024&parent=epci:${code}`,
      );
      expect(
        members.some((m) => m.startsWith('42')),
        code,
      ).toBe(true);
    }
    const rhone = await codes(
      '/api/indicators/population/values?level=epci&year=2024&parent=departement:69',
    );
    expect(rhone).toEqual(expect.arrayContaining([MONTS_DU_LYONNAIS, METROPOLE_DE_LYON]));
  });

  it('lists in a région the EPCI reaching into it from another', async () => {
    for (const region of ['27', '84']) {
      const listed = await codes(
        `/api/indicators/population/values?level=epci&year=2024&parent=region:${region}`,
      );
      expect(listed, region).toContain(MACONNAIS_BEAUJOLAIS);
    }
  });

  it('gives a catalogue indicator, its ranks and its ranking the same EPCI', async () => {
    const base = '/api/indicators/pop_rp2018/values?level=epci&year=2024&parent=departement:42';
    const map = await get(base);
    const population = await codes(
      '/api/indicators/population/values?level=epci&year=2024&parent=departement:42',
    );
    const listed = (map.values as Listed[]).map((v) => v.code).sort();
    expect(listed).toEqual(population);
    const straddling = (map.values as Listed[]).find((v) => v.code === MONTS_DU_LYONNAIS);
    expect(straddling?.value).toBeGreaterThan(0);
    expect(straddling?.rank).toBeGreaterThan(0);
    const ranking = await get(`${base}&page=1&pageSize=200`);
    expect(ranking.ranking.total).toBe(listed.length);
    expect((ranking.values as Listed[]).map((v) => v.code).sort()).toEqual(listed);
  });
});
