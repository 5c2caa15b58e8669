import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DotPlot, summarizeDotPlot } from './DotPlot';
import { allMissing, formatUnemployment, withReferences } from './DotPlot.fixtures';
import { dotPlotMessages } from './DotPlot.messages';

const title = 'Taux de chômage (%, RP 2018)';

describe('summarizeDotPlot', () => {
  it('given territories and references should name the highest, the lowest, the references and the missing', () => {
    expect(summarizeDotPlot(withReferences, formatUnemployment, dotPlotMessages)).toBe(
      'Valeur la plus élevée\u00a0: A · Saint-Étienne (2024) (référence), 19,8\u202f%\u202f; la plus basse\u00a0: F · Auvergne-Rhône-Alpes (2024), 11,0\u202f%. ' +
        'Références\u00a0: France, 13,0\u202f%\u00a0; Loire (département, 2024), 12,4\u202f%\u00a0; Rhône (département, 2024), 11,8\u202f%\u00a0; Auvergne-Rhône-Alpes (région, 2024), 11,0\u202f%\u00a0; Marne (département, 2024), 12,6\u202f%. ' +
        'Sans valeur\u00a0: E · Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson (2021) (Non disponible (dénominateur nul)).',
    );
  });
});

describe('DotPlot', () => {
  it('given values should place each dot on the shared axis, France as a guide', () => {
    const { container } = render(
      <DotPlot title={title} items={withReferences} format={formatUnemployment} />,
    );
    const plot = screen.getByRole('img', { name: title });
    expect(plot).toHaveAccessibleDescription(/^Valeur la plus élevée/);
    const dots = [...container.querySelectorAll<SVGElement>('svg[data-series], li svg')];
    // Ticks from 10 to 20: Saint-Étienne (19,8 %) at 98 %, France's guide at 30 %.
    expect(dots[0]?.style.getPropertyValue('--x')).toBe('98.00%');
    expect(
      container.querySelector<HTMLElement>('[class*="guide"]')?.style.getPropertyValue('--x'),
    ).toBe('30.00%');
    expect(
      within(plot)
        .getAllByText(/^\d+$/)
        .map((t) => t.textContent),
    ).toEqual(['10', '12', '14', '16', '18', '20']);
  });

  it('given a missing value should say why instead of a dot, in the plot and the table', async () => {
    render(<DotPlot title={title} items={withReferences} format={formatUnemployment} />);
    await userEvent.click(screen.getByText('Afficher les données en tableau'));
    const table = screen.getByRole('table', { name: title });
    const row = within(table).getByRole('rowheader', { name: /^E · Saint-Rémy/ })
      .parentElement as HTMLElement;
    expect(within(row).getByRole('cell')).toHaveTextContent('Non disponible (dénominateur nul)');
    expect(within(table).getAllByRole('row')).toHaveLength(12);
  });

  it('given no value at all should say so and still list why in the table', () => {
    render(<DotPlot title={title} items={allMissing} format={formatUnemployment} />);
    expect(screen.getByText('Aucune valeur pour cet indicateur.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/^Sans valeur : A · Béon/)).toBeInTheDocument();
  });

  it('given the loading and error states should show them, with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DotPlot title={title} items={[]} format={formatUnemployment} loading />,
    );
    expect(screen.getByText('Chargement du graphique…')).toBeInTheDocument();
    rerender(
      <DotPlot title={title} items={[]} format={formatUnemployment} error onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
