/**
 * Census years of the vintages and the populations of communes merged after their census, read
 * from the packages themselves (their README, their data, the INSEE comparateur file), never
 * assumed from the vintage year.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { censusFromReadme, LEGAL_POPULATION_PUBLICATIONS } from '../src/import/census.js';
import { lateMergers } from '../src/import/late-mergers.js';
import { loadVintage, VINTAGES } from '../src/import/sources.js';
import { opendataDir } from '../src/indicators/source-files.js';

const require = createRequire(import.meta.url);
const packageDir = (year: number) => dirname(require.resolve(`dec-${year}/package.json`));
const readme = (year: number) => readFileSync(join(packageDir(year), 'README.md'), 'utf8');

interface RawCommune {
  code: string;
  type: string;
  population?: number;
  anciensCodes?: string[];
}
const rawCommunes = (year: number): RawCommune[] =>
  (
    JSON.parse(
      readFileSync(join(packageDir(year), 'data', 'communes.json'), 'utf8'),
    ) as RawCommune[]
  ).filter((c) => c.type === 'commune-actuelle');
const populations = (year: number) =>
  new Map(rawCommunes(year).map((c) => [c.code, c.population ?? null]));

/** Share of the communes present in both vintages whose populations are equal. */
function equalShare(a: number, b: number): number {
  const x = populations(a);
  const y = populations(b);
  let both = 0;
  let equal = 0;
  for (const [code, p] of x) {
    if (!y.has(code)) continue;
    both++;
    if (y.get(code) === p) equal++;
  }
  return equal / both;
}

describe('census years', () => {
  it('reads each vintage’s census from the INSEE publication its package names', () => {
    const censuses = VINTAGES.map((y) => censusFromReadme(readme(y)));
    expect(censuses.map((c) => c?.year)).toEqual([2016, 2019, 2020, 2020, 2022, 2023, 2023]);
    for (const c of censuses)
      expect(c?.url).toMatch(/^https:\/\/www\.insee\.fr\/fr\/statistiques\/\d+$/);
  });

  it('finds the repeated censuses in the data: identical populations, where the others differ', () => {
    // Same census: every commune keeps its population (but the few merged since, see below).
    expect(equalShare(2022, 2023)).toBeGreaterThan(0.999);
    expect(equalShare(2025, 2026)).toBe(1);
    // Another census: most populations change.
    for (const [a, b] of [
      [2019, 2021],
      [2021, 2022],
      [2023, 2024],
      [2024, 2025],
    ] as const) {
      expect(equalShare(a, b), `${a}/${b}`).toBeLessThan(0.3);
    }
  });

  it('does not take vintage N for census N − 3: 2021 does not hold the 2018 census of INSEE’s comparateur', () => {
    const zip = readFileSync(
      join(opendataDir(), 'insee-comparateur-ed2022-geo2021/base_cc_comparateur_csv.zip'),
    );
    const text = new TextDecoder().decode(unzipSync(zip)['base_cc_comparateur.CSV']);
    const [head, ...lines] = text.trim().split(/\r?\n/);
    const at = (head as string).split(';').indexOf('P18_POP');
    const p18 = new Map(lines.map((l) => l.split(';')).map((c) => [c[0], Number(c[at])]));
    const pop2021 = populations(2021);
    let both = 0;
    let equal = 0;
    for (const [code, p] of pop2021) {
      const census = p18.get(code);
      if (census === undefined || Number.isNaN(census)) continue;
      both++;
      if (Math.round(census) === p) equal++;
    }
    // The 2021 package's figures are the 2019 census (same geography as the comparateur).
    expect(equal / both).toBeLessThan(0.1);
  });

  it('knows only the publications it maps, and drops the address’s query', () => {
    expect(
      censusFromReadme('* [Population légale](https://www.insee.fr/fr/statistiques/1) de l’INSEE'),
    ).toBeNull();
    expect(censusFromReadme('no link')).toBeNull();
    const [id, year] = Object.entries(LEGAL_POPULATION_PUBLICATIONS)[0] as [string, number];
    expect(
      censusFromReadme(
        `* [Population légale](https://www.insee.fr/fr/statistiques/${id}?sommaire=1) de l'INSEE`,
      ),
    ).toEqual({ year, url: `https://www.insee.fr/fr/statistiques/${id}` });
  });
});

describe('communes merged after their census', () => {
  it('rebuilds 2023’s communes nouvelles from the 2022 communes of the same census', () => {
    const before = populations(2022);
    const sources = {
      vintages: VINTAGES,
      communesOf: (y: number) => rawCommunes(y),
      history: () => undefined,
    };
    const late = lateMergers(2023, 2020, rawCommunes(2023), sources);
    // Culoz-Béon: the package gives Culoz's 2 987 only.
    const culozBeon = (before.get('01138') as number) + (before.get('01039') as number);
    expect(late.rebuilt.get('01138')).toBe(culozBeon);
    expect(rawCommunes(2023).find((c) => c.code === '01138')?.population).toBe(before.get('01138'));
    // Every rebuilt commune holds several 2022 communes and their sum.
    for (const [code, value] of late.rebuilt) {
      const c = rawCommunes(2023).find((x) => x.code === code) as RawCommune;
      const pieces = [code, ...(c.anciensCodes ?? [])].filter(
        (p, i, all) => before.has(p) && all.indexOf(p) === i,
      );
      expect(pieces.length, code).toBeGreaterThan(1);
      expect(value, code).toBe(pieces.reduce((s, p) => s + (before.get(p) as number), 0));
    }
    expect(late.rebuilt.size).toBe(8);
    expect(late.incomplete).toEqual([]);
    // And the import uses them.
    const row = loadVintage(2023).territories.find(
      (t) => t.type === 'commune' && t.code === '01138',
    );
    expect(row?.population).toBe(culozBeon);
  });

  it('marks 2019’s communes nouvelles incomplete: their 2016 census predates the merger', () => {
    const history = JSON.parse(
      readFileSync(join(packageDir(2019), 'data', 'historique-communes.json'), 'utf8'),
    ) as { type: string; code: string; raisonDebut?: string; dateDebut?: string }[];
    const own = new Set(rawCommunes(2019).map((c) => c.code));
    const created = new Set(
      history
        .filter(
          (h) =>
            h.type === 'COM' &&
            h.raisonDebut === 'commune nouvelle' &&
            (h.dateDebut ?? '') > '2018-01-01' &&
            own.has(h.code),
        )
        .map((h) => h.code),
    );
    const vintage = loadVintage(2019);
    expect(vintage.counts.census?.year).toBe(2016);
    expect(new Set(vintage.counts.populationIncomplete)).toEqual(created);
    expect(created.size).toBe(239);
    // Évry-Courcouronnes (1 January 2019): the package holds Évry's population only.
    expect(vintage.counts.populationIncomplete).toContain('91228');
    // Nothing to mark where the census's geography is the vintage's own.
    for (const year of [2021, 2022, 2024, 2025]) {
      const v = loadVintage(year);
      expect(v.counts.populationIncomplete, String(year)).toEqual([]);
      expect(v.counts.populationsRebuilt, String(year)).toBe(0);
    }
  });
});
