import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAreasClient } from './areas-client.js';
import { ApiError, absentDetailsOf, createApiClient, isTransientError } from './client.js';

describe('data client', () => {
  it('times out, reports network errors and refuses unexpected responses', async () => {
    const hanging = createApiClient({
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(hanging.vintages()).rejects.toMatchObject({ code: 'TIMEOUT' });
    const offline = createApiClient({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(offline.vintages()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const odd = createApiClient({ fetch: async () => Response.json({ vintages: 'no' }) });
    await expect(odd.vintages()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    const html = createApiClient({ fetch: async () => new Response('<html>', { status: 500 }) });
    await expect(html.vintages()).rejects.toMatchObject({ status: 500, code: 'HTTP_500' });
  });

  it('without validation trusts JSON objects only, and still reads French errors', async () => {
    const trusting = (body: unknown, status = 200) =>
      createApiClient({ validate: false, fetch: async () => Response.json(body, { status }) });
    await expect(trusting({ vintages: [] }).vintages()).resolves.toEqual({ vintages: [] });
    for (const odd of [null, [], 'texte', 42]) {
      await expect(trusting(odd).vintages()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    }
    const refused = trusting(
      { error: { code: 'NOT_FOUND', message: 'Territoire introuvable.' } },
      404,
    );
    await expect(refused.vintages()).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Territoire introuvable.',
    });
  });

  it('sends credentials and a timeout signal on every call', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example.org/',
      fetch: async (input, init) => {
        seen.push({ ...init, body: String(input) });
        return Response.json({ vintages: [], latest: null, indicators: [] });
      },
    });
    await client.vintages();
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(seen[0]?.body).toBe('https://api.example.org/api/vintages');
  });

  it('builds the addresses of a comparison of n sides, comparables and rankings', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      validate: false,
      fetch: async (input) => {
        urls.push(String(input));
        return String(input).includes('.csv') ? new Response('a;b') : Response.json({});
      },
    });
    await client.compare({
      type: 'commune',
      id: '42218',
      type2: 'commune',
      id2: '69123',
      type3: 'region',
      id3: '84',
      year3: 2024,
      reference: 3,
      references: 'france,parent',
    });
    await client.comparables('commune', '42218', { scope: 'departement' });
    await client.ranking('population', {
      level: 'commune',
      parent: 'departement:42',
      around: '42218',
    });
    await client.rankingCsv('median_income_2021', { level: 'commune', order: 'desc' });
    expect(urls).toEqual([
      '/api/compare?type=commune&id=42218&type2=commune&id2=69123&type3=region&id3=84&year3=2024&reference=3&references=france%2Cparent',
      '/api/territories/commune/42218/comparables?scope=departement',
      '/api/indicators/population/values?sort=rank&level=commune&parent=departement%3A42&around=42218',
      '/api/indicators/median_income_2021/values.csv?sort=rank&level=commune&order=desc',
    ]);
  });

  it('imports no Node module (the site bundles it), and zod only from the schemas', () => {
    const dir = new URL('./', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => /(?<!\.test)\.ts$/.test(f))) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      // Static imports and re-exports that stay at run time (not `import type`, `export type`).
      const statics = [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gm)];
      const dynamics = [...source.matchAll(/import\('([^']+)'\)/g)];
      for (const [, from] of [...statics, ...dynamics]) {
        expect(from === 'zod' || from?.startsWith('./'), `${file} imports ${from}`).toBe(true);
      }
      const loaded = statics.map((m) => m[1]);
      if (file !== 'schemas.ts') {
        expect(loaded, `${file} loads zod`).not.toContain('zod');
        expect(loaded, `${file} loads the schemas up front`).not.toContain('./schemas.js');
      }
    }
  });
});

describe('error kinds', () => {
  it('offers a retry only for errors that may go away (network, timeout, 5xx, 429)', () => {
    expect(isTransientError(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(isTransientError(new ApiError(0, 'TIMEOUT', 'x'))).toBe(true);
    expect(isTransientError(new ApiError(503, 'NO_DATA', 'x'))).toBe(true);
    expect(isTransientError(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
    expect(isTransientError(new TypeError('failed'))).toBe(true);
    expect(isTransientError(new ApiError(404, 'TERRITORY_NOT_FOUND', 'x'))).toBe(false);
    expect(isTransientError(new ApiError(404, 'TERRITORY_ABSENT_IN_YEAR', 'x'))).toBe(false);
    expect(isTransientError(new ApiError(400, 'INVALID_YEAR', 'x'))).toBe(false);
  });

  it('reads the details of an absent territory, ignoring malformed entries', () => {
    const culoz = { type: 'commune', code: '01138', name: 'Culoz-Béon', year: 2025 };
    const error = new ApiError(404, 'TERRITORY_ABSENT_IN_YEAR', 'absent', {
      name: 'Béon',
      exists: [2019, '2021', 2022],
      successors: [culoz, { code: '1' }],
    });
    expect(absentDetailsOf(error)).toEqual({
      name: 'Béon',
      exists: [2019, 2022],
      successors: [culoz],
      predecessors: [],
    });
    expect(absentDetailsOf(new ApiError(404, 'TERRITORY_NOT_FOUND', 'x'))).toBeNull();
    expect(absentDetailsOf(new Error('x'))).toBeNull();
  });
});

describe('areas client', () => {
  it('writes JSON bodies with credentials and reads the French 400 with its details', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const answers: Response[] = [
      Response.json(
        {
          error: {
            code: 'AREA_INVALID_COMMUNES',
            message: 'Liste de communes à corriger',
            details: { year: 2025, malformed: [], duplicated: [], absent: ['42999'] },
          },
        },
        { status: 400 },
      ),
      new Response(null, { status: 204 }),
    ];
    const areas = createAreasClient(
      createApiClient({
        validate: false,
        fetch: async (input, init) => {
          seen.push({ url: String(input), init: init ?? {} });
          return answers.shift() as Response;
        },
      }),
    );
    const input = { name: 'Contrat de ville', year: 2025, communes: ['42218', '42999'] };
    await expect(areas.create(input)).rejects.toMatchObject({
      status: 400,
      code: 'AREA_INVALID_COMMUNES',
      details: { absent: ['42999'] },
    });
    await areas.remove('abc_DEF-1');
    expect(seen.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'POST /api/areas',
      'DELETE /api/areas/abc_DEF-1',
    ]);
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual(input);
    for (const { init } of seen) {
      expect(init.credentials).toBe('include');
      expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    }
  });
});
