// Long file: the table's behaviour tests (key figures, themes, statuses, folding, exports), read together as its contract.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lyon, saintEtienne } from '../fixtures/territories';
import { expectNoAxeViolations } from '../test/axe';
import { ComparisonTable, compareValues } from './ComparisonTable';
import {
  communeEpciThemes,
  comparisonSources,
  twoCommunesThemes,
} from './ComparisonTable.fixtures';
import { parseCsv } from './parseCsv.test-helper';

const props = {
  left: { territory: saintEtienne, year: 2024 },
  right: { territory: lyon, year: 2024 },
  rows: [
    { key: 'population', label: 'Population', left: 172_700, right: 520_800 },
    { key: 'same', label: 'Égal', left: 5, right: 5 },
    { key: 'missing', label: 'Manquant', left: 1, right: null },
  ],
};

describe('compareValues', () => {
  it('given two values should return right − left, relative to left, and the higher side', () => {
    expect(compareValues(100, 150)).toEqual({ absolute: 50, relative: 0.5, higher: 'right' });
    expect(compareValues(200, 100)).toEqual({ absolute: -100, relative: -0.5, higher: 'left' });
    expect(compareValues(3, 3)).toEqual({ absolute: 0, relative: 0, higher: 'equal' });
  });

  it('given a missing value or a zero base should not invent a difference', () => {
    expect(compareValues(null, 3)).toEqual({ absolute: null, relative: null, higher: null });
    expect(compareValues(0, 3).relative).toBeNull();
  });
});

describe('ComparisonTable', () => {
  it('given rows should show values, differences and the higher side in words', () => {
    render(<ComparisonTable {...props} />);
    const row = screen.getByRole('rowheader', { name: 'Population' }).parentElement as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '172\u202f700',
      '520\u202f800',
      '+348\u202f100',
      '+201,6\u202f%',
      '▶ B Lyon (2024)',
    ]);
    const same = screen.getByRole('rowheader', { name: 'Égal' }).parentElement as HTMLElement;
    expect(within(same).getAllByRole('cell')[4]).toHaveTextContent('Égalité');
  });

  it('given rates, a zero base and a secret should say points, not compute, and keep the secret', () => {
    render(
      <ComparisonTable
        {...props}
        rows={[
          { key: 'rate', label: 'Taux', left: 0.25, right: 0.235, format: 'percent' },
          { key: 'zero', label: 'Zéro', left: 0, right: 4 },
          { key: 'secret', label: 'Revenu', left: 20_000, right: null, secret: { right: true } },
        ]}
      />,
    );
    const cells = (name: string) =>
      within(screen.getByRole('rowheader', { name }).parentElement as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Taux').slice(2, 4)).toEqual(['\u22121,5\u00a0pt', 'Sans objet']);
    expect(cells('Zéro').slice(2, 4)).toEqual(['+4', 'Non calculable']);
    expect(cells('Revenu').slice(1, 5)).toEqual([
      'Secret statistique',
      'Secret statistique',
      'Secret statistique',
      'Secret statistique',
    ]);
  });

  it('given onSwap should offer the swap button', async () => {
    const onSwap = vi.fn();
    render(<ComparisonTable {...props} onSwap={onSwap} />);
    await userEvent.click(screen.getByRole('button', { name: 'Inverser les deux territoires' }));
    expect(onSwap).toHaveBeenCalledOnce();
  });

  it('given onExport should produce a CSV with BOM and empty cells for missing values', async () => {
    const onExport = vi.fn();
    render(<ComparisonTable {...props} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const csv = onExport.mock.calls[0]?.[0] as string;
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('\r\nChiffres clés;Manquant;;2024;1;;;;;Non disponible;;\r\n');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ComparisonTable {...props} onSwap={() => {}} />);
    await expectNoAxeViolations(container);
  });
});

const cellsOf = (name: string | RegExp) =>
  within(screen.getByRole('rowheader', { name }).parentElement as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ComparisonTable by theme', () => {
  const themed = { ...props, themes: twoCommunesThemes, sources: comparisonSources };

  it('given themes should show one captioned table per theme after the key figures, with each theme’s sources', () => {
    render(<ComparisonTable {...themed} />);
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Comparaison\u00a0: Saint-Étienne (2024) et Lyon (2024)',
      'Population\u00a0: Saint-Étienne (2024) et Lyon (2024)',
      'Ménages et logement\u00a0: Saint-Étienne (2024) et Lyon (2024)',
      'Emploi\u00a0: Saint-Étienne (2024) et Lyon (2024)',
      'Revenus\u00a0: Saint-Étienne (2024) et Lyon (2024)',
      'Établissements\u00a0: Saint-Étienne (2024) et Lyon (2024)',
    ]);
    const revenus = screen.getByRole('region', { name: /^Revenus\u00a0:/ });
    expect(revenus.parentElement).toHaveTextContent('(Filosofi) 2021 — Licence Ouverte 2.0');
    expect(revenus.parentElement).not.toHaveTextContent('comparateur de territoires');
    expect(screen.getByRole('rowheader', { name: /Médiane du niveau de vie/ })).toHaveTextContent(
      '€, Filosofi 2021',
    );
  });

  it('given a rate should give the difference in points and no relative difference, read “sans objet”', () => {
    render(<ComparisonTable {...themed} />);
    const [a, b, absolute, relative] = cellsOf(/^Taux de pauvreté/);
    expect([a, b, absolute]).toEqual(['25,8\u202f%', '16,4\u202f%', '\u22129,4\u00a0pts']);
    expect(relative).toBe('—Sans objet (taux\u00a0: voir l’écart en points)');
    expect(cellsOf(/^Médiane du niveau de vie/).slice(2, 4)).toEqual([
      '+4\u202f810\u00a0€',
      '+24,6\u202f%',
    ]);
  });

  it('given secret, unavailable and not-applicable sides should say so, with the reason, and compute no difference', () => {
    render(<ComparisonTable {...props} themes={communeEpciThemes} sources={comparisonSources} />);
    expect(cellsOf(/^Médiane du niveau de vie/)).toEqual([
      'Secret statistique',
      'Sans objet (publié à la commune uniquement)',
      'Sans objet',
      'Sans objet',
      'Sans objet',
    ]);
    expect(cellsOf(/^Taux de chômage/).slice(0, 3)).toEqual([
      'Non disponible (dénominateur nul)',
      '10,3\u202f%',
      'Non disponible',
    ]);
    expect(cellsOf(/^Ménages \(recensement/)[1]).toBe(
      '9\u202f820\u00a0ménages calculé sur 52\u00a0communes sur 53',
    );
    expect(cellsOf(/^Établissements actifs/)[1]).toBe(
      'Non disponible (aucune commune membre renseignée)',
    );
  });

  it('given a secret side and an ok side should compute no difference', () => {
    const themes = [
      {
        id: 'revenus',
        label: 'Revenus',
        indicators: [
          {
            id: 'median',
            label: 'Médiane',
            unit: '€',
            format: 'euro' as const,
            referenceYear: 'Filosofi 2021',
            source: 'filosofi-2021',
            a: { value: null, status: 'secret' as const },
            b: { value: 21_000, status: 'ok' as const },
          },
        ],
      },
    ];
    render(<ComparisonTable {...props} themes={themes} />);
    expect(cellsOf(/^Médiane/).slice(2)).toEqual([
      'Secret statistique',
      'Secret statistique',
      'Secret statistique',
    ]);
  });

  it('given the theme links and buttons should collapse, expand and jump to a theme with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ComparisonTable {...themed} />);
    const emploi = screen.getByRole('button', { name: /^Emploi/ });
    expect(emploi).toHaveAttribute('aria-expanded', 'true');
    emploi.focus();
    await user.keyboard('{Enter}');
    expect(emploi).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /^Emploi/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tout replier' }));
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Aller au thème' });
    within(nav).getByRole('link', { name: 'Revenus' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Revenus/ })).toHaveFocus();
    expect(screen.getByRole('table', { name: /^Revenus/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tout déplier' }));
    expect(screen.getAllByRole('table')).toHaveLength(6);
  });

  it('given the CSV export should parse back with units, reference years, statuses and sources', async () => {
    const onExport = vi.fn();
    render(
      <ComparisonTable
        {...props}
        themes={communeEpciThemes}
        sources={comparisonSources}
        onExport={onExport}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const [csv, filename, format] = onExport.mock.calls[0] ?? [];
    expect([filename, format]).toEqual(['comparaison.csv', 'csv']);
    const rows = parseCsv(csv as string);
    expect(rows[0]).toEqual([
      'Thème',
      'Indicateur',
      'Unité',
      'Année de référence',
      'A\u00a0: Saint-Étienne (2024)',
      'B\u00a0: Lyon (2024)',
      'Écart (B − A, en points pour un taux)',
      'Écart relatif (%)',
      'Statut A',
      'Statut B',
      'Source',
      'Licence',
    ]);
    expect(rows.every((row) => row.length === 12)).toBe(true);
    const byLabel = (label: string) => rows.find((row) => row[1] === label);
    expect(byLabel('Taux de pauvreté (2021)')?.slice(2, 10)).toEqual([
      '%',
      'Filosofi 2021',
      '',
      '',
      '',
      '',
      'Secret statistique',
      'Sans objet',
    ]);
    expect(byLabel('Part des logements vacants')?.slice(4, 8)).toEqual(['9,4', '10,8', '1,4', '']);
    expect(byLabel('Emplois au lieu de travail (2018)')?.slice(4, 8)).toEqual([
      '21',
      '6120',
      '6099',
      '29042,9',
    ]);
    expect(byLabel('Taux de chômage des 15–64 ans (recensement)')?.[8]).toBe(
      'Non disponible\u00a0: dénominateur nul',
    );
    expect(byLabel('Ménages (recensement 2018)')?.[9]).toBe('calculé sur 52\u00a0communes sur 53');
    expect(byLabel('Taux de pauvreté (2021)')?.slice(10)).toEqual([
      comparisonSources[1]?.attribution,
      comparisonSources[1]?.licence,
    ]);
  });

  it('given the JSON export should carry both sides, every indicator and the sources used', async () => {
    const onExport = vi.fn();
    render(<ComparisonTable {...themed} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en JSON' }));
    const [json, filename, format] = onExport.mock.calls[0] ?? [];
    expect([filename, format]).toEqual(['comparaison.json', 'json']);
    const data = JSON.parse(json as string);
    expect(typeof data.generatedAt).toBe('string');
    expect(data.sides.a).toMatchObject({ code: '42218', name: 'Saint-Étienne', year: 2024 });
    expect(data.indicators).toHaveLength(3 + 13);
    expect(data.indicators.find((i: { id: string }) => i.id === 'poverty_rate_2021')).toMatchObject(
      {
        theme: 'Revenus',
        unit: '%',
        referenceYear: 'Filosofi 2021',
        source: 'filosofi-2021',
        a: { value: 25.8, status: 'ok' },
        b: { value: 16.4, status: 'ok' },
        relative: null,
      },
    );
    expect(data.sources.map((s: { id: string }) => s.id)).toEqual([
      'comparateur-2022',
      'filosofi-2021',
    ]);
  });

  it('given themes, secret and unavailable values should have no axe violations', async () => {
    const { container } = render(
      <ComparisonTable
        {...props}
        themes={communeEpciThemes}
        sources={comparisonSources}
        onSwap={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
