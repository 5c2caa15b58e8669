import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manyMembers, saintEtienneMetropoleMembers } from '../fixtures/territories';
import type { MemberRow, TerritoryRef } from '../territory/types';
import { MembersTable, membersToCsv } from './MembersTable';

const hrefFor = (t: TerritoryRef) => `/explorer/?type=${t.type}&id=${t.code}`;

function names(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('membersToCsv', () => {
  it('given tricky names should quote them and keep the BOM and French decimals', () => {
    const rows: MemberRow[] = [
      {
        type: 'commune',
        code: '01001',
        name: 'Le "Village"; Nord',
        population: 1234,
        share: 0.1234,
      },
      { type: 'commune', code: '01002', name: 'Ligne\nbrisée', population: null },
    ];
    expect(membersToCsv(rows)).toBe(
      '\ufeffCode;Nom;Niveau;Population;Part (%)\r\n' +
        '01001;"Le ""Village""; Nord";Commune;1234;12,3\r\n' +
        '01002;"Ligne\nbrisée";Commune;;\r\n',
    );
  });
});

describe('MembersTable', () => {
  it('given rows should sort by population descending first, with French numbers', () => {
    render(
      <MembersTable rows={saintEtienneMetropoleMembers} caption="Communes" hrefFor={hrefFor} />,
    );
    expect(names().slice(0, 2)).toEqual(['Saint-Étienne', 'Saint-Chamond']);
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('cell')[1]?.textContent).toBe('172\u202f700');
  });

  it('given a click on Nom should sort with French collation, then reverse', async () => {
    render(
      <MembersTable rows={saintEtienneMetropoleMembers} caption="Communes" hrefFor={hrefFor} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Nom/ }));
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names().slice(0, 3)).toEqual(['Firminy', 'L’Étrat', 'La Ricamarie']);
    await userEvent.click(screen.getByRole('button', { name: /Nom/ }));
    expect(names()[0]).toBe('Villars');
  });

  it('given 650 rows should render one page of 50 and page forward', async () => {
    render(<MembersTable rows={manyMembers} caption="Test" hrefFor={hrefFor} />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('Lignes 1 à 50 sur 650');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByRole('status')).toHaveTextContent('Lignes 51 à 100 sur 650');
  });

  it('given the keyboard on "Page suivante" should keep the focus there on the last page', async () => {
    render(<MembersTable rows={manyMembers.slice(0, 120)} caption="Test" hrefFor={hrefFor} />);
    const next = screen.getByRole('button', { name: 'Page suivante' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Lignes 101 à 120 sur 120');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    // A further press on the last page changes nothing.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Lignes 101 à 120 sur 120');
  });

  it('given onExport should hand it the CSV of every row in the table order', async () => {
    const onExport = vi.fn();
    render(
      <MembersTable
        rows={saintEtienneMetropoleMembers}
        caption="Communes"
        hrefFor={hrefFor}
        onExport={onExport}
        filename="sem.csv"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Nom/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const [csv, filename] = onExport.mock.calls[0] as [string, string];
    expect(filename).toBe('sem.csv');
    expect(csv.split('\r\n')[1]).toBe('42095;Firminy;Commune;17000;4,2');
  });

  it('given no onExport should download a UTF-8 CSV file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <MembersTable rows={saintEtienneMetropoleMembers} caption="Communes" hrefFor={hrefFor} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('given no rows should say so instead of an empty table', () => {
    render(<MembersTable rows={[]} caption="Communes" hrefFor={hrefFor} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByText('Ce territoire n’a aucun membre dans ce millésime.'),
    ).toBeInTheDocument();
  });
});
