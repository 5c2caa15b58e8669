// Long file: the data API behaviours, one test each, run once per database backend (db/database-suite.ts).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type DbContext, raw } from './context.js';

export function apiSuite(get: () => DbContext) {
  const api = async (url: string, headers: Record<string, string> = {}) => {
    const ctx = get();
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: ctx.cookie, ...headers },
    });
    return {
      status: response.statusCode,
      body: response.body,
      json: () => response.json(),
      headers: response.headers,
    };
  };
  const search = async (q: string, extra = '') => {
    const r = await api(`/api/territories/search?q=${encodeURIComponent(q)}${extra}`);
    expect(r.status).toBe(200);
    return r.json().results as {
      type: string;
      code: string;
      name: string;
      population: number | null;
      match: string;
      postalCode: string | null;
    }[];
  };

  it('lists the vintages with their source', async () => {
    const r = await api('/api/vintages');
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.latest).toBe(2026);
    expect(body.vintages.map((v: { year: number }) => v.year)).toEqual([
      2019, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
    expect(body.vintages[0].source).toEqual({
      name: '@etalab/decoupage-administratif',
      version: '0.7.0',
      licence: expect.stringMatching(/Licence Ouverte/),
    });
    expect(body.vintages[6].counts.commune).toBe(34875);
  });

  it.each([
    'saint etienne',
    'st-etienne',
    'Saint-Étienne',
    'SAINT ETIENNE',
    'st etienne',
    '42000',
    '42218',
  ])('finds Saint-Étienne first for “%s”', async (q) => {
    const results = await search(q, '&type=commune');
    expect(results[0]).toMatchObject({ code: '42218', name: 'Saint-Étienne' });
  });

  it('ignores apostrophes, hyphens and accents', async () => {
    expect((await search('l hay les roses'))[0]?.code).toBe('94038');
    expect((await search('L’Haÿ-les-Roses'))[0]?.code).toBe('94038');
    expect((await search("villeneuve d'ascq"))[0]?.code).toBe('59009');
  });

  it('ranks exact matches first, then prefixes by population', async () => {
    const results = await search('lyon', '&limit=20');
    expect(results[0]).toMatchObject({ type: 'commune', code: '69123' });
    const prefixed = results.slice(1).filter((r) => r.name.toLowerCase().startsWith('lyon'));
    const populations = prefixed.map((r) => r.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const paris = await search('paris', '&type=departement');
    expect(paris.map((r) => r.code)).toEqual(['75']);
    // An exact name beats a bigger prefix match.
    const nancy = await search('nancy', '&type=commune');
    expect(nancy[0]?.code).toBe('54395');
  });

  it('searches in the requested vintage and type, at most 20 results', async () => {
    const results = await search('saint', '&limit=20&year=2019');
    expect(results).toHaveLength(20);
    const epci = await search('metropole', '&type=epci');
    expect(epci.every((r) => r.type === 'epci')).toBe(true);
    expect(epci.length).toBeGreaterThan(0);
    const postal = await search('75116');
    expect(postal[0]).toMatchObject({ code: '75056', match: 'postalCode', postalCode: '75116' });
  });

  it.each([
    ['/api/territories/search?q=paris&limit=21', 400, 'INVALID_LIMIT'],
    [`/api/territories/search?q=${'a'.repeat(101)}`, 400, 'QUERY_TOO_LONG'],
    ['/api/territories/search', 400, 'INVALID_QUERY'],
    ['/api/territories/search?q=paris&type=pays', 400, 'INVALID_TYPE'],
    ['/api/territories/search?q=paris&year=2020', 404, 'YEAR_NOT_FOUND'],
    ['/api/territories/search?q=paris&year=deux', 400, 'INVALID_YEAR'],
    ['/api/territories/pays/75056', 400, 'INVALID_TYPE'],
    ['/api/territories/commune/7505', 400, 'INVALID_ID'],
    ['/api/territories/commune/75056abc', 400, 'INVALID_ID'],
    ['/api/territories/commune/%27%3B--', 400, 'INVALID_ID'],
    ['/api/territories/epci/75056', 400, 'INVALID_ID'],
    ['/api/territories/commune/99999', 404, 'TERRITORY_NOT_FOUND'],
    ['/api/territories/commune/75056?year=2020', 404, 'YEAR_NOT_FOUND'],
    ['/api/territories/commune/75056?year=20x', 400, 'INVALID_YEAR'],
    ['/api/territories/arrondissement/75101/children', 400, 'INVALID_CHILD_TYPE'],
    ['/api/territories/commune/75056/children?childType=region', 400, 'INVALID_CHILD_TYPE'],
    ['/api/territories/departement/42/children?sort=taille', 400, 'INVALID_SORT'],
    ['/api/territories/departement/42/children?pageSize=501', 400, 'INVALID_PAGE'],
    ['/api/territories/commune/99999/series', 404, 'TERRITORY_NOT_FOUND'],
    ['/api/territories/commune/75056/series?indicators=nope', 400, 'INDICATOR_NOT_FOUND'],
    ['/api/territories/commune/75056/series?indicators=gini', 404, 'SERIES_NOT_PUBLISHED'],
    ['/api/territories/commune/01039/series?year=2026', 404, 'TERRITORY_ABSENT_IN_YEAR'],
    ['/api/territories/commune/75056/series?year=2020', 404, 'YEAR_NOT_FOUND'],
    ['/api/compare?type=commune&id=75056&type2=commune', 400, 'INVALID_ID'],
    ['/api/compare?type=commune&id=75056&type2=ville&id2=69123', 400, 'INVALID_TYPE'],
    ['/api/map/epci', 400, 'INVALID_LEVEL'],
    ['/api/map/departement?year=1999', 404, 'YEAR_NOT_FOUND'],
    ['/api/map/region?indicator=nope', 404, 'INDICATOR_NOT_FOUND'],
    ['/api/nope', 404, 'NOT_FOUND'],
  ])('%s → %i %s with a French message', async (url, status, code) => {
    const r = await api(url);
    expect(r.status).toBe(status);
    const body = r.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/[a-zé]/);
    expect(body.error.message).not.toMatch(/Invalid|Expected|undefined/);
  });

  it('says in which vintages a territory absent from this one exists', async () => {
    const { db } = get();
    const [gone] = await db.query<{ code: string }>(
      `SELECT code FROM territory WHERE year = 2019 AND type = 'commune'
       AND code NOT IN (SELECT code FROM territory WHERE year = 2026 AND type = 'commune') ORDER BY code LIMIT 1`,
    );
    const r = await api(`/api/territories/commune/${gone?.code}?year=2026`);
    expect(r.status).toBe(404);
    const body = r.json();
    expect(body.error.code).toBe('TERRITORY_ABSENT_IN_YEAR');
    expect(body.error.details.exists).toContain(2019);
    expect(body.error.details.exists).not.toContain(2026);
    expect(body.error.message).toMatch(/n’existe pas dans le millésime 2026/);
  });

  it('names the level when no territory has the code', async () => {
    const commune = await api('/api/territories/commune/99999?year=2019');
    expect(commune.json().error.message).toBe('Aucune commune n’a le code 99999.');
    const epci = await api('/api/territories/epci/999999999');
    expect(epci.json().error.message).toBe('Aucun EPCI n’a le code 999999999.');
    // Unknown code and a vintage without data: the code is what is wrong.
    const both = await api('/api/territories/region/99?year=1999');
    expect(both.json().error).toMatchObject({
      code: 'TERRITORY_NOT_FOUND',
      message: 'Aucune région n’a le code 99.',
    });
    const series = await api('/api/territories/departement/99/series');
    expect(series.json().error.message).toBe('Aucun département n’a le code 99.');
  });

  it('links a merged commune to the vintages where it exists and to its successor', async () => {
    // Béon (01039) merged into Culoz (01138), renamed Culoz-Béon, on 1 January 2023.
    const r = await api('/api/territories/commune/01039?year=2025');
    expect(r.status).toBe(404);
    const { error } = r.json();
    expect(error.code).toBe('TERRITORY_ABSENT_IN_YEAR');
    expect(error.details).toEqual({
      name: 'Béon',
      exists: [2019, 2021, 2022],
      successors: [
        { type: 'commune', code: '01138', name: 'Culoz-Béon', typeLiaison: 0, year: 2025 },
      ],
      predecessors: [],
    });
    expect(error.message).toBe(
      'Béon (01039) n’existe pas dans le millésime 2025. Millésimes où cette commune existe\u00a0: 2019, 2021 et 2022. En 2025, son territoire fait partie de Culoz-Béon (01138).',
    );
  });

  it('says into which commune a commune merges, and from which communes a commune was created', async () => {
    const beon = (await api('/api/territories/commune/01039?year=2021')).json();
    expect(beon.lineage).toEqual({
      mergedFrom: null,
      mergedInto: {
        year: 2023,
        territories: [
          { type: 'commune', code: '01138', name: 'Culoz-Béon', typeLiaison: 0, year: 2023 },
        ],
      },
    });
    const culoz = (await api('/api/territories/commune/01138?year=2025')).json();
    expect(culoz.territory.name).toBe('Culoz-Béon');
    expect(culoz.lineage).toEqual({
      mergedFrom: {
        year: 2023,
        territories: [
          { type: 'commune', code: '01039', name: 'Béon', typeLiaison: 0, year: 2022 },
          { type: 'commune', code: '01138', name: 'Culoz', typeLiaison: 0, year: 2022 },
        ],
      },
      mergedInto: null,
    });
    // Before the merger, Culoz was not created by one (within the vintages).
    const before = (await api('/api/territories/commune/01138?year=2022')).json();
    expect(before.lineage).toEqual({ mergedFrom: null, mergedInto: null });
    const lyon = (await api('/api/territories/epci/200046977')).json();
    expect(lyon.lineage).toEqual({ mergedFrom: null, mergedInto: null });
  });

  it('offers, before a commune nouvelle with a new code existed, the communes it was created from', async () => {
    // Independently of the importer: a commune of 2026 whose code is new since 2019 and whose
    // former codes include communes of 2019.
    const communes2019 = raw<{ code: string; nom: string; type: string; typeLiaison: number }[]>(
      2019,
      'communes',
    ).filter((c) => c.type === 'commune-actuelle');
    const codes2019 = new Map(communes2019.map((c) => [c.code, c.nom]));
    const liaison2019 = new Map(communes2019.map((c) => [c.code, c.typeLiaison]));
    const created = raw<{ code: string; type: string; anciensCodes?: string[] }[]>(
      2026,
      'communes',
    ).find(
      (c) =>
        c.type === 'commune-actuelle' &&
        !codes2019.has(c.code) &&
        (c.anciensCodes ?? []).some((a) => codes2019.has(a)),
    );
    expect(created).toBeDefined();
    const expected = (created?.anciensCodes ?? [])
      .filter((a) => codes2019.has(a))
      .sort()
      .map((code) => ({
        type: 'commune',
        code,
        name: codes2019.get(code),
        typeLiaison: liaison2019.get(code),
        year: 2019,
      }));
    const r = await api(`/api/territories/commune/${created?.code}?year=2019`);
    expect(r.status).toBe(404);
    const { details } = r.json().error;
    expect(details.exists).not.toContain(2019);
    expect(details.predecessors).toEqual(expected);
    expect(details.successors).toEqual([]);
  });

  it('links an EPCI that is gone to the EPCI its communes belong to, and back', async () => {
    type RawEpci = { code: string; nom: string; membres: { code: string }[] };
    const epci2019 = raw<RawEpci[]>(2019, 'epci');
    const epci2026 = raw<RawEpci[]>(2026, 'epci');
    const codes2026 = new Set(epci2026.map((e) => e.code));
    // Independently of the importer: every EPCI of 2019 gone in 2026, and where its communes went.
    const gone = epci2019.filter((e) => !codes2026.has(e.code));
    expect(gone.length).toBeGreaterThan(5);
    let checked = 0;
    for (const e of gone) {
      const members = new Set(e.membres.map((m) => m.code));
      const expected = epci2026
        .filter((n) => n.membres.some((m) => members.has(m.code)))
        .map((n) => n.code)
        .sort();
      const r = await api(`/api/territories/epci/${e.code}?year=2026`);
      expect(r.status).toBe(404);
      const { details, message } = r.json().error;
      expect(details.successors.map((t: { code: string }) => t.code).sort()).toEqual(expected);
      if (expected.length > 0) {
        expect(message).toContain('En 2026, ses communes appartiennent à');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
    // Vierzon-Sologne-Berry changed its SIREN: each side links to the other.
    const old = (await api('/api/territories/epci/200033207?year=2019')).json();
    expect(old.lineage.mergedInto.territories).toEqual([
      expect.objectContaining({ type: 'epci', code: '200090561' }),
    ]);
    // The new one took communes of three EPCI of 2019, the old one first (most communes).
    const renewed = (await api('/api/territories/epci/200090561')).json();
    const members2021 = new Set(
      raw<RawEpci[]>(2021, 'epci')
        .find((e) => e.code === '200090561')
        ?.membres.map((m) => m.code),
    );
    const before = epci2019
      .filter((e) => e.membres.some((m) => members2021.has(m.code)))
      .map((e) => e.code)
      .sort();
    expect(before.length).toBeGreaterThan(1);
    const from = renewed.lineage.mergedFrom.territories as { code: string; year: number }[];
    expect(from.map((t) => t.code).sort()).toEqual(before);
    expect(from[0]).toMatchObject({ code: '200033207', year: 2019 });
    expect(renewed.lineage.mergedFrom.year).toBe(old.lineage.mergedInto.year);
  });

  it('marks the rows that cannot exist for a level as not applicable', async () => {
    const r = await api('/api/compare?type=commune&id=42218&year=2024&type2=epci&id2=244200770');
    expect(r.status).toBe(200);
    const rows = r.json().rows as { indicator: string; applicable: { a: boolean; b: boolean } }[];
    expect(rows.find((row) => row.indicator === 'communes')?.applicable).toEqual({
      a: false,
      b: true,
    });
    expect(rows.find((row) => row.indicator === 'population')?.applicable).toEqual({
      a: true,
      b: true,
    });
  });

  it('gives the key figures of a commune', async () => {
    const r = await api('/api/territories/commune/69123?year=2024');
    expect(r.status).toBe(200);
    const d = r.json();
    const pop = (year: number) =>
      raw<{ code: string; type: string; population: number }[]>(year, 'communes').find(
        (c) => c.code === '69123' && c.type === 'commune-actuelle',
      )?.population as number;
    expect(d.territory).toMatchObject({ type: 'commune', code: '69123', name: 'Lyon', year: 2024 });
    expect(d.exists).toEqual([2019, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(d.population).toBe(pop(2024));
    expect(d.census).toEqual({ year: 2022, sameAs: null });
    expect(d.change.previous).toEqual({
      year: 2023,
      census: 2020,
      population: pop(2023),
      absolute: pop(2024) - pop(2023),
      relative: (pop(2024) - pop(2023)) / pop(2023),
      comparable: true,
      perimeter: { year: 2024, same: true, asWas: pop(2023), communes: 1 },
    });
    expect(d.change.first).toMatchObject({ year: 2019, census: 2016, population: pop(2019) });
    expect(d.rank.parent).toMatchObject({
      rank: 1,
      parent: { type: 'departement', code: '69', name: 'Rhône' },
    });
    expect(d.rank.national.rank).toBe(3);
    expect(d.rank.national.of).toBe(34935);
    expect(d.parents.epci).toEqual({ type: 'epci', code: '200046977', name: 'Métropole de Lyon' });
    expect(d.parents.region.code).toBe('84');
    expect(d.children).toEqual({ type: 'arrondissement', count: 9 });
    expect(d.communes).toBeNull();
    expect(d.source.version).toBe('4.1.0');
  });

  it('gives the key figures of a département and a région', async () => {
    const dep = (await api('/api/territories/departement/42?year=2026')).json();
    expect(dep.chefLieu).toEqual({ code: '42218', name: 'Saint-Étienne', typeLiaison: 0 });
    expect(dep.parents.region).toEqual({
      type: 'region',
      code: '84',
      name: 'Auvergne-Rhône-Alpes',
      typeLiaison: 1,
    });
    expect(dep.communes).toBe(dep.children.count);
    const reg = (await api('/api/territories/region/11')).json();
    expect(reg.rank.parent).toBeNull();
    expect(reg.rank.national).toMatchObject({ rank: 1, of: 18 });
    expect(reg.chefLieu.name).toBe('Paris');
    expect(reg.children).toEqual({ type: 'departement', count: 8 });
  });

  it('gives INSEE’s article type (typeLiaison) on every territory object, none for an EPCI', async () => {
    const liaison = (file: string, code: string, year = 2026) =>
      raw<{ code: string; type: string; typeLiaison: number }[]>(year, file).find(
        (r) => r.code === code && r.type !== 'commune-deleguee' && r.type !== 'commune-associee',
      )?.typeLiaison;
    const d = (await api('/api/territories/commune/42218')).json();
    expect(d.territory.typeLiaison).toBe(liaison('communes', '42218'));
    expect(d.parents.departement).toEqual({
      type: 'departement',
      code: '42',
      name: 'Loire',
      typeLiaison: 3,
    });
    expect(d.parents.region.typeLiaison).toBe(liaison('regions', '84'));
    expect(d.parents.epci).not.toHaveProperty('typeLiaison');
    const dep = (await api('/api/territories/departement/2A')).json();
    expect(dep.territory.typeLiaison).toBe(3);
    expect(dep.chefLieu.typeLiaison).toBe(liaison('communes', dep.chefLieu.code));
    expect(dep.rank.parent.parent.typeLiaison).toBe(liaison('regions', '94'));
    const children = (await api('/api/territories/departement/85/children?pageSize=500')).json();
    for (const c of children.items) expect(c.typeLiaison).toBe(liaison('communes', c.code));
    expect(children.parent.typeLiaison).toBe(liaison('departements', '85'));
    const arr = (await api('/api/territories/commune/75056/children')).json();
    expect(arr.items[0].typeLiaison).toBe(liaison('communes', arr.items[0].code));
    const found = await search('loire', '&type=departement');
    expect(found[0]).toMatchObject({ code: '42', typeLiaison: 3 });
    const cmp = (await api('/api/compare?type=commune&id=42218&type2=departement&id2=42')).json();
    expect(cmp.b.territory.typeLiaison).toBe(3);
    // An absent commune's successors and a commune nouvelle's predecessors carry it too.
    const gone = await api('/api/territories/commune/85165?year=2021');
    expect(gone.status).toBe(404);
    expect(gone.json().error.details.successors.length).toBeGreaterThan(0);
    for (const t of gone.json().error.details.successors)
      expect(t.typeLiaison).toBe(liaison('communes', t.code, 2021));
    const series = (await api('/api/territories/region/84/series')).json();
    expect(series.territory.typeLiaison).toBe(liaison('regions', '84'));
  });

  it('pages and sorts the children', async () => {
    const page1 = (
      await api('/api/territories/departement/42/children?sort=population&pageSize=10')
    ).json();
    expect(page1.total).toBe(page1.items.length > 0 ? page1.total : -1);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ code: '42218', name: 'Saint-Étienne' });
    const populations = page1.items.map((i: { population: number }) => i.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const page2 = (
      await api('/api/territories/departement/42/children?sort=population&pageSize=10&page=2')
    ).json();
    expect(page2.items[0].population).toBeLessThanOrEqual(populations[9]);
    const byName = (
      await api('/api/territories/epci/200046977/children?sort=name&order=desc&pageSize=500')
    ).json();
    expect(byName.items).toHaveLength(byName.total);
    const paris = (
      await api('/api/territories/commune/75056/children?pageSize=50&sort=code')
    ).json();
    expect(paris.items.map((i: { code: string }) => i.code)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(75101 + i)),
    );
  });

  it('exports the children as CSV (Accept header or .csv)', async () => {
    const a = await api('/api/territories/commune/75056/children?sort=code', {
      accept: 'text/csv',
    });
    const b = await api('/api/territories/commune/75056/children.csv?sort=code');
    for (const r of [a, b]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/csv/);
      const lines = r.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      // The census of the populations is named in the header, as on screen.
      expect(lines[0]).toBe('type;code;nom;population (recensement 2023);part;codes_postaux');
      expect(lines).toHaveLength(21);
      expect(lines[1]).toMatch(/^arrondissement;75101;Paris 1er Arrondissement;\d+;0,\d+;75001$/);
    }
  });

  it('writes CSV for French spreadsheets by default, RFC 4180 with ?dialect=rfc4180', async () => {
    const url = '/api/territories/commune/75056/children.csv?sort=code';
    for (const r of [await api(url), await api(`${url}&dialect=fr`)]) {
      expect(r.status).toBe(200);
      expect(
        r.body.startsWith(
          '\uFEFFtype;code;nom;population (recensement 2023);part;codes_postaux\r\n',
        ),
      ).toBe(true);
      expect(r.body.endsWith('\r\n')).toBe(true);
    }
    const accept = { accept: 'text/csv' };
    for (const r of [
      await api(`${url}&dialect=rfc4180`),
      await api('/api/territories/commune/75056/children?sort=code&dialect=rfc4180', accept),
    ]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/csv/);
      expect(
        r.body.startsWith('type,code,nom,population (recensement 2023),part,codes_postaux\r\n'),
      ).toBe(true);
      const lines = r.body.trimEnd().split('\r\n');
      expect(lines).toHaveLength(21);
      expect(lines[1]).toMatch(/^arrondissement,75101,Paris 1er Arrondissement,\d+,0\.\d+,75001$/);
    }
    const detail = await api('/api/territories/region/11?year=2026&dialect=rfc4180', accept);
    expect(detail.body.split('\r\n')[0]).toBe('indicateur,libelle,valeur,unite');
    const series = await api('/api/territories/commune/75056/series.csv?dialect=rfc4180');
    expect(series.body.split('\r\n')[0]).toBe(
      'serie,libelle,periode,annee,valeur,unite,statut,perimetre,valeur_perimetre_d_alors,source',
    );
    const map = await api('/api/map/region.csv?year=2024&dialect=rfc4180');
    expect(map.body.split('\r\n')[0]).toBe('code,nom,population');
    const compare = await api(
      '/api/compare.csv?type=region&id=11&type2=departement&id2=75&dialect=rfc4180',
    );
    expect(compare.body).toMatch(/^indicateur,libelle,unite,Île-de-France \(2026\),Paris \(2026\)/);
    // The JSON answer ignores the dialect.
    const json = await api('/api/territories/commune/75056/children?dialect=rfc4180');
    expect(json.json().total).toBe(20);
  });

  it.each([
    '/api/territories/commune/75056/children.csv?dialect=excel',
    '/api/territories/commune/75056/series.csv?dialect=',
    '/api/compare.csv?type=region&id=11&type2=departement&id2=75&dialect=RFC4180',
    '/api/map/region.csv?dialect=tsv',
  ])('refuses an unknown CSV dialect with a French message (%s)', async (url) => {
    const r = await api(url);
    expect(r.status).toBe(400);
    expect(r.json().error).toMatchObject({
      code: 'INVALID_DIALECT',
      message: expect.stringMatching(/^Dialecte CSV inconnu\s.* fr, rfc4180\.$/),
      details: { field: 'dialect' },
    });
  });

  it('gives the population at each census, one point per census, on the perimeter asked', async () => {
    const s = (await api('/api/territories/commune/75056/series')).json();
    expect(s.territory).toMatchObject({ code: '75056', year: 2026 });
    const [population] = s.series;
    expect(population.id).toBe('population');
    // Legal populations (one per census: 2022 and 2023 share 2020's, 2025 and 2026 2023's),
    // with the RP 2013 and 2018 of the comparateur between them.
    expect(population.points.map((p: { year: number }) => p.year)).toEqual([
      2013, 2016, 2018, 2019, 2020, 2022, 2023,
    ]);
    const legal = population.points.filter(
      (p: { source: string }) => p.source === 'populations-legales',
    );
    expect(legal.map((p: { vintages: number[] }) => p.vintages)).toEqual([
      [2019],
      [2021],
      [2022, 2023],
      [2024],
      [2025, 2026],
    ]);
    for (const p of legal) {
      // Paris's perimeter never changed: each census's own figure, as its package gives it.
      const source = raw<{ code: string; type: string; population: number }[]>(
        p.vintages[0],
        'communes',
      ).find((c) => c.code === '75056' && c.type === 'commune-actuelle');
      expect(p.value).toBe(source?.population);
      expect(p.asWas).toBe(source?.population);
      expect(p.perimeter).toMatchObject({ year: 2026, same: true });
    }
    const csv = await api('/api/territories/commune/75056/series.csv');
    expect(csv.body).toContain('population;Population municipale;2016;2016;2190327;habitants;');
  });

  it('names each vintage’s census and the vintage it repeats', async () => {
    const { vintages } = (await api('/api/vintages')).json();
    expect(
      vintages.map((v: { census: { year: number; sameAs: number | null } }) => [
        v.census.year,
        v.census.sameAs,
      ]),
    ).toEqual([
      [2016, null],
      [2019, null],
      [2020, null],
      [2020, 2022],
      [2022, null],
      [2023, null],
      [2023, 2025],
    ]);
    for (const v of vintages) expect(v.census.url).toMatch(/^https:\/\/www\.insee\.fr\//);
  });

  it('computes a merged commune’s change since 2019 on its current perimeter', async () => {
    // Culoz-Béon (01138) = Culoz + Béon (01039) since 1 January 2023.
    const pop = (year: number, code: string) =>
      raw<{ code: string; type: string; population: number }[]>(year, 'communes').find(
        (c) => c.code === code && c.type === 'commune-actuelle',
      )?.population as number;
    const d = (await api('/api/territories/commune/01138?year=2026')).json();
    expect(d.population).toBe(pop(2026, '01138'));
    expect(d.census).toEqual({ year: 2023, sameAs: 2025 });
    const rebuilt2019 = pop(2019, '01138') + pop(2019, '01039');
    expect(d.change.first).toMatchObject({
      year: 2019,
      census: 2016,
      population: rebuilt2019,
      absolute: d.population - rebuilt2019,
      comparable: true,
      perimeter: { year: 2026, same: false, asWas: pop(2019, '01138'), communes: 2 },
    });
    expect(d.change.first.relative).toBeCloseTo((d.population - rebuilt2019) / rebuilt2019, 12);
    expect(d.change.first.perimeter.from.map((t: { name: string }) => t.name)).toEqual([
      'Béon',
      'Culoz',
    ]);
    // 2026 repeats 2025's census: its change is since 2024 (census 2022), never "stable".
    expect(d.change.previous).toMatchObject({ year: 2024, census: 2022, comparable: true });
    // In 2023 the package gives Culoz's population alone: rebuilt from 2022's communes.
    const in2023 = (await api('/api/territories/commune/01138?year=2023')).json();
    expect(in2023.population).toBe(pop(2022, '01138') + pop(2022, '01039'));
    expect(in2023.census).toEqual({ year: 2020, sameAs: 2022 });
    expect(in2023.change.previous.year).toBe(2021);
  });

  it('never compares a population that predates its commune’s merger', async () => {
    // Évry-Courcouronnes, created on 1 January 2019: its 2016 census is Évry's alone.
    const in2019 = (await api('/api/territories/commune/91228?year=2019')).json();
    expect(in2019.census).toEqual({ year: 2016, sameAs: null, incomplete: true });
    const d = (await api('/api/territories/commune/91228?year=2026')).json();
    // The earliest comparable vintage is 2021 (census 2019), not 2019.
    expect(d.change.first).toMatchObject({ year: 2021, census: 2019, comparable: true });
    const s = (await api('/api/territories/commune/91228/series')).json();
    const p2016 = s.series[0].points.find((p: { year: number }) => p.year === 2016);
    expect(p2016).toMatchObject({
      value: null,
      status: 'unavailable',
      reason: 'incomplete_population',
    });
  });

  it('shows a territory’s population as it was in each vintage beside the constant perimeter', async () => {
    const s = (await api('/api/territories/commune/01138/series?year=2026')).json();
    const pop = (code: string) =>
      raw<{ code: string; type: string; population: number }[]>(2019, 'communes').find(
        (c) => c.code === code && c.type === 'commune-actuelle',
      )?.population as number;
    const p2016 = s.series[0].points.find((p: { year: number }) => p.year === 2016);
    expect(p2016).toMatchObject({
      value: pop('01138') + pop('01039'),
      asWas: pop('01138'),
      perimeter: { same: false, communes: 2 },
    });
    // Asked in 2019's perimeter (Culoz alone), later censuses cannot be rebuilt: Culoz merged.
    const old = (await api('/api/territories/commune/01138/series?year=2019')).json();
    const p2023 = old.series[0].points.find((p: { year: number }) => p.year === 2023);
    expect(p2023).toMatchObject({ status: 'unavailable', reason: 'perimeter_changed' });
  });

  it('compares one territory in two vintages on the later perimeter', async () => {
    const c = (
      await api('/api/compare?type=commune&id=01138&year=2019&type2=commune&id2=01138&year2=2026')
    ).json();
    const row = c.rows.find((r: { indicator: string }) => r.indicator === 'population');
    const [earlier, later] = row.values;
    expect(earlier.perimeter).toBeUndefined();
    expect(later.perimeter).toMatchObject({
      year: 2026,
      value: c.sides[1].population,
      comparable: true,
    });
    expect(later.perimeter.reference).toBe(c.sides[1].change.first.population);
    expect(later.absolute).toBe(later.perimeter.value - later.perimeter.reference);
    // The sides name their census years.
    expect(c.sides.map((s: { census: { year: number } }) => s.census.year)).toEqual([2016, 2023]);
  });

  it('compares two territories of any level and vintage', async () => {
    const r = await api(
      '/api/compare?type=commune&id=75056&year=2019&type2=commune&id2=69123&year2=2026',
    );
    expect(r.status).toBe(200);
    const c = r.json();
    expect(c.a.territory.name).toBe('Paris');
    expect(c.b.territory.year).toBe(2026);
    const pop = c.rows.find((row: { indicator: string }) => row.indicator === 'population');
    expect(pop.absolute).toBe(c.b.population - c.a.population);
    expect(pop.relative).toBeCloseTo((c.b.population - c.a.population) / c.a.population, 12);
    // Each side's population at each census, on its own perimeter.
    expect(c.series.a.map((p: { year: number }) => p.year)).toEqual([
      2013, 2016, 2018, 2019, 2020, 2022, 2023,
    ]);
    const csv = await api('/api/compare.csv?type=region&id=11&type2=departement&id2=75');
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Île-de-France (2026)');
  });

  it('gives map values per département and région', async () => {
    const deps = (await api('/api/map/departement?year=2024')).json();
    expect(deps.values).toHaveLength(101);
    const regs = (await api('/api/map/region?year=2024')).json();
    const sum = (list: { value: number | null }[]) => list.reduce((s, v) => s + (v.value ?? 0), 0);
    expect(sum(deps.values)).toBe(sum(regs.values));
    const vintage = (await api('/api/vintages'))
      .json()
      .vintages.find((v: { year: number }) => v.year === 2024);
    expect(sum(regs.values)).toBe(vintage.population);
    expect(regs.min).toBeGreaterThan(0);
    const csv = await api('/api/map/region.csv?year=2024');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFcode;nom;population');
  });

  it('refuses the data API without a session', async () => {
    const { app } = get();
    for (const url of [
      '/api/vintages',
      '/api/territories/search?q=paris',
      '/api/territories/commune/75056',
      '/api/territories/commune/75056/children',
      '/api/territories/commune/75056/series',
      '/api/compare?type=commune&id=75056&type2=commune&id2=69123',
      '/api/map/region',
    ]) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(401);
      expect(r.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('never answers a search with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('', '&type=commune', '&year=2022'),
        async (q, extra) => {
          const r = await api(`/api/territories/search?q=${encodeURIComponent(q)}${extra}`);
          expect([200, 400]).toContain(r.status);
        },
      ),
      { numRuns: 60 },
    );
  });
}
