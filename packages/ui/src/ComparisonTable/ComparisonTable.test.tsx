// Long file: the table's behaviour tests (sides, differences, statuses, references, folding, exports), read together as its contract.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lyon, saintEtienne } from '../fixtures/territories';
import { ComparisonTable } from './ComparisonTable';
import {
  changedPerimeterKeyFigures,
  changedPerimeterSides,
  communeEpciThemes,
  comparisonSources,
  incomeParents,
  incomeSides,
  incomeThemes,
  keyFigures,
  sameCensusKeyFigures,
  sameCensusSides,
  sixParents,
  sixSides,
  sixThemes,
  twoCommunesThemes,
  twoVintagesKeyFigures,
  twoVintagesSides,
  twoVintagesThemes,
} from './ComparisonTable.fixtures';
import { parseCsv } from './parseCsv.test-helper';

const two = {
  sides: [
    { territory: saintEtienne, year: 2024 },
    { territory: lyon, year: 2024 },
  ],
  keyFigures: keyFigures([
    { population: 172_700, change: 0.47, communes: null },
    { population: 520_800, change: 1.46, communes: null },
  ]),
  themes: twoCommunesThemes,
  sources: comparisonSources,
};
const six = {
  sides: sixSides,
  parents: sixParents,
  themes: sixThemes,
  sources: comparisonSources,
  references: { france: true, parent: true },
};

/** An element's whole text (visible and for assistive technology), spaces as they are. */
const text = (element: Element | undefined) => element?.textContent ?? '';

/** The cells of an indicator's row (its name matched at the start). */
const cellsOf = (name: RegExp) =>
  within(screen.getByRole('rowheader', { name }).parentElement as HTMLElement).getAllByRole('cell');

describe('ComparisonTable', () => {
  it('given two sides should name each column with its level and vintage, and mark the reference', () => {
    render(<ComparisonTable {...two} />);
    const table = screen.getByRole('table', {
      name: 'Comparaison\u00a0: Saint-Étienne (2024) et Lyon (2024)',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Indicateur',
      'A Saint-Étienne Commune, 2024 référence',
      'B Lyon Commune, 2024',
    ]);
    expect(
      screen.getByText(
        /^Sous chaque valeur, l’écart avec le territoire de référence A, Saint-Étienne \(2024\)\s: /,
      ),
    ).toBeVisible();
  });

  it('given counts should give each side’s difference to the reference, absolute and relative', () => {
    render(<ComparisonTable {...two} />);
    const [a, b] = cellsOf(/^Population municipale/);
    expect(text(a)).toMatch(/^172\u202f700\u00a0habitants référence/);
    expect(text(b)).toContain(
      '520\u202f800\u00a0habitants +348\u202f100\u00a0habitants (+201,6\u202f%)',
    );
    // Read in words by assistive technology.
    expect(
      within(b as HTMLElement).getByText(
        /^écart avec la référence : \+348 100 habitants \(\+201,6 %\)$/,
      ),
    ).toBeTruthy();
  });

  it('given another reference should count the differences from it', () => {
    render(<ComparisonTable {...two} reference={1} />);
    const [a, b] = cellsOf(/^Population municipale/);
    expect(text(a)).toContain('\u2212348\u202f100\u00a0habitants (\u221266,8\u202f%)');
    expect(text(b)).toContain('référence');
    expect(text(screen.getAllByRole('columnheader')[2])).toContain('référence');
  });

  it('given a rate should give the difference in points and no relative difference', () => {
    render(<ComparisonTable {...two} />);
    const b = cellsOf(/^Taux de pauvreté/)[1] as HTMLElement;
    expect(text(b)).toMatch(/^16,4\u202f%\s*−9,4\u00a0pts/);
    expect(text(b)).not.toContain('(');
    expect(text(cellsOf(/^Médiane du niveau de vie/)[1])).toContain(
      '+4\u202f810\u00a0€ (+24,6\u202f%)',
    );
  });

  it('given the API’s differences should show them rather than compute others', () => {
    const [theme] = twoCommunesThemes;
    const indicator = { ...theme?.indicators[0], absolute: [0, 345_000], relative: [0, null] };
    render(
      <ComparisonTable
        sides={two.sides}
        themes={[{ id: 'p', label: 'P', indicators: [indicator as never] }]}
      />,
    );
    expect(text(cellsOf(/^Population \(recensement/)[1])).toMatch(
      /\+345\u202f000\u00a0habitants(écart|$)/,
    );
  });

  it('given secret, unavailable and not-applicable values should say so, with the reason, and compute no difference', () => {
    render(<ComparisonTable sides={two.sides} themes={communeEpciThemes} />);
    const median = cellsOf(/^Médiane du niveau de vie/).map((c) => c.textContent);
    expect(median).toEqual(['Secret statistique', 'Sans objet (publié à la commune uniquement)']);
    expect(cellsOf(/^Taux de chômage/).map((c) => c.textContent)).toEqual([
      'Non disponible (dénominateur nul)',
      '10,3\u202f% écart non calculable',
    ]);
    expect(text(cellsOf(/^Ménages \(recensement/)[1])).toContain(
      '9\u202f820\u00a0ménages calculé sur 52\u00a0communes sur 53',
    );
    expect(text(cellsOf(/^Établissements actifs/)[1])).toContain(
      'Non disponible (aucune commune membre renseignée)',
    );
  });

  it('given a key figure that cannot exist at a level should read “Sans objet”', () => {
    render(<ComparisonTable {...two} />);
    expect(cellsOf(/^Nombre de communes/).map((c) => c.textContent)).toEqual([
      'Sans objet',
      'Sans objet',
    ]);
  });

  it('given six sides and the references should add France and each distinct parent', () => {
    render(<ComparisonTable {...six} />);
    const table = screen.getByRole('table', { name: /^Population\u00a0:/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 7).map((h) => h?.slice(0, 1))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(headers.slice(7)).toEqual([
      'France',
      'Loire (département, 2024) de A et C',
      'Rhône (département, 2024) de B',
      'Auvergne-Rhône-Alpes (région, 2024) de D',
      'Marne (département, 2024) de E',
    ]);
    const unemployment = cellsOf(/^Taux de chômage/);
    expect(unemployment.map((c) => c.textContent?.slice(0, 9)).slice(6)).toEqual([
      '13,0\u202f%',
      '12,4\u202f%',
      '11,8\u202f%',
      '11,0\u202f%',
      '12,6\u202f%',
    ]);
    // Saint-Étienne (19,8 %) is above France (13,0 %) and the Loire (12,4 %): a mark and words.
    const [saintEtienneCell] = unemployment as [HTMLElement];
    expect(within(saintEtienneCell).getByText('au-dessus de la valeur de la France')).toBeTruthy();
    expect(within(saintEtienneCell).getByText('au-dessus de la valeur de la Loire')).toBeTruthy();
    expect(text(saintEtienneCell)).toContain('▲\u00a0France');
    // A count is never set against France's total.
    expect(text(cellsOf(/^Population \(recensement/)[0])).not.toContain('▼');
    // The région has no parent: its line has the France mark only.
    expect(text(unemployment[5])).toMatch(/=\u00a0France|▼\u00a0France/);
    expect(text(unemployment[5])).not.toContain('Auvergne');
  });

  it('given the check boxes should ask for the reference columns', async () => {
    const onReferencesChange = vi.fn();
    render(
      <ComparisonTable
        {...two}
        references={{ france: false, parent: true }}
        onReferencesChange={onReferencesChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Valeurs de référence' });
    const france = within(group).getByRole('checkbox', { name: 'France' });
    const parent = within(group).getByRole('checkbox', {
      name: 'Département ou région de chaque territoire',
    });
    expect([france, parent].map((c) => (c as HTMLInputElement).checked)).toEqual([false, true]);
    await userEvent.click(france);
    expect(onReferencesChange).toHaveBeenCalledWith({ france: true, parent: true });
  });

  it('given the loading state should keep the check boxes (the focus stays on them)', () => {
    render(<ComparisonTable {...two} loading onReferencesChange={() => {}} />);
    expect(text(screen.getByRole('status'))).toContain('Chargement de la comparaison…');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).toBeNull();
  });

  it('given the theme links and buttons should collapse, expand and jump to a theme with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ComparisonTable {...two} />);
    const emploi = screen.getByRole('button', { name: /^Emploi/ });
    emploi.focus();
    await user.keyboard('{Enter}');
    expect(emploi).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Tout replier' }));
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Aller au thème' });
    within(nav).getByRole('link', { name: 'Revenus' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Revenus/ })).toHaveFocus();
    expect(screen.getByRole('table', { name: /^Revenus/ })).toBeVisible();
  });

  it('given the CSV export should give every side’s value, status and differences, the references and the sources', async () => {
    const onExport = vi.fn();
    render(<ComparisonTable {...six} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const [csv, filename, format] = onExport.mock.calls[0] ?? [];
    expect([filename, format]).toEqual(['comparaison.csv', 'csv']);
    expect((csv as string).startsWith('\ufeff')).toBe(true);
    expect((csv as string).endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv as string);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Thème',
      'Indicateur',
      'Unité',
      'Année de référence',
      'A\u00a0: Saint-Étienne (2024) (référence)',
      'Précisions A',
      'Écart A (en points pour un taux)',
      'Écart relatif A (%)',
    ]);
    expect(rows[0]?.slice(28)).toEqual([
      'France',
      'Précisions France',
      'Loire (département, 2024)',
      'Précisions Loire (département, 2024)',
      'Rhône (département, 2024)',
      'Précisions Rhône (département, 2024)',
      'Auvergne-Rhône-Alpes (région, 2024)',
      'Précisions Auvergne-Rhône-Alpes (région, 2024)',
      'Marne (département, 2024)',
      'Précisions Marne (département, 2024)',
      'Source',
      'Licence',
    ]);
    expect(rows.every((row) => row.length === 40)).toBe(true);
    const vacant = rows.find((row) => row[1] === 'Part des logements vacants') ?? [];
    // B Lyon: 7,9 %, −5,6 points from Saint-Étienne, no relative difference for a rate.
    expect(vacant.slice(8, 12)).toEqual(['7,9', '', '-5,6', '']);
    expect(vacant.slice(28, 30)).toEqual(['8,2', '']);
    const median = rows.find((row) => row[1] === 'Médiane du niveau de vie (2021)') ?? [];
    // Worded as on screen.
    expect(median.slice(12, 14)).toEqual(['', 'Sans objet (publié à la commune uniquement)']);
    expect(median.slice(-2)).toEqual([
      comparisonSources[1]?.attribution,
      comparisonSources[1]?.licence,
    ]);
  });

  it('given key figures with France and parents should show and export their values, a dash that says why for France’s share', async () => {
    const side = { population: 172_700, change: 0.47, communes: null };
    const loire = { population: 765_000, change: 0.2, communes: 323 };
    const figures = keyFigures([side, side, side, side, side, side], {
      france: { population: 68_373_000, change: 0.31, communes: 34_875 },
      parents: [loire, null, null, null, null, null],
    });
    const onExport = vi.fn();
    render(<ComparisonTable {...six} keyFigures={figures} onExport={onExport} />);
    const population = cellsOf(/^Population municipale/);
    expect(text(population[6])).toMatch(/^68\u202f373\u202f000/);
    expect(text(population[7])).toMatch(/^765\u202f000/);
    const share = cellsOf(/^Part de la population nationale/)[6];
    expect(within(share as HTMLElement).getByText('—')).toHaveAttribute(
      'title',
      'sans objet pour la France',
    );
    expect(text(share)).toContain('sans objet pour la France');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const rows = parseCsv(onExport.mock.calls[0]?.[0] as string);
    const csvPopulation = rows.find((row) => row[1] === 'Population municipale') ?? [];
    expect(csvPopulation.slice(28, 31)).toEqual(['68373000', '', '765000']);
    const csvChange = rows.find((row) => row[1]?.startsWith('Évolution')) ?? [];
    expect(csvChange[28]).toBe('0,31');
    const csvShare = rows.find((row) => row[1] === 'Part de la population nationale') ?? [];
    expect(csvShare.slice(28, 30)).toEqual(['', 'Sans objet']);
  });

  it('given the JSON export should carry the sides, the reference, every indicator with its references and the sources used', async () => {
    const onExport = vi.fn();
    render(<ComparisonTable {...six} reference={1} filename="c.csv" onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en JSON' }));
    const [json, filename] = onExport.mock.calls[0] ?? [];
    expect(filename).toBe('c.json');
    const data = JSON.parse(json as string);
    expect(data.reference).toBe(2);
    expect(data.sides).toHaveLength(6);
    expect(data.sides[0]).toMatchObject({
      key: 'A',
      code: '42218',
      year: 2024,
      parent: { code: '42' },
    });
    expect(data.sides[5].parent).toBeNull();
    expect(data.indicators).toHaveLength(13);
    const poverty = data.indicators.find((i: { id: string }) => i.id === 'unemployment_rate_2018');
    expect(poverty).toMatchObject({
      theme: 'Emploi',
      referenceYear: 'RP 2018',
      source: 'comparateur-2022',
      france: { value: 13, status: 'ok' },
    });
    expect(poverty.values).toHaveLength(6);
    expect(poverty.absolute[0]).toBe(7.1);
    expect(poverty.parents[1]).toEqual({ value: 11.8, status: 'ok' });
    expect(data.sources.map((s: { id: string }) => s.id)).toEqual([
      'comparateur-2022',
      'filosofi-2021',
    ]);
  });

  it('given a figure of one reference date for the same territory in two vintages should show no difference and say why', () => {
    render(
      <ComparisonTable
        sides={twoVintagesSides}
        keyFigures={twoVintagesKeyFigures}
        themes={twoVintagesThemes}
      />,
    );
    const [, b] = cellsOf(/^Population \(recensement 2018\)/);
    expect(text(b)).toMatch(/^3\u202f512\u00a0habitants/);
    expect(text(b)).toContain('RP 2018 sur un autre périmètre\u00a0: pas d’écart');
    expect(text(b)).toContain(
      'pas d’écart avec la référence\u00a0: même territoire et même date (RP 2018), seul le périmètre diffère',
    );
    expect(text(b)).not.toMatch(/[+−]\d/);
    expect(text(cellsOf(/^Taux de chômage/)[1])).not.toContain('pt');
  });

  it('given a perimeter that cannot be rebuilt should say the difference and the change are not comparable, and why', () => {
    render(
      <ComparisonTable sides={changedPerimeterSides} keyFigures={changedPerimeterKeyFigures} />,
    );
    const [, b] = cellsOf(/^Population municipale/);
    expect(text(b)).toContain('non comparable (périmètre modifié entre les deux millésimes)');
    expect(text(b)).not.toMatch(/[+−]\d/);
    expect(text(cellsOf(/^Évolution depuis/)[1])).toBe(
      'Non comparable (périmètre modifié entre les deux millésimes)',
    );
  });

  it('given two vintages of one census should say there is no change to measure', () => {
    render(<ComparisonTable sides={sameCensusSides} keyFigures={sameCensusKeyFigures} />);
    const [, b] = cellsOf(/^Population municipale/);
    expect(text(b)).toContain('même recensement (2023)\u00a0: aucune évolution mesurée');
    expect(text(b)).not.toContain('0\u00a0habitant (');
  });

  it('given the exports of two vintages should name the census years, the perimeter and round as the screen', async () => {
    const onExport = vi.fn();
    render(
      <ComparisonTable
        sides={twoVintagesSides}
        keyFigures={twoVintagesKeyFigures}
        keyFiguresSources={[]}
        themes={twoVintagesThemes}
        sources={comparisonSources}
        onExport={onExport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const rows = parseCsv(onExport.mock.calls[0]?.[0] as string);
    const header = rows[0] ?? [];
    const population = rows.find((row) => row[1] === 'Population municipale') ?? [];
    const at = (column: string) => population[header.indexOf(column)];
    expect(at('Année de référence')).toBe('populations légales, recensements 2016 et 2023');
    expect(at('Précisions A')).toBe('recensement 2016');
    expect(at('Précisions B')).toBe(
      'recensement 2023 (comme le millésime 2025), à périmètre 2026\u00a0: 3\u202f517\u00a0habitants (A) et 3\u202f453\u00a0habitants (B)',
    );
    expect([at('Écart B (en points pour un taux)'), at('Écart relatif B (%)')]).toEqual([
      '-64',
      '-1,8',
    ]);
    const jobs = rows.find((row) => row[1] === 'Population (recensement 2018)') ?? [];
    expect(jobs[header.indexOf('Précisions B')]).toBe(
      'RP 2018 sur un autre périmètre\u00a0: pas d’écart',
    );
    expect(jobs[header.indexOf('Écart B (en points pour un taux)')]).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Exporter en JSON' }));
    const data = JSON.parse(onExport.mock.calls[1]?.[0] as string);
    const row = data.indicators.find((i: { id: string }) => i.id === 'population');
    expect(row.values[1]).toMatchObject({
      value: 3453,
      census: { year: 2023, sameAs: 2025 },
      perimeter: { year: 2026, value: 3453, reference: 3517, comparable: true },
    });
    expect(row).toMatchObject({ unit: 'habitants', format: 'integer' });
    expect(
      data.indicators.find((i: { id: string }) => i.id === 'pop_rp2018').sameReference,
    ).toEqual([false, true]);
  });

  it('given published income should export it rounded as shown, with its origin, France métropolitaine and both sources', async () => {
    const onExport = vi.fn();
    render(
      <ComparisonTable
        sides={incomeSides}
        parents={incomeParents}
        themes={incomeThemes}
        sources={comparisonSources}
        references={{ france: true, parent: false }}
        onExport={onExport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const rows = parseCsv(onExport.mock.calls[0]?.[0] as string);
    const header = rows[0] ?? [];
    const gini = rows.find((row) => row[1] === 'Indice de Gini du niveau de vie (2019)') ?? [];
    const at = (column: string) => gini[header.indexOf(column)];
    expect([at('A\u00a0: Saint-Étienne Métropole (2024) (référence)'), at('Précisions A')]).toEqual(
      ['0,27', 'publié par l’Insee'],
    );
    expect([at('Écart B (en points pour un taux)'), at('France'), at('Précisions France')]).toEqual(
      ['0,05', '0,29', 'France métropolitaine'],
    );
    expect(at('Précisions D')).toBe('Non disponible (non publié à l’échelle communale)');
    expect(at('Source')).toBe(comparisonSources[2]?.attribution);
    const median = rows.find((row) => row[1] === 'Médiane du niveau de vie (2019)') ?? [];
    expect(median[header.indexOf('Source')]).toBe(
      `${comparisonSources[0]?.attribution} / ${comparisonSources[2]?.attribution}`,
    );
  });
});
