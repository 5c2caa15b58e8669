// Long file: the ranking view's behaviour tests (address, data, search, export, references), read together.
// The site's tsconfig has no jest-dom types: this import brings its matchers' types (and setup).
import '@testing-library/jest-dom/vitest';
import { ApiError, type IndicatorValuesResponse } from '@epic/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type RefObject } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/api';
import RankingView, { type RankingHandle } from './RankingView';

vi.mock('../../../data/api', () => ({
  api: {
    vintages: vi.fn(),
    indicators: vi.fn(),
    ranking: vi.fn(),
    rankingCsv: vi.fn(),
    search: vi.fn(),
  },
}));

const mocked = vi.mocked(api);

const density = {
  id: 'density',
  label: 'Densité de population',
  definition: 'Habitants par km².',
  unit: 'hab./km²',
  format: 'decimal1' as const,
  theme: 'population' as const,
  source: 'insee_comparateur' as const,
  referenceYear: 'RP 2018',
  aggregation: { rule: 'none' as const },
};

function answer(overrides: Partial<NonNullable<IndicatorValuesResponse['ranking']>> = {}) {
  return {
    indicator: density,
    level: 'commune',
    year: 2024,
    parent: { type: 'departement', code: '42', name: 'Loire' },
    france: { value: 105.2, status: 'ok' },
    values: [
      { code: '42218', name: 'Saint-Étienne', value: 2143.2, status: 'ok', rank: 1 },
      { code: '42095', name: 'Firminy', value: 1204.6, status: 'ok', rank: 2 },
      { code: '42999', name: 'Commune sans valeur', value: null, status: 'secret', rank: null },
    ],
    ranking: {
      total: 323,
      ranked: 320,
      page: 1,
      pageSize: 50,
      pages: 7,
      sort: 'rank',
      order: 'asc',
      around: { code: '42218', position: 1, rank: 1 },
      ...overrides,
    },
  } as IndicatorValuesResponse;
}

/** The address the view navigated to, written into the page for the test to read. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const onPendingChange = vi.fn();
const onAnnounce = vi.fn();

function renderAt(search: string, ref?: RefObject<RankingHandle | null>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/explorer/${search}`]}>
        <RankingView
          {...(ref ? { ref } : {})}
          pending={search.slice(1)}
          onPendingChange={onPendingChange}
          onAnnounce={onAnnounce}
        />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastRankingQuery = () => mocked.ranking.mock.lastCall?.[1];

beforeEach(() => {
  mocked.vintages.mockResolvedValue({
    latest: 2024,
    vintages: [2019, 2024].map((year) => ({ year })),
  } as never);
  mocked.indicators.mockResolvedValue({
    themes: [{ id: 'population', label: 'Population' }],
    sources: [],
    indicators: [density],
  } as never);
  mocked.ranking.mockResolvedValue(answer());
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => vi.clearAllMocks());

describe('RankingView', () => {
  it('given a ranking around a territory should ask its page and highlight it, with counts', async () => {
    renderAt('?type=commune&year=2024&indicator=density&parent=departement:42&around=42218');
    const row = await screen.findByRole('row', { name: /Saint-Étienne/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(lastRankingQuery()).toEqual({
      level: 'commune',
      year: 2024,
      parent: 'departement:42',
      sort: 'rank',
      order: 'asc',
      pageSize: 50,
      around: '42218',
    });
    expect(mocked.ranking.mock.lastCall?.[0]).toBe('density');
    expect(screen.getByText('323 communes, dont 320 classées')).toBeInTheDocument();
    expect(
      screen.getByText(/^Saint-Étienne : 1ʳᵉ sur 320 communes classées\./),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', {
        name: /^Classement des communes, Loire \(département 42\)\s: Densité de population, millésime 2024$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Filtre :', { exact: false })).toHaveTextContent(
      'Loire (département 42)',
    );
    expect(screen.getByRole('link', { name: 'Retirer le filtre' })).toHaveAttribute(
      'href',
      '/explorer/?type=commune&year=2024&indicator=density&around=42218',
    );
    expect(screen.getByRole('link', { name: 'Firminy' })).toHaveAttribute(
      'href',
      '/explorer/?type=commune&id=42095&year=2024',
    );
  });

  it('given a parent of the wrong level should name the parameter and rank without the filter', async () => {
    renderAt('?type=commune&year=2024&indicator=density&parent=commune:42218');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Paramètre parent : une commune ne contient pas de communes/,
    );
    await waitFor(() => expect(mocked.ranking).toHaveBeenCalled());
    expect(lastRankingQuery()).not.toHaveProperty('parent');
  });

  it('given an unknown indicator should name it once the catalogue is known, and rank the population', async () => {
    renderAt('?type=commune&year=2024&indicator=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paramètre indicator : l’indicateur « nope » n’existe pas',
    );
    await waitFor(() => expect(mocked.ranking).toHaveBeenCalled());
    // Never asked with the unknown id: the catalogue is checked first.
    expect(mocked.ranking.mock.calls.map((call) => call[0])).toEqual(['population']);
  });

  it('given a sort by name should write it in the address and keep the current territory', async () => {
    renderAt('?type=commune&year=2024&indicator=density&around=42218');
    await userEvent.click(await screen.findByRole('button', { name: /Nom/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?type=commune&year=2024&indicator=density&sort=name&around=42218',
    );
    await waitFor(() =>
      expect(lastRankingQuery()).toMatchObject({ sort: 'name', around: '42218' }),
    );
  });

  it('given another indicator or level chosen should hand the address over to settle, and announce the data', async () => {
    renderAt('?type=commune&year=2024&indicator=density&parent=epci:200046977&page=2');
    await screen.findByRole('table');
    await waitFor(() =>
      expect(onAnnounce).toHaveBeenLastCalledWith('Classement chargé, page 1 sur 7.'),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Indicateur' }),
      'population',
    );
    expect(onPendingChange).toHaveBeenLastCalledWith(
      'type=commune&year=2024&indicator=population&parent=epci%3A200046977',
    );
    // A level the filter cannot contain drops the filter.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Territoires classés' }),
      'departement',
    );
    expect(onPendingChange).toHaveBeenLastCalledWith(
      'type=departement&year=2024&indicator=density',
    );
  });

  it('given the Explorer’s search and vintage should filter, find, or settle another vintage', async () => {
    const ref = createRef<RankingHandle>();
    renderAt('?type=commune&year=2024&indicator=density&page=3', ref);
    await screen.findByRole('table');
    act(() => ref.current?.choose({ type: 'departement', code: '42', name: 'Loire' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?type=commune&year=2024&indicator=density&parent=departement%3A42',
    );
    await waitFor(() =>
      expect(onAnnounce).toHaveBeenLastCalledWith(
        expect.stringMatching(/^Classement filtré sur la Loire\. /),
      ),
    );
    act(() => ref.current?.setYear(2019));
    expect(onPendingChange).toHaveBeenLastCalledWith('type=commune&year=2019&indicator=density');
  });

  it('given an asked page should ask that page, not the one around the territory', async () => {
    mocked.ranking.mockResolvedValue(answer({ page: 3, around: null }));
    renderAt('?type=commune&year=2024&indicator=density&page=3&around=42218');
    await screen.findByRole('table');
    expect(lastRankingQuery()).toMatchObject({ page: 3 });
    expect(lastRankingQuery()).not.toHaveProperty('around');
    const pages = screen.getByRole('navigation', { name: 'Pages du classement' });
    expect(within(pages).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/explorer/?type=commune&year=2024&indicator=density&page=4&around=42218',
    );
  });

  it('given a territory that is not in the ranking should show the first page and say so', async () => {
    mocked.ranking
      .mockRejectedValueOnce(new ApiError(400, 'INVALID_AROUND', 'pas dans ce classement'))
      .mockResolvedValueOnce(answer({ around: null }));
    renderAt('?type=commune&year=2024&indicator=density&around=01001');
    expect(
      await screen.findByText(/Le territoire 01001 n’est pas dans ce classement/),
    ).toBeInTheDocument();
    expect(lastRankingQuery()).toMatchObject({ page: 1 });
  });

  it('given a failure should say it in French and retry', async () => {
    mocked.ranking.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Réseau indisponible.'));
    renderAt('?type=commune&year=2024');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le classement n’a pas pu être chargé.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('given the export should fetch the whole filtered ranking and name the file', async () => {
    mocked.rankingCsv.mockResolvedValue(new Blob(['Rang;Code\n']));
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:ranking';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('?type=commune&year=2024&indicator=density&parent=departement:42&page=2');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Télécharger le classement (CSV)' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(mocked.rankingCsv.mock.lastCall?.slice(0, 2)).toEqual([
      'density',
      { level: 'commune', year: 2024, parent: 'departement:42', sort: 'rank', order: 'asc' },
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'classement-density-commune-departement-42-2024.csv',
    );
    expect(created).toHaveLength(1);
    click.mockRestore();
  });
  it('given a figure INSEE publishes above the commune should give France métropolitaine as the reference', async () => {
    const median = {
      ...density,
      id: 'median_income_2019',
      label: 'Médiane du niveau de vie (2019)',
      unit: '€',
      format: 'euro' as const,
      referenceYear: 'Filosofi 2019',
      publishedAbove: 'filosofi-disp',
    };
    mocked.indicators.mockResolvedValue({
      themes: [{ id: 'population', label: 'Population' }],
      sources: [],
      indicators: [density, median],
    } as never);
    mocked.ranking.mockResolvedValue({
      ...answer({ total: 1_254, ranked: 1_240, around: null }),
      indicator: median,
      level: 'epci',
      parent: null,
      france: { value: 21_930, status: 'ok', published: true, scope: 'france_metropolitaine' },
      values: [
        {
          code: '247400690',
          name: 'CC du Genevois',
          value: 38_140,
          status: 'ok',
          published: true,
          rank: 1,
        },
        {
          code: '200041010',
          name: 'CC Coeur de Savoie',
          value: null,
          status: 'unavailable',
          reason: 'perimeter_unverified',
          rank: null,
        },
      ],
    } as IndicatorValuesResponse);
    renderAt('?type=epci&year=2024&indicator=median_income_2019');
    expect(
      await screen.findByText(/^Valeur de référence, France métropolitaine\s:\s21\s930\s€$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Valeur de référence, France\s:/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: /publié par l’Insee/ })).toBeInTheDocument();
    expect(
      screen.getByText('Non disponible : périmètre non vérifiable dans la géographie de la source'),
    ).toBeInTheDocument();
    // A figure published for communes only cannot be ranked among EPCI: greyed, with the reason.
    expect(
      screen.getByRole('option', { name: 'Densité de population – non publié à ce niveau' }),
    ).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Médiane du niveau de vie (2019)' })).toBeEnabled();
  });
});
