// Long file: the rules of comparisons of up to six, comparables and rankings, on the real data.
/**
 * On the real data of 2024 (PGlite, and PostgreSQL with TEST_DATABASE_URL): comparisons
 * of 2 to 6 territories with a reference side and reference columns, their refusals; comparable
 * territories (the k-d tree against brute force, the scopes, the reasons); rankings (pages, sorts,
 * around, ties, values apart, CSV, the same rank as the territory's key figures); a fast-check
 * sweep of the new parameters.
 */
import { INDICATORS } from '@epic/api-contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/import/csv.js';
import { distance2, nearest } from '../src/indicators/similarity.js';
import { buildServer } from '../src/server.js';
import { backends, providerStandIn, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();

function readCsv(body: string): { header: string[]; rows: string[][] } {
  const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/, ''), ';').map((r) => r.cells);
  return { header: header ?? [], rows };
}

describe('comparable territories: the k-d tree finds the brute-force neighbours', () => {
  it('with missing dimensions, ties and renormalisation', () => {
    const D = 5;
    const n = 1500;
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const z = new Float64Array(n * D);
    for (let i = 0; i < z.length; i++) z[i] = Math.round(random() * 40) / 10;
    for (let p = 0; p < n; p += 7) z[p * D + 2] = Number.NaN;
    for (let p = 3; p < n; p += 50) z[p * D + 4] = Number.NaN;
    for (let p = 5; p < n; p += 97) z.fill(Number.NaN, p * D + 1, p * D + 4);
    const members = [...Array(n).keys()];
    const found = nearest(z, members, D);
    for (let q = 0; q < n; q += 13) {
      const mask = (p: number) =>
        [...Array(D).keys()].reduce((m, d) => (Number.isNaN(z[p * D + d]) ? m : m | (1 << d)), 0);
      const count = (m: number) => m.toString(2).replaceAll('0', '').length;
      const want = members
        .filter((p) => p !== q && count(mask(p) & mask(q)) >= 3 && count(mask(q)) >= 3)
        .map((p) => ({ p, d: distance2(z, q, p, mask(p) & mask(q), D) }))
        .sort((a, b) => a.d - b.d || a.p - b.p)
        .slice(0, 10);
      const got = [...found.subarray(q * 10, q * 10 + 10)].filter((p) => p >= 0);
      // Same distances (ties may be broken differently only at equal distance).
      expect(
        got.map((p) => distance2(z, q, p, mask(p) & mask(q), D)),
        `point ${q}`,
      ).toEqual(want.map((w) => w.d));
    }
  });
});

describe.each(backends('epic_test_issue16'))(
  'compare, comparables and rankings ($name)',
  (backend) => {
    let ctx:
      | {
          db: Awaited<ReturnType<typeof backend.open>>;
          app: Awaited<ReturnType<typeof buildServer>>;
          cookie: string;
        }
      | undefined;
    const get = () => {
      if (!ctx) throw new Error('not ready');
      return ctx;
    };
    const api = async (url: string) => {
      const c = get();
      const r = await c.app.inject({ method: 'GET', url, headers: { cookie: c.cookie } });
      return { status: r.statusCode, json: () => r.json(), body: r.body, headers: r.headers };
    };
    const refused = async (url: string, code: string, names?: string) => {
      const r = await api(url);
      expect(r.status, url).toBe(400);
      const { error } = r.json();
      expect(error.code, url).toBe(code);
      if (names) expect(error.message, url).toContain(names);
    };

    beforeAll(async () => {
      provider.server.listen({ onUnhandledRequest: 'bypass' });
      const db = await backend.openFixture('2024-indicators');
      const app = await buildServer({ config: testConfig({ rateLimitMax: 1_000_000 }), db });
      ctx = { db, app, cookie: await signIn(app) };
    }, 400_000);

    afterAll(async () => {
      await ctx?.app.close();
      await ctx?.db.close();
      provider.server.close();
    });

    // ------------------------------------------------------------------ compare

    const SIX =
      'type=commune&id=42218&type2=commune&id2=69123&type3=epci&id3=244200770&type4=departement&id4=42&type5=region&id5=84&type6=commune&id6=75056';

    it('compares six territories against a chosen reference, with France and parent columns', async () => {
      const r = await api(
        `/api/compare?${SIX}&reference=3&references=france,parent&indicators=pop_rp2018,unemployment_rate_2018,median_income_2021`,
      );
      expect(r.status).toBe(200);
      const body = r.json();
      expect(body.sides.map((s: { territory: { code: string } }) => s.territory.code)).toEqual([
        '42218',
        '69123',
        '244200770',
        '42',
        '84',
        '75056',
      ]);
      expect(body.reference).toBe(3);
      expect(body.sides[0].series.length).toBeGreaterThan(0);
      // Legacy fields: the first two sides.
      expect(body.a.territory.code).toBe('42218');
      expect(body.b.territory.code).toBe('69123');
      const population = body.rows.find(
        (row: { indicator: string }) => row.indicator === 'population',
      );
      expect(population.absolute).toBe(population.b - population.a);
      expect(population.values).toHaveLength(6);
      const ref = population.values[2].value;
      expect(population.values[2].absolute).toBe(0);
      expect(population.values[0].absolute).toBe(population.values[0].value - ref);
      expect(population.values[0].relative).toBeCloseTo(
        (population.values[0].value - ref) / ref,
        12,
      );
      const communes = body.rows.find((row: { indicator: string }) => row.indicator === 'communes');
      expect(communes.values.map((v: { applicable: boolean }) => v.applicable)).toEqual([
        false,
        false,
        true,
        true,
        true,
        false,
      ]);
      // Statistics: every side, against side 3; France and each side's parent, as the Explorer.
      const unemployment = body.statistics.find(
        (s: { id: string }) => s.id === 'unemployment_rate_2018',
      );
      expect(unemployment.values).toHaveLength(6);
      expect(unemployment.relative[0]).toBeNull();
      expect(unemployment.absolute[2]).toBe(0);
      expect(unemployment.absolute[0]).toBeCloseTo(
        unemployment.values[0].value - unemployment.values[2].value,
        10,
      );
      // Side statistics are the rows' columns (the legacy a and b keep theirs for two sides only).
      expect(body.sides[0].statistics).toBeUndefined();
      expect(body.a.statistics).toBeUndefined();
      const se = (
        await api('/api/territories/commune/42218/statistics?indicators=unemployment_rate_2018')
      ).json();
      expect(unemployment.france).toEqual(se.statistics[0].references.france);
      expect(unemployment.parents[0]).toEqual(se.statistics[0].references.departement);
      expect(unemployment.parents[4]).toBeNull();
      expect(body.references.france).toBe(true);
      expect(body.references.parents.map((p: { code: string } | null) => p?.code ?? null)).toEqual([
        '42',
        '69',
        '42',
        '84',
        null,
        '75',
      ]);
      const pop = body.statistics.find((s: { id: string }) => s.id === 'pop_rp2018');
      expect(pop.relative[0]).toBeCloseTo(
        (pop.values[0].value - pop.values[2].value) / pop.values[2].value,
        5,
      );
      const median = body.statistics.find((s: { id: string }) => s.id === 'median_income_2021');
      expect(median.values[2].status).toBe('not_applicable');
      expect(median.referenceYear).toBeTruthy();
      expect(body.sources.map((s: { id: string }) => s.id).sort()).toEqual([
        'comparateur-2022',
        'filosofi-2021',
      ]);
    });

    it('keeps the two-side answer and CSV as they were', async () => {
      const two = (await api('/api/compare?type=commune&id=42218&type2=commune&id2=69123')).json();
      expect(two.sides).toHaveLength(2);
      expect(two.reference).toBe(1);
      expect(two.statistics).toBeUndefined();
      const withStats = (
        await api('/api/compare?type=commune&id=42218&type2=commune&id2=69123&indicators=revenus')
      ).json();
      expect(withStats.a.statistics.length).toBeGreaterThan(0);
      expect(withStats.sides[0].statistics).toBeUndefined();
      expect(two.references).toBeUndefined();
      expect(two.series.a).toEqual(two.sides[0].series);
      const csv = readCsv(
        (await api('/api/compare.csv?type=commune&id=42218&type2=commune&id2=69123')).body,
      );
      expect(csv.header.slice(3)).toEqual([
        'Saint-Étienne (2024)',
        'Lyon (2024)',
        'ecart',
        'ecart_relatif',
      ]);
    });

    it('exports a comparison of several sides as CSV, with references, years and sources', async () => {
      const r = await api(
        `/api/compare.csv?${SIX}&reference=2&references=france,parent&indicators=pop_rp2018`,
      );
      expect(r.status).toBe(200);
      const { header, rows } = readCsv(r.body);
      expect(header.slice(0, 9)).toEqual([
        'indicateur',
        'libelle',
        'unite',
        'Saint-Étienne (2024)',
        'Lyon (2024)',
        'Saint-Etienne Métropole (2024)',
        'Loire (2024)',
        'Auvergne-Rhône-Alpes (2024)',
        'Paris (2024)',
      ]);
      expect(header).toContain('ecart_1');
      expect(header).not.toContain('ecart_2');
      expect(header).toContain('France');
      expect(header.slice(-3)).toEqual(['annee_reference', 'source', 'licence']);
      const pop = rows.find((row) => row[0] === 'pop_rp2018');
      expect(pop?.at(-3)).toBe('RP 2018');
      expect(pop?.[header.indexOf('France')]).not.toBe('');
      const json = await api(`/api/compare?${SIX}&indicators=pop_rp2018`);
      expect(json.json().sources.length).toBe(1);
    });

    it('refuses a 7th side, a gap, an incomplete or duplicated side, a bad reference or indicator', async () => {
      const two = 'type=commune&id=42218&type2=commune&id2=69123';
      await refused(`/api/compare?${SIX}&type7=commune&id7=01001`, 'TOO_MANY_SIDES', 'type7');
      await refused(`/api/compare?${two}&type4=commune&id4=01001`, 'SIDE_GAP', 'type3');
      await refused(`/api/compare?${two}&type3=commune`, 'INCOMPLETE_SIDE', 'id3');
      await refused(`/api/compare?${two}&id3=01001`, 'INCOMPLETE_SIDE', 'type3');
      await refused(`/api/compare?${two}&type3=commune&id3=42218`, 'DUPLICATE_SIDE', 'id3');
      // The same vintage once the default (latest) is resolved.
      await refused(
        `/api/compare?${two}&type3=commune&id3=42218&year3=2024`,
        'DUPLICATE_SIDE',
        'id3',
      );
      await refused(`/api/compare?${two}&reference=3`, 'INVALID_REFERENCE', 'reference');
      await refused(`/api/compare?${two}&reference=0`, 'INVALID_REFERENCE', 'reference');
      await refused(`/api/compare?${two}&references=pays`, 'INVALID_REFERENCES', 'references');
      await refused(`/api/compare?${two}&type3=commune&id3=4221`, 'INVALID_ID');
      await refused(`/api/compare?${two}&type3=pays&id3=42`, 'INVALID_TYPE');
      await refused(
        `/api/compare?${two}&indicators=revenus,foo`,
        'INDICATOR_NOT_FOUND',
        'indicators',
      );
      const ok = await api(`/api/compare?${two}&type3=commune&id3=42218&year3=2024&year=2024`);
      expect(ok.status).toBe(400);
    });

    // ------------------------------------------------------------------ comparables

    it('lists the 10 most similar communes with their reasons, in France, the région, the département', async () => {
      const r = await api('/api/territories/commune/42218/comparables');
      expect(r.status).toBe(200);
      const body = r.json();
      expect(body.territory).toMatchObject({ type: 'commune', code: '42218', year: 2024 });
      expect(body.scope).toBe('france');
      expect(body.within).toBeNull();
      expect(body.dimensions.map((d: { id: string }) => d.id)).toEqual([
        'population',
        'density_rp2018',
        'median_income_2021',
        'unemployment_rate_2018',
        'second_homes_share_2018',
      ]);
      expect(body.values[0]).toBe(body.values[0] && Math.round(body.values[0]));
      expect(body.items).toHaveLength(10);
      const distances = body.items.map((i: { distance: number }) => i.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const item of body.items) {
        expect(item.type).toBe('commune');
        expect(item.code).not.toBe('42218');
        expect(item.reasons.length).toBeGreaterThanOrEqual(2);
        expect(item.reasons.length).toBeLessThanOrEqual(3);
        const gaps = item.reasons.map((x: { gap: number }) => x.gap);
        expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
        const population = item.reasons.find((x: { id: string }) => x.id === 'population');
        if (population) expect(population.comparable).toBe(item.population);
      }
      // A big city's peers are big cities.
      expect(body.items.every((i: { population: number }) => i.population > 50_000)).toBe(true);

      const dep = (
        await api('/api/territories/commune/42218/comparables?scope=departement')
      ).json();
      expect(dep.within).toEqual({ type: 'departement', code: '42', name: 'Loire' });
      const loire = (
        await api('/api/indicators/population/values?level=commune&parent=departement:42')
      ).json();
      const inLoire = new Set(loire.values.map((v: { code: string }) => v.code));
      expect(dep.items).toHaveLength(10);
      expect(dep.items.every((i: { code: string }) => inLoire.has(i.code))).toBe(true);
      const region = (await api('/api/territories/commune/42218/comparables?scope=region')).json();
      expect(region.within.code).toBe('84');
      // Within a scope, a neighbour in France and in the scope is at the same distance.
      const national = new Map(
        body.items.map((i: { code: string; distance: number }) => [i.code, i.distance]),
      );
      for (const i of region.items) {
        if (national.has(i.code))
          expect(i.distance).toBeCloseTo(national.get(i.code) as number, 12);
      }
    });

    it('compares EPCI and départements without the commune-only median, and refuses a bad scope', async () => {
      const epci = (await api('/api/territories/epci/244200770/comparables')).json();
      expect(epci.items).toHaveLength(10);
      for (const item of epci.items) {
        expect(item.type).toBe('epci');
        expect(item.reasons.map((x: { id: string }) => x.id)).not.toContain('median_income_2021');
      }
      const dep = (await api('/api/territories/departement/42/comparables?scope=region')).json();
      expect(dep.items.length).toBeGreaterThan(5);
      expect(dep.items.length).toBeLessThanOrEqual(11);
      await refused(
        '/api/territories/departement/42/comparables?scope=departement',
        'INVALID_SCOPE',
        'scope',
      );
      await refused(
        '/api/territories/region/84/comparables?scope=region',
        'INVALID_SCOPE',
        'scope',
      );
      await refused('/api/territories/commune/42218/comparables?scope=pays', 'INVALID_SCOPE');
      expect((await api('/api/territories/commune/99999/comparables')).status).toBe(404);
      const anonymous = await get().app.inject({
        method: 'GET',
        url: '/api/territories/commune/42218/comparables',
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await api('/api/territories/commune/42218/comparables?year=2019')).status).toBe(404);
    });

    // ------------------------------------------------------------------ rankings

    it('pages a ranking of every commune, by rank, name or code, with counts', async () => {
      const full = (await api('/api/indicators/median_income_2021/values?level=commune')).json();
      expect(full.ranking).toBeUndefined();
      const first = (
        await api('/api/indicators/median_income_2021/values?level=commune&sort=rank&pageSize=20')
      ).json();
      expect(first.values).toHaveLength(20);
      expect(first.ranking).toMatchObject({
        total: full.values.length,
        page: 1,
        pageSize: 20,
        sort: 'rank',
        order: 'asc',
        around: null,
      });
      const ranked = full.values.filter((v: { rank: number | null }) => v.rank !== null);
      expect(first.ranking.ranked).toBe(ranked.length);
      expect(first.ranking.pages).toBe(Math.ceil(full.values.length / 20));
      expect(first.values[0].rank).toBe(1);
      const ranks = first.values.map((v: { rank: number }) => v.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      // Secret and unavailable values come after every ranked one, without a rank, both orders.
      for (const order of ['asc', 'desc']) {
        const last = (
          await api(
            `/api/indicators/median_income_2021/values?level=commune&order=${order}&pageSize=500&page=${first.ranking.pages > 0 ? Math.ceil(full.values.length / 500) : 1}`,
          )
        ).json();
        expect(last.values.at(-1).rank).toBeNull();
        expect(last.values.at(-1).status).not.toBe('ok');
      }
      const desc = (
        await api('/api/indicators/median_income_2021/values?level=commune&order=desc&pageSize=5')
      ).json();
      expect(desc.values[0].rank).toBe(
        first.ranking.ranked === 0
          ? null
          : Math.max(...ranked.map((v: { rank: number }) => v.rank)),
      );
      const byName = (
        await api('/api/indicators/median_income_2021/values?level=region&sort=name')
      ).json();
      const names = byName.values.map((v: { name: string }) => v.name);
      expect(names).toEqual(
        [...names].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare),
      );
      const byCode = (
        await api(
          '/api/indicators/median_income_2021/values?level=departement&sort=code&order=desc&pageSize=3',
        )
      ).json();
      expect(byCode.values.map((v: { code: string }) => v.code)).toEqual(['976', '974', '973']);
    });

    it('answers the same once its sort order was dropped for newer ones, around a territory too', async () => {
      const first =
        '/api/indicators/pop_rp2018/values?level=commune&parent=departement:42&around=42207&pageSize=7';
      const before = (await api(first)).json();
      expect(before.ranking.around.code).toBe('42207');
      // More orders of the same vintage than it keeps (12 MB, about 90 rankings of every commune):
      // the first one is computed again.
      let orders = 0;
      for (const { id } of INDICATORS)
        for (const order of ['asc', 'desc']) {
          const r = await api(
            `/api/indicators/${id}/values?level=commune&order=${order}&pageSize=5`,
          );
          expect(r.status).toBe(200);
          orders++;
        }
      expect(orders).toBeGreaterThan(100);
      expect((await api(first)).json()).toEqual(before);
    });

    it('finds the page around a territory, filters by parent and refuses a parent of the wrong level', async () => {
      const around = (
        await api(
          '/api/indicators/pop_rp2018/values?level=commune&parent=departement:42&around=42218&pageSize=10',
        )
      ).json();
      expect(around.ranking.around).toEqual({ code: '42218', position: 1, rank: 1 });
      expect(around.values[0].code).toBe('42218');
      const inEpci = (
        await api('/api/indicators/pop_rp2018/values?level=commune&parent=epci:244200770&sort=rank')
      ).json();
      expect(inEpci.ranking.total).toBe(53);
      await refused(
        '/api/indicators/pop_rp2018/values?level=commune&around=01001&parent=departement:42',
        'INVALID_AROUND',
        'around',
      );
      await refused(
        '/api/indicators/pop_rp2018/values?level=region&parent=departement:42',
        'INVALID_PARENT',
        'parent',
      );
      await refused(
        '/api/indicators/pop_rp2018/values?level=departement&parent=epci:244200770',
        'INVALID_PARENT',
        'parent',
      );
      await refused(
        '/api/indicators/pop_rp2018/values?level=epci&parent=commune:42218',
        'INVALID_PARENT',
        'parent',
      );
      await refused('/api/indicators/pop_rp2018/values?level=commune&pageSize=501', 'INVALID_PAGE');
      await refused('/api/indicators/pop_rp2018/values?level=commune&sort=value', 'INVALID_SORT');
    });

    it('ranks the legal population too, and exports the whole filtered ranking as CSV', async () => {
      const page = (
        await api('/api/indicators/population/values?level=commune&parent=region:84&pageSize=3')
      ).json();
      expect(page.values.map((v: { code: string }) => v.code)).toEqual(['69123', '42218', '69266']);
      const csv = await api(
        '/api/indicators/population/values.csv?level=commune&parent=region:84&sort=rank',
      );
      const { rows } = readCsv(csv.body);
      expect(rows.length).toBe(page.ranking.total);
      expect(rows.slice(0, 3).map((r) => r[0])).toEqual(['69123', '42218', '69266']);
    });

    it('gives the rank of the territory’s key figures, the position of the ranking', async () => {
      const cases = [
        ['commune', '42218'],
        ['commune', '69123'],
        ['commune', '01001'],
        ['epci', '244200770'],
        ['departement', '42'],
        ['region', '84'],
      ];
      const ids = [
        'pop_rp2018',
        'median_income_2021',
        'unemployment_rate_2018',
        'second_homes_share_2018',
      ];
      for (const [type, code] of cases) {
        const detail = (
          await api(`/api/territories/${type}/${code}/statistics?indicators=${ids.join(',')}`)
        ).json();
        for (const s of detail.statistics) {
          const ranking = (
            await api(`/api/indicators/${s.id}/values?level=${type}&around=${code}&pageSize=100`)
          ).json();
          const where = `${type} ${code} ${s.id}`;
          if (s.rank.national === null) {
            expect(ranking.ranking.around.rank, where).toBeNull();
            continue;
          }
          expect(ranking.ranking.around.rank, where).toBe(s.rank.national.rank);
          expect(ranking.ranking.ranked, where).toBe(s.rank.national.of);
          // Its position is its rank, or later among territories tied with it.
          const position = ranking.ranking.around.position;
          expect(position, where).toBeGreaterThanOrEqual(s.rank.national.rank);
          const row = ranking.values[(position - 1) % 100];
          expect(row.code, where).toBe(code);
          expect(row.value, where).toBe(s.value);
        }
      }
    });

    it('sweeps the new parameters with hostile values: never a 5xx, always a coded French error', async () => {
      const hostile = fc.oneof(
        fc.constantFrom(
          '',
          '0',
          '-1',
          '501',
          '1e3',
          'NaN',
          '%00',
          '%',
          'rank',
          'name',
          'code',
          'desc',
          'asc',
          '42218',
          'france',
          'region',
          'departement',
          '7',
          'departement:42',
          'epci:244200770',
          'region:84',
        ),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      );
      const names = [
        'page',
        'pageSize',
        'sort',
        'order',
        'around',
        'parent',
        'scope',
        'year',
        'reference',
        'references',
        'type5',
        'id5',
      ];
      const paths = [
        '/api/indicators/pop_rp2018/values?level=commune',
        '/api/indicators/population/values.csv?level=departement',
        '/api/territories/commune/42218/comparables?x=1',
        `/api/compare?${SIX.replace('&type6=commune&id6=75056', '')}`,
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.array(fc.tuple(fc.constantFrom(...names), hostile), { maxLength: 3 }),
          async (path, params) => {
            const url = `${path}${params.map(([k, v]) => `&${k}=${v}`).join('')}`;
            const r = await api(url);
            expect(r.status, url).toBeLessThan(500);
            if (r.status >= 400) {
              const { error } = r.json();
              expect(error.code, url).toMatch(/^[A-Z][A-Z_]+$/);
              expect(error.message, url).toMatch(
                /[àâçéèêîôû’«]|\b(de|du|un|une|est|inconnu|invalide)\b/i,
              );
            }
          },
        ),
        { numRuns: 150 },
      );
    });
  },
);
