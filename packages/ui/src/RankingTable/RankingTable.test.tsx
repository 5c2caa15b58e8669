import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RankingTable, type RankingTableProps } from './RankingTable';
import {
  density,
  epciMedianPage1,
  epciMedianUnranked,
  franceMetropolitaineMedian,
  loireDensityLastPage,
  loireDensityPage1,
  medianIncome2019,
} from './RankingTable.fixtures';

const props = (overrides: Partial<RankingTableProps> = {}): RankingTableProps => ({
  rows: loireDensityPage1,
  type: 'commune',
  indicator: density,
  caption: 'Communes de la Loire classées par densité, 2024',
  hrefFor: (t) => `/explorer/?type=${t.type}&id=${t.code}`,
  total: 323,
  ranked: 321,
  sort: 'rank',
  order: 'asc',
  onSortChange: vi.fn(),
  page: 1,
  pageSize: 5,
  pageCount: 65,
  getPageHref: (page) => `?page=${page}`,
  ...overrides,
});

const rankCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

describe('RankingTable', () => {
  it('given a page should show counts, ranks, links to each territory and French values', async () => {
    render(<RankingTable {...props()} />);
    expect(screen.getByText('323 communes, dont 321 classées')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /classées par densité/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saint-Étienne' })).toHaveAttribute(
      'href',
      '/explorer/?type=commune&id=42218',
    );
    expect(screen.getByRole('cell', { name: '2\u202f143,2\u00a0hab./km²' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Lignes 1 à 5 sur 323');
  });

  it('given two territories with the same rank should say they are ex æquo', () => {
    render(<RankingTable {...props()} />);
    expect(rankCells()).toEqual(['1', '2', '3 ex æquo', '3 ex æquo', '5']);
  });

  it('given a page after the first sorted by rank should mark a rank shared with the page before', () => {
    render(
      <RankingTable
        {...props({ rows: loireDensityLastPage, page: 65, total: 324, ranked: 322 })}
      />,
    );
    // Position 321 holds rank 318: tied with earlier territories. Rank 322 at position 322 is not.
    expect(rankCells().slice(0, 2)).toEqual(['318 ex æquo', '322']);
  });

  it('given territories without a value should list them apart with their reason, unranked', async () => {
    const { container } = render(
      <RankingTable {...props({ rows: loireDensityLastPage, page: 65 })} />,
    );
    const groups = container.querySelectorAll('tbody');
    expect(groups).toHaveLength(2);
    const apart = groups[1] as HTMLElement;
    expect(within(apart).getByText(/^Sans valeur/)).toHaveTextContent(
      'Sans valeur, non classées : 2 communes sur cette page',
    );
    expect(within(apart).getByText('Secret statistique')).toBeInTheDocument();
    expect(within(apart).getByText('Non disponible : commune fusionnée')).toBeInTheDocument();
    expect(within(apart).getAllByText('non classé')).toHaveLength(2);
  });

  it('given the current territory should highlight it and bring it into view', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<RankingTable {...props({ current: '42207' })} />);
    const row = screen.getByRole('row', { name: /Saint-Chamond/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveTextContent('(territoire affiché)');
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(row);
  });

  it('given another current territory on the same page should bring it into view too', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { rerender } = render(<RankingTable {...props({ current: '42207' })} />);
    rerender(<RankingTable {...props({ current: '42207' })} />);
    expect(scroll).toHaveBeenCalledOnce();
    rerender(<RankingTable {...props({ current: '42095' })} />);
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toBe(screen.getByRole('row', { name: /Firminy/ }));
  });

  it('given scrollToCurrent false should leave the scroll alone', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<RankingTable {...props({ current: '42207', scrollToCurrent: false })} />);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('given a click on a header should ask its sort, flipping the order of the current one', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<RankingTable {...props({ onSortChange })} />);
    expect(screen.getByRole('columnheader', { name: /Rang/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: /Rang/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('rank', 'desc');
    await userEvent.click(screen.getByRole('button', { name: /Code/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('code', 'asc');
    rerender(<RankingTable {...props({ onSortChange, sort: 'code', order: 'desc' })} />);
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Rang/ })).not.toHaveAttribute('aria-sort');
  });

  it('given several pages should link to them', () => {
    render(<RankingTable {...props({ page: 3 })} />);
    const pages = screen.getByRole('navigation', { name: 'Pages du classement' });
    expect(within(pages).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '?page=4',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('given getCsv should fetch the whole ranking and hand it over with its file name', async () => {
    const getCsv = vi.fn(async () => 'a;b\n');
    const onExport = vi.fn();
    render(<RankingTable {...props({ getCsv, onExport, filename: 'classement.csv' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le classement (CSV)' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('a;b\n', 'classement.csv'));
    expect(getCsv).toHaveBeenCalledOnce();
  });

  it('given a failed export should say so in an alert', async () => {
    const getCsv = vi.fn(async () => Promise.reject(new Error('réseau')));
    render(<RankingTable {...props({ getCsv })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le classement (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('n’a pas pu être préparé');
  });

  it('given loading should show the skeleton, busy', () => {
    render(<RankingTable {...props({ loading: true })} />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Chargement du classement…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('given a transient error should offer to retry; a bad request should not', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<RankingTable {...props({ error: true, onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le classement n’a pas pu être chargé.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <RankingTable
        {...props({ error: true, onRetry, transient: false, errorMessage: 'Paramètre parent…' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Paramètre parent…');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('given an empty filter should say so for the level', () => {
    render(<RankingTable {...props({ rows: [], total: 0, ranked: 0, type: 'departement' })} />);
    expect(screen.getByText('Aucun département dans ce filtre.')).toBeInTheDocument();
  });
  it('given values INSEE publishes should say so once under the header, with France métropolitaine as the reference', async () => {
    render(
      <RankingTable
        {...props({
          type: 'epci',
          indicator: medianIncome2019,
          rows: [...epciMedianPage1, ...epciMedianUnranked],
          total: 1_254,
          ranked: 1_240,
          france: franceMetropolitaineMedian,
        })}
      />,
    );
    expect(
      screen.getByRole('columnheader', {
        name: 'Médiane du niveau de vie (2019) (Filosofi 2019, publié par l’Insee)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Valeur de référence, France métropolitaine : 21\u202f930\u00a0€', {
        normalizer: (t) => t.replace(/\u00a0:/, ' :'),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/calculé sur/)).toBeNull();
    expect(screen.getByText('Non disponible : périmètre modifié')).toBeInTheDocument();
    expect(
      screen.getByText('Non disponible : périmètre non vérifiable dans la géographie de la source'),
    ).toBeInTheDocument();
    expect(screen.getByText('Non disponible : non couvert par la source')).toBeInTheDocument();
  });

  it('given France without a value should not name a reference, and a computed figure no origin', () => {
    render(<RankingTable {...props({ france: { value: null, status: 'not_applicable' } })} />);
    expect(screen.queryByText(/^Valeur de référence/)).toBeNull();
    expect(screen.getByRole('columnheader', { name: /densité|Densité/ })).not.toHaveTextContent(
      'publié',
    );
    render(<RankingTable {...props({ france: { value: 105.5, status: 'ok' } })} />);
    expect(screen.getByText(/^Valeur de référence, France\s:/)).toHaveTextContent(
      /105,5\shab\.\/km²$/,
    );
  });

  it('given a figure published above the commune that a level does not have should not say "commune only"', () => {
    render(
      <RankingTable
        {...props({
          type: 'arrondissement',
          indicator: medianIncome2019,
          rows: [
            { code: '69381', name: 'Lyon 1er', value: null, status: 'not_applicable', rank: null },
          ],
        })}
      />,
    );
    expect(screen.getByText('Sans objet : non publié à ce niveau')).toBeInTheDocument();
  });
});
