import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { culozBeonFigures, epciRebuiltFigures, notComparableFigures } from '../fixtures/census';
import { loireFigures, saintEtienneFigures } from '../fixtures/territories';
import { KeyFigures, ordinal } from './KeyFigures';

const NNBSP = '\u202f';
/** Keeps U+202F as is: the default normalizer turns it into a plain space. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('KeyFigures', () => {
  it('given a population should format it with fr-FR narrow no-break spaces', () => {
    render(<KeyFigures data={saintEtienneFigures} />);
    expect(screen.getByText(`172${NNBSP}700\u00a0habitants`, exact)).toBeInTheDocument();
  });

  it('given a decrease should say it in words with the signed value and percentage', () => {
    render(<KeyFigures data={saintEtienneFigures} />);
    const change = screen.getByText(/En baisse/);
    expect(change.textContent).toBe(
      `▼ En\u00a0baisse\u00a0: −1${NNBSP}100\u00a0habitants (−0,6${NNBSP}%)`,
    );
    expect(change.querySelector('[aria-hidden="true"]')).toHaveTextContent('▼');
  });

  it('given a census should name it under the population municipale', () => {
    render(<KeyFigures data={saintEtienneFigures} />);
    const card = screen.getByText('Population municipale', { selector: 'dt' }).parentElement;
    expect(card).toHaveTextContent('recensement 2022');
    expect(card).not.toHaveTextContent('même recensement');
  });

  it('given a vintage that repeats the previous census should say so instead of a change', () => {
    render(<KeyFigures data={culozBeonFigures} />);
    const card = screen.getByText('Population municipale', { selector: 'dt' }).parentElement;
    expect(card).toHaveTextContent('même recensement que 2025 (population légale 2023)');
    expect(screen.queryByText(/Évolution depuis 2025/)).toBeNull();
    expect(screen.queryByText(/Stable/)).toBeNull();
  });

  it('given a population that leaves out communes merged since its census should say so', () => {
    render(
      <KeyFigures
        data={{ ...culozBeonFigures, census: { year: 2016, sameAs: null, incomplete: true } }}
      />,
    );
    const card = screen.getByText('Population municipale', { selector: 'dt' }).parentElement;
    expect(card?.textContent).toContain(
      'recensement 2016\u202f; population incomplète\u00a0: des communes fusionnées après le recensement n’y sont pas comptées',
    );
  });

  it('given an earlier population that leaves out merged communes should not compare it', () => {
    render(
      <KeyFigures
        data={{
          ...culozBeonFigures,
          changeFirst: {
            year: 2019,
            census: 2016,
            comparable: false,
            reason: 'incomplete_population',
          },
        }}
      />,
    );
    const card = screen.getByText(/Évolution depuis 2019/, { selector: 'dt' }).parentElement;
    expect(card).toHaveTextContent('Non comparable');
    expect(card).toHaveTextContent(
      'la population de 2019 omet des communes fusionnées après son recensement',
    );
  });

  it('given changes should label each with the earlier vintage and its census', () => {
    render(<KeyFigures data={culozBeonFigures} />);
    expect(screen.getByText('Évolution depuis 2024 (recensement 2022)')).toBeInTheDocument();
    expect(screen.getByText('Évolution depuis 2019 (recensement 2016)')).toBeInTheDocument();
  });

  it('given a merged commune should compute the change on its perimeter and name the communes', () => {
    render(<KeyFigures data={culozBeonFigures} />);
    const card = screen.getByText(/Évolution depuis 2019/, { selector: 'dt' }).parentElement;
    expect(card?.textContent).toContain(
      `▼ En\u00a0baisse\u00a0: −64\u00a0habitants (−1,8${NNBSP}%)`,
    );
    expect(card?.textContent).toContain('à périmètre 2026\u00a0: Béon et Culoz en 2019');
    const previous = screen.getByText(/Évolution depuis 2024/, { selector: 'dt' }).parentElement;
    expect(previous).toHaveTextContent('périmètre inchangé');
  });

  it('given an aggregate rebuilt from communes should count them', () => {
    render(<KeyFigures data={epciRebuiltFigures} />);
    expect(
      screen.getByText(
        'à périmètre 2026 (reconstitué à partir de 45\u00a0communes de 2019)',
        exact,
      ),
    ).toBeInTheDocument();
  });

  it('given a change that cannot be rebuilt should say non comparable with the reason, no number', () => {
    render(<KeyFigures data={notComparableFigures} />);
    const card = screen.getByText(/Évolution depuis 2019/, { selector: 'dt' }).parentElement;
    expect(card).toHaveTextContent('Non comparable');
    expect(card).toHaveTextContent(
      'le périmètre 2026 ne peut pas être reconstitué en 2019 (commune scindée ou limite déplacée)',
    );
    expect(card?.textContent).not.toMatch(/habitant|%|[▲▼▶]/);
  });

  it('given a relative change that cannot be computed should give the absolute one alone', () => {
    render(
      <KeyFigures
        data={{
          ...saintEtienneFigures,
          changeFirst: { year: 2019, census: 2016, absolute: 12, relative: null },
        }}
      />,
    );
    expect(screen.getByText(/En hausse/).textContent).toBe(
      '▲ En\u00a0hausse\u00a0: +12\u00a0habitants',
    );
  });

  it('given ranks should show French ordinals and shares', () => {
    render(<KeyFigures data={saintEtienneFigures} />);
    expect(screen.getByText('Rang dans la Loire')).toBeInTheDocument();
    // "commune" is feminine: 1ʳᵉ.
    expect(screen.getByText('1\u02b3\u1d49 sur 323 communes')).toBeInTheDocument();
    expect(
      screen.getByText(`22,6${NNBSP}% de la population de la Loire`, exact),
    ).toBeInTheDocument();
    expect(ordinal(14)).toBe('14\u1d49');
    expect(ordinal(1, 'departement')).toBe('1\u1d49\u02b3');
  });

  it('given a département should show communes and chef-lieu, and the block’s one source', () => {
    render(<KeyFigures data={loireFigures} />);
    expect(screen.getByText('323 communes')).toBeInTheDocument();
    expect(screen.getByText('Saint-Étienne (42218)')).toBeInTheDocument();
    const sources = screen.getAllByText(/^Source : /);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveTextContent(
      'Source : Insee, populations légales, diffusées par Etalab (Découpage administratif), millésime 2024, Licence Ouverte 2.0.',
    );
  });

  it('given an absent vintage should replace the figures by a message and the vintages', async () => {
    const onYearSelect = vi.fn();
    render(
      <KeyFigures
        data={{ ...saintEtienneFigures, year: 2026, exists: false, existingYears: [2019, 2021] }}
        onYearSelect={onYearSelect}
      />,
    );
    expect(screen.getByText('Saint-Étienne n’existe pas dans le millésime 2026.')).toBeVisible();
    expect(screen.queryByRole('term')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voir 2021' }));
    expect(onYearSelect).toHaveBeenCalledWith(2021);
  });

  it('given ranking addresses should link each rank to its ranking', async () => {
    render(
      <KeyFigures
        data={saintEtienneFigures}
        rankingHrefs={{ national: '/national', parent: '/loire' }}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Voir le classement – Rang national' }),
    ).toHaveAttribute('href', '/national');
    expect(
      screen.getByRole('link', { name: 'Voir le classement – Rang dans la Loire' }),
    ).toHaveAttribute('href', '/loire');
  });

  it('given no ranking addresses should show the ranks without links', () => {
    render(<KeyFigures data={saintEtienneFigures} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('given loading should expose a busy section and a French status', () => {
    render(<KeyFigures data={null} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des chiffres clés…');
  });
});
