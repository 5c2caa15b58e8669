/**
 * A user's own areas over HTTP: created from a pasted list checked before anything is written,
 * listed, read, changed and deleted by their owner only (two accounts, guessed ids, both auth
 * modes), within the limits, with French errors.
 */
import { AREA_LIMITS } from '@epic/api-contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { backends, cookieOf, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

useProviderStandIn();
const json = { origin: SITE, 'content-type': 'application/json' };

describe.each(backends('epic_test_areas'))('a user’s own areas on $name', (backend) => {
  let db: Db;
  let spa: FastifyInstance;
  let bff: FastifyInstance;
  /** Camille (spa), Camille again (bff: the same provider identity), Dominique (spa). */
  let camille: string;
  let camilleBff: string;
  let dominique: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
    app = spa,
  ) =>
    app.inject({
      method,
      url,
      // Every write as JSON from the site's origin, a DELETE too (the CSRF rule).
      headers: { ...(method === 'GET' ? { origin: SITE } : json), cookie },
      ...(payload ? { payload } : {}),
    });
  const count = async (cookie: string) =>
    (await call('GET', '/api/areas', cookie)).json().areas.length as number;

  beforeAll(async () => {
    db = await backend.openFixture('2025');
    spa = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    bff = await buildServer({
      config: testConfig({ rateLimitMax: 100_000, authMode: 'bff' }),
      db,
    });
    camille = await signIn(spa);
    const login = await spa.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { access_token: 'second-user', expires_in: 3600 },
    });
    dominique = cookieOf(login) as string;
    const callback = await bff.inject({
      method: 'POST',
      url: '/api/auth/oauth/callback',
      headers: json,
      payload: { code: 'good-code', code_verifier: 'v'.repeat(43), redirect_uri: `${SITE}/` },
    });
    camilleBff = cookieOf(callback) as string;
    expect([camille, dominique, camilleBff].every(Boolean)).toBe(true);
  }, 240_000);

  afterAll(async () => {
    await spa?.close();
    await bff?.close();
    await db?.close();
  });

  it('starts empty, with the limits, never kept by a cache', async () => {
    const r = await call('GET', '/api/areas', dominique);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ areas: [], limits: AREA_LIMITS });
    expect(r.headers['cache-control']).toMatch(/no-store/);
  });

  it('creates an area from a pasted list, codes cleaned and sorted', async () => {
    const r = await call('POST', '/api/areas', camille, {
      name: '  Contrat de ville  ',
      year: 2025,
      communes: ['42218', ' 42095 ', '2a004', '42207'],
    });
    expect(r.statusCode).toBe(201);
    const area = r.json();
    expect(area).toMatchObject({
      name: 'Contrat de ville',
      year: 2025,
      communes: ['2A004', '42095', '42207', '42218'],
    });
    expect(area.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await call('GET', `/api/areas/${area.id}`, camille)).json()).toEqual(area);
    const list = (await call('GET', '/api/areas', camille)).json();
    expect(list.areas[0]).toMatchObject({ id: area.id, communeCount: 4 });
  });

  it('saves nothing from a list with malformed, repeated or absent codes, and names each', async () => {
    const before = await count(camille);
    const r = await call('POST', '/api/areas', camille, {
      name: 'À corriger',
      year: 2025,
      communes: ['42218', 'abc', '42218', '42999', '4221'],
    });
    expect(r.statusCode).toBe(400);
    const { error } = r.json();
    expect(error.code).toBe('AREA_INVALID_COMMUNES');
    expect(error.message).toBe(
      'Liste de communes à corriger, rien n’a été enregistré\u00a0: 2 codes mal formés (ABC, 4221)\u202f; 1 code en double (42218)\u202f; 1 commune absente du millésime 2025 (42999).',
    );
    expect(error.details).toMatchObject({
      year: 2025,
      malformed: ['ABC', '4221'],
      duplicated: ['42218'],
      absent: ['42999'],
    });
    expect(await count(camille)).toBe(before);
  });

  it('refuses a bad name, year or list with a coded French message', async () => {
    const bad = async (payload: object, code: string, message: RegExp) => {
      const r = await call('POST', '/api/areas', camille, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.json().error.code).toBe(code);
      expect(r.json().error.message).toMatch(message);
    };
    const communes = ['42218'];
    await bad({ name: '   ', year: 2025, communes }, 'INVALID_NAME', /nom du territoire/);
    await bad({ name: 'x'.repeat(121), year: 2025, communes }, 'INVALID_NAME', /dépasse 120/);
    // PostgreSQL refuses U+0000 in text: the name is refused before it reaches the database.
    await bad({ name: 'A\u0000B', year: 2025, communes }, 'INVALID_NAME', /non imprimable/);
    await bad({ name: 'Zone\u0007', year: 2025, communes }, 'INVALID_NAME', /non imprimable/);
    await bad(
      { name: 'Sans communes', year: 2025, communes: [] },
      'INVALID_COMMUNES',
      /au moins une/,
    );
    await bad(
      { name: 'Trop', year: 2025, communes: Array.from({ length: 5_001 }, () => '42218') },
      'INVALID_COMMUNES',
      /au plus 5\u202f000 communes/,
    );
    await bad(
      { name: 'Année', year: 1990, communes },
      'AREA_INVALID_YEAR',
      /Aucune donnée pour le millésime 1990/,
    );
    await bad({ name: 'Sans année', communes }, 'INVALID_YEAR', /millésime est requis/);
  });

  it('is its owner’s only: another account and guessed ids get 404, as an unknown id does', async () => {
    const created = await call('POST', '/api/areas', camille, {
      name: 'Privé',
      year: 2025,
      communes: ['69123'],
    });
    const { id } = created.json();
    expect((await call('GET', '/api/areas', dominique)).json().areas).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Volé', year: 2025, communes: ['42218'] }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(method, `/api/areas/${id}`, dominique, payload);
      expect(r.statusCode, method).toBe(404);
      expect(r.json().error).toEqual({
        code: 'AREA_NOT_FOUND',
        message: 'Territoire introuvable parmi les vôtres.',
      });
    }
    const guessed = await call('GET', '/api/areas/AAAAAAAAAAAAAAAAAAAAAA', camille);
    expect(guessed.statusCode).toBe(404);
    expect((await call('GET', '/api/areas/..%2Fautre', camille)).json().error.code).toBe(
      'INVALID_ID',
    );
    // Unchanged by the other account's attempts.
    expect((await call('GET', `/api/areas/${id}`, camille)).json()).toMatchObject({
      name: 'Privé',
      communes: ['69123'],
    });
    // Signed out: 401; from another origin: refused before anything is written.
    expect((await spa.inject({ method: 'GET', url: '/api/areas' })).statusCode).toBe(401);
    const foreign = await spa.inject({
      method: 'POST',
      url: '/api/areas',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        cookie: camille,
      },
      payload: { name: 'CSRF', year: 2025, communes: ['42218'] },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('belongs to the person, not the session: the same account in bff mode sees and changes it', async () => {
    const mine = (await call('GET', '/api/areas', camilleBff, undefined, bff)).json();
    expect(mine.areas.map((a: { name: string }) => a.name)).toContain('Privé');
    const id = mine.areas.find((a: { name: string }) => a.name === 'Privé').id;
    const renamed = await call(
      'PUT',
      `/api/areas/${id}`,
      camilleBff,
      { name: 'Privé, renommé', year: 2025, communes: ['69123', '69266'] },
      bff,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Privé, renommé', communes: ['69123', '69266'] });
    expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(renamed.json().createdAt),
    );
    expect((await call('DELETE', `/api/areas/${id}`, camille)).statusCode).toBe(204);
    expect((await call('GET', `/api/areas/${id}`, camille)).statusCode).toBe(404);
  });

  it('answers any body with an area or a coded French 4xx, writing nothing else', async () => {
    const hostile = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constantFrom(null, '', '../', "'; DROP TABLE custom_area; --", '\u0000', '<script>'),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          name: fc.oneof(hostile, fc.string({ maxLength: 200 })),
          year: fc.oneof(hostile, fc.integer({ min: 1800, max: 2200 }), fc.constant(2025)),
          communes: fc.oneof(
            hostile,
            fc.array(fc.oneof(hostile, fc.constantFrom('42218', '2A004', '97411', '42999')), {
              maxLength: 8,
            }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const before = { camille: await count(camille), dominique: await count(dominique) };
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const r = await spa.inject({
          method: 'POST',
          url: '/api/areas',
          headers: { ...json, cookie: camille },
          payload: JSON.stringify(payload) ?? 'null',
        });
        const where = `${r.statusCode} ${JSON.stringify(payload)?.slice(0, 120)} → ${r.body.slice(0, 200)}`;
        if (r.statusCode === 201) {
          // A valid body: the area is Camille's; removed at once, to leave the count unchanged.
          const removed = await call('DELETE', `/api/areas/${r.json().id}`, camille);
          expect(removed.statusCode).toBe(204);
          return;
        }
        expect(r.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(r.statusCode, where).toBeLessThan(500);
        const { error } = r.json();
        expect(error.code, where).toMatch(/^[A-Z][A-Z_]+$/);
        expect(error.message, where).not.toMatch(/\b(Invalid|Expected|Required|must)\b/);
        expect(error.message, where).toMatch(/[àâçéèêîôûù’]|\b(le|la|les|de|du|des|un|une)\b/i);
      }),
      { numRuns: 150 },
    );
    // Nothing half-written, nothing reached another account.
    expect({ camille: await count(camille), dominique: await count(dominique) }).toEqual(before);
  }, 60_000);

  it(`stops at ${AREA_LIMITS.areas} areas per account, the others’ untouched`, async () => {
    const start = await count(dominique);
    for (let k = start; k < AREA_LIMITS.areas; k++) {
      const r = await call('POST', '/api/areas', dominique, {
        name: `Zone ${k}`,
        year: 2025,
        communes: ['42218'],
      });
      expect(r.statusCode).toBe(201);
    }
    const over = await call('POST', '/api/areas', dominique, {
      name: 'Une de trop',
      year: 2025,
      communes: ['42218'],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('AREA_LIMIT_REACHED');
    expect(over.json().error.message).toBe(
      'Vous avez déjà 200 territoires\u00a0: supprimez-en un pour en créer un autre.',
    );
    expect(await count(dominique)).toBe(AREA_LIMITS.areas);
    // Another account still creates its own.
    const other = await call('POST', '/api/areas', camille, {
      name: 'Encore possible',
      year: 2025,
      communes: ['42218'],
    });
    expect(other.statusCode).toBe(201);
  }, 60_000);
});
