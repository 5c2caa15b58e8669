/**
 * On every vintage: the key figures of a comparison's France and parent columns, on the sides'
 * footing (legal populations with their census, the change since the previous census on the later
 * perimeter), in JSON and CSV. On the database suite's seven vintages and server
 * (db/database-suite.ts), rather than a database and a server of its own.
 */
import { expect, it } from 'vitest';
import { parseCsv } from '../../src/import/csv.js';
import type { DbContext } from './context.js';

type Cell = {
  value: number | null;
  applicable: boolean;
  census?: { year: number };
  change?: { year: number; census: number | null; comparable: boolean };
};
type Row = {
  indicator: string;
  values: { value: number | null }[];
  france?: Cell;
  parents?: (Cell | null)[];
};

export function compareReferencesSuite(get: () => DbContext) {
  const api = async (url: string) => {
    const { app, cookie } = get();
    const r = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: r.statusCode, json: () => r.json(), body: r.body };
  };

  // Saint-Étienne 2024, Lyon 2021, the Loire 2024 (whose parent is a région).
  const SIDES =
    'type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2021&type3=departement&id3=42&year3=2024';

  it('gives France’s and each parent’s population, change, communes and share', async () => {
    const r = await api(`/api/compare?${SIDES}&references=france,parent`);
    expect(r.status).toBe(200);
    const rows: Row[] = r.json().rows;
    const row = (id: string) => rows.find((x) => x.indicator === id) as Row;
    const vintages = (await api('/api/vintages')).json().vintages as {
      year: number;
      population: number;
      census: { year: number } | null;
      counts: { commune: number };
    }[];
    const v2024 = vintages.find((v) => v.year === 2024);

    // France, in the reference side's vintage (2024).
    const population = row('population');
    expect(population.france).toEqual({
      value: v2024?.population,
      applicable: true,
      census: expect.objectContaining({ year: v2024?.census?.year }),
    });
    expect(row('communes').france).toEqual({ value: v2024?.counts.commune, applicable: true });
    expect(row('share_national').france).toEqual({ value: null, applicable: false });
    const change = row('change_previous').france;
    expect(change?.change?.comparable).toBe(true);
    expect(change?.change?.census).not.toBe(v2024?.census?.year);
    expect(change?.value).toBeGreaterThan(-0.05);
    expect(change?.value).toBeLessThan(0.05);
    expect(change?.value).not.toBe(0);

    // Each side's parent: its own key figures in the side's vintage.
    const loire = (await api('/api/territories/departement/42?year=2024')).json();
    const rhone = (await api('/api/territories/departement/69?year=2021')).json();
    const ara = (await api('/api/territories/region/84?year=2024')).json();
    expect(population.parents?.map((p) => p?.value)).toEqual([
      loire.population,
      rhone.population,
      ara.population,
    ]);
    expect(population.parents?.[1]?.census?.year).toBe(rhone.census.year);
    const changes = row('change_previous').parents;
    expect(changes?.[0]?.value).toBe(loire.change.previous.relative);
    expect(changes?.[0]?.change).toEqual({
      year: loire.change.previous.year,
      census: loire.change.previous.census,
      comparable: true,
    });
    expect(changes?.[2]?.value).toBe(ara.change.previous.relative);
    expect(row('communes').parents?.[0]?.value).toBe(loire.communes);
    expect(row('share_national').parents?.[0]?.value).toBe(loire.rank.national.share);
  });

  it('asks nothing of the references without references=', async () => {
    const rows: Row[] = (await api(`/api/compare?${SIDES}`)).json().rows;
    expect(rows.every((x) => x.france === undefined && x.parents === undefined)).toBe(true);
  });

  it('exports the same France and parent values as CSV', async () => {
    const r = await api(`/api/compare.csv?${SIDES}&references=france,parent`);
    expect(r.status).toBe(200);
    const [header, ...rows] = parseCsv(r.body.replace(/^\uFEFF/, ''), ';').map((x) => x.cells);
    const json: Row[] = (await api(`/api/compare?${SIDES}&references=france,parent`)).json().rows;
    const france = header?.indexOf('France') ?? -1;
    const parent1 = header?.findIndex((h) => h.endsWith('(parent 1)')) ?? -1;
    expect(france).toBeGreaterThan(0);
    expect(parent1).toBeGreaterThan(0);
    const csvRow = (id: string) => rows.find((x) => x[0] === id) ?? [];
    const jsonRow = (id: string) => json.find((x) => x.indicator === id) as Row;
    expect(Number(csvRow('population')[france])).toBe(jsonRow('population').france?.value);
    expect(Number(csvRow('population')[parent1])).toBe(jsonRow('population').parents?.[0]?.value);
    expect(Number(csvRow('recensement')[france])).toBe(jsonRow('population').france?.census?.year);
    expect(csvRow('share_national')[france]).toBe('');
    expect(csvRow('change_previous')[france]).not.toBe('');
  });
}
