// Long file: one sweep of bad input over every route; the cases read as one table.
/**
 * Bad-input sweep: property-based tests (fast-check) that throw hostile values at every query and
 * path parameter of the API. Properties: never a 5xx, never an uncaught exception (every inject
 * resolves), and every refusal is a 4xx JSON body `{ error: { code, message } }` with a stable
 * upper-case code and a French message (not Fastify's or Zod's English defaults).
 *
 * Parameters covered (from server.ts and schemas.ts):
 *   GET  /api/territories/search                   ?q &type &year &limit
 *   GET  /api/territories/:type/:id                ?year (JSON, or CSV with Accept: text/csv)
 *   GET  /api/territories/:type/:id/children(.csv) ?year &childType &page &pageSize &sort &order
 *   GET  /api/territories/:type/:id/series(.csv)   ?year &indicators
 *   GET  /api/compare(.csv)                        ?type &id &year … type7 &id7 &reference &references
 *   GET  /api/map/:level(.csv)                     ?year &indicator
 *   GET  /api/vintages, /api/version               (no parameter: unknown ones only)
 *   POST /api/auth/login                           body { access_token, refresh_token, expires_in }
 *   POST /api/auth/oauth/callback                  body { code, code_verifier, redirect_uri }
 *   GET  /api/auth/check, /api/auth/me             cookie
 *   POST /api/auth/logout                          body (ignored), cookie
 * plus, everywhere: repeated parameters (arrays), unknown parameters, malformed percent-encoding in
 * the query and in the path, over-long path segments.
 */

import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { openFixture } from './fixture-db.js';
import { providerStandIn, SITE, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();
beforeAll(() => provider.server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => provider.server.close());

const RUNS = 150;

// ---------------------------------------------------------------- generators

/** Percent-encodes every UTF-8 byte of a string (lone surrogates become U+FFFD, as in a browser). */
const encodeAll = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

/** A value as it appears in a URL: already encoded, or deliberately malformed. */
const hostileRaw: fc.Arbitrary<string> = fc.oneof(
  // Arbitrary text, encoded as a browser would (or only partly).
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeAll),
  // Very long.
  fc.string({ minLength: 150, maxLength: 3000 }).map(encodeURIComponent),
  fc
    .constantFrom('a', '9', 'é', '%25')
    .chain((c) => fc.integer({ min: 100, max: 20_000 }).map((n) => c.repeat(n))),
  // Numbers of every kind, out of range, negative, floats, specials.
  fc.integer().map(String),
  fc.integer({ min: -3000, max: 3000 }).map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.double({ min: 1900, max: 2100 }).map(String),
  // Raw bytes: invalid UTF-8 once decoded.
  fc
    .uint8Array({ maxLength: 12 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom(
    '',
    '%20',
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '2e3',
    '0x7E6',
    '0b1',
    '2026.0',
    '+2026',
    '%2B2026',
    '2026%20',
    'NaN',
    'Infinity',
    '-Infinity',
    '9'.repeat(400),
    'null',
    'undefined',
    'true',
    '%5B%5D',
    '%7B%7D',
    encodeURIComponent("' OR 1=1 --"),
    encodeURIComponent("'; DROP TABLE session; --"),
    encodeURIComponent('1; SELECT pg_sleep(10)'),
    encodeURIComponent('%_\\'),
    '%00',
    'a%00b',
    '%0D%0ASet-Cookie:%20x=1',
    '..%2F..%2Fetc%2Fpasswd',
    encodeURIComponent('<script>alert(1)</script>'),
    '%',
    '%%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%FF%FE',
    '%ED%A0%80',
    '%F4%90%80%80',
    '+',
    '%2C',
    'a,b',
    encodeURIComponent('\u202e\u200b\ufeff'),
    encodeURIComponent('𝔭𝔞𝔯𝔦𝔰'),
    'PARIS',
    'commune',
    'region',
    '2026',
    '2019',
    '75',
    '75056',
  ),
);

const valid = {
  type: ['region', 'departement', 'epci', 'commune', 'arrondissement'],
  id: ['75', '75056', '69123', '13055', '2A', '2A004', '971', '97411', '200046977', '84', '13201'],
  year: ['2025', '2026', '2019', '2100', '1900'],
  level: ['region', 'departement'],
  sort: ['name', 'code', 'population'],
  order: ['asc', 'desc'],
  indicator: ['population', 'densite'],
  indicators: ['population', 'population,median_income', 'gini', 'births,deaths,jobs', 'nope'],
  limit: ['1', '20', '21', '0'],
  page: ['1', '2', '100000', '100001'],
  pageSize: ['1', '500', '501'],
  q: ['paris', 'saint etienne', '42000', '75056', 'l’hay'],
  reference: ['1', '2', '3', '6', '7', '0'],
  references: ['france', 'parent', 'france,parent', 'pays'],
} as const;

type Kind = keyof typeof valid;
const PATH_KINDS: Record<string, Kind> = { type: 'type', id: 'id', level: 'level' };

/** A path segment: the baseline's, another valid one, or a hostile one. */
function segment(kind: Kind, base: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(base) },
    { weight: 1, arbitrary: fc.constantFrom(...valid[kind]) },
    {
      weight: 3,
      arbitrary: hostileRaw.filter((v) => v !== '' && !v.includes('?') && !v.includes('#')),
    },
  );
}

/**
 * How a query parameter is sent: as in the baseline (or absent), absent, hostile, another valid
 * value, repeated (an array on the server), or without `=`.
 */
function param(name: string, kind: Kind | undefined, base: string | undefined) {
  const one = (v: string) => [`${name}=${v}`];
  const any = kind
    ? fc.oneof(hostileRaw, fc.constantFrom(...valid[kind].map(encodeURIComponent)))
    : hostileRaw;
  const options: fc.WeightedArbitrary<string[]>[] = [
    { weight: 10, arbitrary: fc.constant(base === undefined ? [] : one(encodeURIComponent(base))) },
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: hostileRaw.map(one) },
    {
      weight: 1,
      arbitrary: fc.array(any, { minLength: 2, maxLength: 3 }).map((vs) => vs.flatMap(one)),
    },
    { weight: 1, arbitrary: fc.constant([name]) },
  ];
  if (kind) {
    options.push({
      weight: 2,
      arbitrary: fc.constantFrom(...valid[kind]).map((v) => one(encodeURIComponent(v))),
    });
  }
  return fc.oneof(...options);
}

/** Unknown or prototype-polluting parameters mixed in. */
const junkParams = fc.array(
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'q[]', 'year[0]', ''),
        fc.string({ maxLength: 8 }).map(encodeURIComponent),
      ),
      hostileRaw,
    )
    .map(([k, v]) => `${k}=${v}`),
  { maxLength: 2 },
);

/**
 * Request URLs for a route: one of its valid baseline requests with either every path and query
 * parameter independently kept or mutated, or exactly one of them mutated (so that most requests
 * stop at validation while enough reach the handler and the database with odd but accepted
 * values), plus unknown parameters in any order.
 */
function requests(
  path: string,
  query: Record<string, Kind | undefined>,
  baselines: Partial<Record<string, string>>[],
): fc.Arbitrary<string> {
  const slots = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const names = Object.keys(query);
  return fc.constantFrom(...baselines).chain((base) => {
    const mutated = [
      ...slots.map((name) => segment(PATH_KINDS[name] as Kind, base[name] ?? '').map((v) => [v])),
      ...names.map((name) => param(name, query[name], base[name])),
    ];
    const kept = [
      ...slots.map((name) => [base[name] ?? '']),
      ...names.map((name) => {
        const v = base[name];
        return v === undefined ? [] : [`${name}=${encodeURIComponent(v)}`];
      }),
    ];
    const oneMutation = fc
      .nat({ max: mutated.length - 1 })
      .chain((i) =>
        fc.tuple(
          ...kept.map((k, j) =>
            j === i ? (mutated[j] as fc.Arbitrary<string[]>) : fc.constant(k),
          ),
        ),
      );
    return fc
      .tuple(
        fc.oneof(
          { weight: 3, arbitrary: fc.tuple(...mutated) },
          { weight: 1, arbitrary: oneMutation },
        ),
        junkParams,
      )
      .chain(([values, junk]) => {
        const segments = values.slice(0, slots.length).map((v) => v[0] ?? '');
        const all = [...values.slice(slots.length).flat(), ...junk];
        const url = slots.reduce((u, name, i) => u.replace(`:${name}`, segments[i] ?? ''), path);
        return fc
          .shuffledSubarray(all, { minLength: all.length })
          .map((ordered) => (ordered.length ? `${url}?${ordered.join('&')}` : url));
      });
  });
}

const accept = fc.constantFrom(undefined, 'application/json', 'text/csv', '*/*', 'text/html');

// ---------------------------------------------------------------- checks

const ENGLISH =
  /\bmust\b|querystring|params\/|body\/|\bInvalid\b|\bExpected\b|\bRequired\b|is not a valid|exceeding|Bad Request|Not Found|Internal Server|Unexpected|\bundefined\b/;
const FRENCH =
  /[àâçéèêëîïôûùüÿœ’«]|\b(le|la|les|de|du|des|un|une|est|pour|inconnu|introuvable|invalide|trop|mal)\b/i;

/** The response is a success, or a 4xx JSON error with a code and a French message. */
function expectSafe(r: LightMyRequestResponse, url: string) {
  const where = `${r.statusCode} ${url} → ${r.body.slice(0, 300)}`;
  expect(r.statusCode, where).toBeLessThan(500);
  if (r.statusCode < 400) {
    if (r.statusCode === 204) return;
    const type = String(r.headers['content-type']);
    if (type.startsWith('text/csv')) return;
    expect(type, where).toMatch(/^application\/json/);
    r.json();
    return;
  }
  expect(String(r.headers['content-type']), where).toMatch(/^application\/json/);
  const body = r.json() as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, where).toBe('string');
  expect(body.error?.code, where).toMatch(/^[A-Z][A-Z_]+$/);
  const message = body.error?.message;
  expect(typeof message, where).toBe('string');
  const own = String(message).replace(/«[^»]*»/g, '');
  expect(own, where).not.toMatch(ENGLISH);
  expect(own, where).toMatch(FRENCH);
  // Typographic apostrophes only (user input quoted in « » aside).
  expect(own, where).not.toContain("'");
}

// ---------------------------------------------------------------- the sweep

describe('bad-input sweep', () => {
  let db: Db;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    // Every vintage, loaded from the dump other files share (fixture-db.ts), not imported here.
    db = await openFixture('all');
    app = await buildServer({
      config: testConfig({ rateLimitMax: 1_000_000, authRateLimitMax: 1_000_000 }),
      db,
    });
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = async (url: string, headers: Record<string, string | undefined> = {}) => {
    const h: Record<string, string> = { cookie };
    for (const [k, v] of Object.entries(headers)) if (v !== undefined) h[k] = v;
    const r = await app.inject({ method: 'GET', url, headers: h });
    expectSafe(r, url);
    return r;
  };

  /**
   * Runs the property; also checks that the generated requests reached the handlers (some
   * succeeded) and were refused too, so that the sweep does not stop at the router.
   */
  const sweep = async (
    url: fc.Arbitrary<string>,
    runs = RUNS,
    expectSuccess = true,
    expectRefusal = true,
  ) => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(url, accept, async (u, a) => {
        const r = await get(u, { accept: a });
        if (process.env.SWEEP_STATS) console.log(r.statusCode, u.slice(0, 120));
        seen.set(r.statusCode, (seen.get(r.statusCode) ?? 0) + 1);
      }),
      { numRuns: runs },
    );
    const statuses = [...seen.keys()];
    if (expectSuccess)
      expect(
        statuses.some((s) => s < 300),
        JSON.stringify([...seen]),
      ).toBe(true);
    if (expectRefusal)
      expect(
        statuses.some((s) => s >= 400),
        JSON.stringify([...seen]),
      ).toBe(true);
  };

  it('search: q, type, year, limit', async () => {
    await sweep(
      requests('/api/territories/search', { q: 'q', type: 'type', year: 'year', limit: 'limit' }, [
        { q: 'paris' },
        { q: 'saint etienne', type: 'commune', year: '2025', limit: '5' },
        { q: '75', type: 'departement' },
      ]),
    );
  });

  it('territory: :type, :id and year (JSON and CSV)', async () => {
    await sweep(
      requests('/api/territories/:type/:id', { year: 'year' }, [
        { type: 'commune', id: '75056' },
        { type: 'departement', id: '2A', year: '2025' },
        { type: 'region', id: '84', year: '2026' },
        { type: 'epci', id: '200046977' },
      ]),
    );
  });

  it('children (and .csv): :type, :id, year, childType, page, pageSize, sort, order', async () => {
    const query = {
      year: 'year',
      childType: 'type',
      page: 'page',
      pageSize: 'pageSize',
      sort: 'sort',
      order: 'order',
    } as const;
    const baselines = [
      { type: 'departement', id: '69', childType: 'commune', page: '2', pageSize: '10' },
      { type: 'region', id: '84', year: '2025', sort: 'population', order: 'asc' },
      { type: 'commune', id: '13055' },
    ];
    await sweep(
      fc.oneof(
        requests('/api/territories/:type/:id/children', query, baselines),
        requests('/api/territories/:type/:id/children.csv', query, baselines),
      ),
    );
  });

  it('series (and .csv): :type, :id, year, indicators', async () => {
    const baselines = [
      { type: 'commune', id: '75056' },
      { type: 'departement', id: '971', indicators: 'population', year: '2019' },
    ];
    const query = { year: 'year', indicators: 'indicators' } as const;
    await sweep(
      fc.oneof(
        requests('/api/territories/:type/:id/series', query, baselines),
        requests('/api/territories/:type/:id/series.csv', query, baselines),
      ),
    );
  });

  it('compare (and .csv): sides 1 to 7, reference, references', async () => {
    const query = {
      type: 'type',
      id: 'id',
      year: 'year',
      type2: 'type',
      id2: 'id',
      year2: 'year',
      type3: 'type',
      id3: 'id',
      year3: 'year',
      type4: 'type',
      id4: 'id',
      type6: 'type',
      id6: 'id',
      type7: 'type',
      id7: 'id',
      reference: 'reference',
      references: 'references',
    } as const;
    const baselines = [
      { type: 'commune', id: '75056', type2: 'commune', id2: '69123' },
      { type: 'region', id: '84', year: '2025', type2: 'departement', id2: '2A', year2: '2026' },
      {
        type: 'commune',
        id: '75056',
        type2: 'commune',
        id2: '69123',
        type3: 'departement',
        id3: '2A',
        type4: 'region',
        id4: '84',
        reference: '3',
        references: 'france',
      },
    ];
    await sweep(
      fc.oneof(
        requests('/api/compare', query, baselines),
        requests('/api/compare.csv', query, baselines),
      ),
    );
  });

  it('map (and .csv): :level, year, indicator', async () => {
    const query = { year: 'year', indicator: 'indicator' } as const;
    const baselines = [{ level: 'region' }, { level: 'departement', year: '2025' }];
    await sweep(
      fc.oneof(
        requests('/api/map/:level', query, baselines),
        requests('/api/map/:level.csv', query, baselines),
      ),
    );
  });

  it('vintages and version: unknown parameters only', async () => {
    await sweep(
      fc
        .tuple(fc.constantFrom('/api/vintages', '/api/version', '/api/openapi.json'), junkParams)
        .map(([path, junk]) => (junk.length ? `${path}?${junk.join('&')}` : path)),
      60,
      true,
      false,
    );
  });

  it('malformed paths: bad percent-encoding, over-long segments, unknown routes', async () => {
    await sweep(
      fc
        .tuple(
          fc.constantFrom(
            '/api/territories/%s/75',
            '/api/territories/commune/%s',
            '/api/territories/commune/%s/children',
            '/api/territories/%s/75056/series.csv',
            '/api/map/%s',
            '/api/map/%s.csv',
            '/api/%s',
            '/api/territories/search/%s',
          ),
          fc.oneof(
            hostileRaw.filter((s) => s !== '' && !s.includes('?')),
            fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0', 'a%', '%%41', '%FF'),
            fc.integer({ min: 101, max: 3000 }).map((n) => 'x'.repeat(n)),
          ),
        )
        .map(([pattern, v]) => pattern.replace('%s', v)),
      RUNS,
      false,
    );
  });

  it('answers router errors and unusable tokens like every other error (examples)', async () => {
    const bad = await get('/api/territories/commune/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'INVALID_URL',
      message: 'Adresse mal formée\u00a0: encodage «\u202f%\u202f» invalide.',
    });
    const long = await get(`/api/territories/commune/${'1'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('URL_TOO_LONG');
    // A token that cannot travel in an Authorization header is refused before calling the
    // provider (it used to end as a 502 “provider unavailable”).
    const before = provider.calls.user;
    for (const token of ['jéton', 'a b', 'tok\r\nen', '\u0000']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: SITE, 'content-type': 'application/json' },
        payload: { access_token: token },
      });
      expectSafe(r, token);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    expect(provider.calls.user).toBe(before);
  });

  it('the session cookie: junk values on the session endpoints and the data API', async () => {
    const junkCookie = fc.oneof(
      fc.string({ maxLength: 200 }).map(encodeURIComponent),
      fc.string({ minLength: 100, maxLength: 5000 }),
      fc.constantFrom('', '%', '%zz', 'a'.repeat(43), '"x"', '\\', 'x;y', '%00', 'é'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/auth/check', '/api/auth/me', '/api/vintages'),
        junkCookie,
        async (url, c) => {
          // Only characters allowed in a header value; the rest never reaches a server.
          const value = c.replace(/[^\t\x20-\x7e]/g, '');
          const r = await app.inject({
            method: 'GET',
            url,
            headers: { cookie: `epic_session=${value}` },
          });
          expectSafe(r, `${url} (cookie ${value.slice(0, 40)})`);
          expect(r.statusCode).toBe(401);
        },
      ),
      { numRuns: 100 },
    );
  });

  describe('auth endpoints with junk bodies', () => {
    const post = async (url: string, payload: string, type = 'application/json') => {
      const r = await app.inject({
        method: 'POST',
        url,
        headers: { origin: SITE, 'content-type': type },
        payload,
      });
      expectSafe(r, `${url} ${payload.slice(0, 200)}`);
      return r;
    };
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ minLength: 3000, maxLength: 6000 }),
      fc.constantFrom(
        '',
        ' ',
        'good-token',
        'bad token',
        'tok\r\nen',
        'tok\u0000en',
        'jéton',
        '😀',
        "' OR 1=1 --",
        'x'.repeat(4097),
      ),
    );
    const jsonish = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        '',
        'null',
        '[]',
        '{}',
        '"x"',
        '{"access_token":',
        '{"__proto__":{"access_token":"good-token"}}',
        '{"constructor":{"prototype":{"x":1}}}',
        `{"a":${'['.repeat(5000)}`,
        '\u0000',
      ),
    );

    it('POST /api/auth/login', async () => {
      const body = fc.oneof(
        jsonish,
        fc
          .record(
            {
              access_token: fc.oneof(text, fc.jsonValue()),
              refresh_token: fc.oneof(text, fc.jsonValue()),
              expires_in: fc.oneof(
                fc.double().map((n) => n as unknown),
                fc.integer(),
                text,
                fc.jsonValue(),
              ),
            },
            { requiredKeys: [] },
          )
          .map((o) => JSON.stringify(o)),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const r = await post('/api/auth/login', payload);
          // Only the stand-in's one good token opens a session.
          if (r.statusCode === 200) expect(JSON.parse(payload).access_token).toBe('good-token');
        }),
        { numRuns: RUNS },
      );
    });

    it('POST /api/auth/oauth/callback (with junk query parameters too)', async () => {
      const body = fc.oneof(
        jsonish,
        fc
          .record(
            {
              code: fc.oneof(text, fc.jsonValue()),
              code_verifier: fc.oneof(
                text,
                fc.string({ minLength: 43, maxLength: 128 }),
                fc.jsonValue(),
              ),
              redirect_uri: fc.oneof(
                text,
                fc.webUrl(),
                fc.constantFrom(`${SITE}/`, 'javascript:alert(1)', '//evil.example/', 'http://'),
                fc.jsonValue(),
              ),
            },
            { requiredKeys: [] },
          )
          .map((o) => JSON.stringify(o)),
      );
      const callbackUrl = requests(
        '/api/auth/oauth/callback',
        { code: undefined, state: undefined, iss: undefined },
        [{}, { code: 'good-code', state: 'S' }],
      );
      await fc.assert(
        fc.asyncProperty(body, callbackUrl, async (payload, url) => {
          const r = await post(url, payload);
          expect(r.statusCode).not.toBe(200);
        }),
        { numRuns: RUNS },
      );
    });

    it('POST /api/auth/logout, and the content types a browser form can send', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/auth/logout', '/api/auth/login', '/api/auth/oauth/callback'),
          jsonish,
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'application/json;charset=latin1',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/jsonx',
          ),
          async (url, payload, type) => {
            await post(url, payload, type);
          },
        ),
        { numRuns: 100 },
      );
    });
  });
});
