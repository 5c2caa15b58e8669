import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lyon, saintEtienne } from '../fixtures/territories';
import { expectNoAxeViolations } from '../test/axe';
import { ComparisonTable, compareValues } from './ComparisonTable';

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
    expect(csv).toContain('\r\nManquant;1;;;;Non disponible\r\n');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ComparisonTable {...props} onSwap={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
