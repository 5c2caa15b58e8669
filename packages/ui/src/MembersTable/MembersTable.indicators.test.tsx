import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TerritoryRef } from '../territory/types';
import { MembersTable, membersToCsv } from './MembersTable';
import {
  defaultMemberColumns,
  departementMembersWithStatistics,
  epciMembersOutsideFile,
  epciMembersWithStatistics,
  memberIndicators,
  membersWithStatistics,
} from './MembersTable.fixtures';

/** A minimal RFC 4180 reader for the `fr` dialect (`;`, quotes doubled), to read exports back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

const hrefFor = (t: TerritoryRef) => `/explorer/?type=${t.type}&id=${t.code}`;

function names(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('membersToCsv with indicator columns', () => {
  const chosen = memberIndicators.filter((i) =>
    ['density_rp2018', 'median_income_2021', 'establishments_2018'].includes(i.id),
  );

  it('given indicators should name units and reference years and parse back to one rectangle', () => {
    const csv = membersToCsv(membersWithStatistics, undefined, chosen);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      'Code',
      'Nom',
      'Niveau',
      'Population',
      'Part (%)',
      'Densité de population (recensement 2018) (hab./km², RP 2018)',
      'Médiane du niveau de vie (2021) (€, Filosofi 2021)',
      'Établissements actifs fin 2018 (établissements, Fin 2018)',
      'Sources et licences',
    ]);
    expect(rows).toHaveLength(membersWithStatistics.length + 1);
    for (const row of rows) expect(row).toHaveLength(9);
    const saintEtienne = rows[1] as string[];
    expect(saintEtienne[0]).toBe('42218');
    // Rounded as displayed, decimal comma.
    const density = membersWithStatistics[0]?.statistics?.density_rp2018?.value ?? 0;
    expect(saintEtienne[5]).toBe(String(Math.round(density * 10) / 10).replace('.', ','));
    expect(saintEtienne[8]).toContain('Insee, Base du comparateur de territoires');
    expect(saintEtienne[8]).toContain('Filosofi');
    expect(saintEtienne[8]).toContain('Licence Ouverte 2.0');
  });

  it('given missing values should write their status, never an empty cell', () => {
    const rows = parseCsv(membersToCsv(membersWithStatistics, undefined, chosen));
    const byCode = new Map(rows.map((row) => [row[0], row]));
    expect(byCode.get('42189')?.[6]).toBe('secret');
    expect(byCode.get('42330')?.[6]).toBe('n.d.');
    expect(byCode.get('42183')?.[7]).toBe('n.d.');
    const epci = parseCsv(membersToCsv(epciMembersWithStatistics, undefined, chosen));
    expect(epci[1]?.[6]).toBe('sans objet');
  });

  it('given values INSEE publishes for the members should say so in the header and attribute their source', () => {
    const income = memberIndicators.filter((i) => ['median_income_2019', 'd1_2019'].includes(i.id));
    const rows = parseCsv(membersToCsv(departementMembersWithStatistics, undefined, income));
    expect(rows[0]?.slice(5)).toEqual([
      'Médiane du niveau de vie (2019) (€, Filosofi 2019, publié par l’Insee)',
      '1er décile du niveau de vie (2019) (€, Filosofi 2019, publié par l’Insee)',
      'Sources et licences',
    ]);
    expect(rows[2]?.slice(0, 2)).toEqual(['42', 'Loire']);
    expect(rows[2]?.slice(5, 7)).toEqual(['20930', '11500']);
    expect(rows[2]?.[7]).toContain('Filosofi) 2014 à 2019');
    // Communes have no published value: no such mention; the decile is not published for them.
    const communes = parseCsv(membersToCsv(membersWithStatistics, undefined, income));
    expect(communes[0]?.[5]).toBe('Médiane du niveau de vie (2019) (€, Filosofi 2019)');
    expect(communes[1]?.[6]).toBe('n.d.');
  });
});

describe('MembersTable with indicator columns', () => {
  const props = {
    rows: membersWithStatistics,
    caption: 'Communes',
    hrefFor,
    indicators: memberIndicators,
    defaultColumns: defaultMemberColumns,
  };

  it('given default columns should show one header per indicator with unit and reference year', () => {
    render(<MembersTable {...props} />);
    expect(
      screen.getByRole('columnheader', {
        name: /Densité de population \(recensement 2018\) \(hab\.\/km², RP 2018\)/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', {
        name: /Médiane du niveau de vie \(2021\) \(€, Filosofi 2021\)/,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(4 + defaultMemberColumns.length);
    expect(screen.getByText('5 colonnes d’indicateurs choisies')).toBeInTheDocument();
  });

  it('given secret and unavailable values should show short words with their full meaning', () => {
    render(<MembersTable {...props} />);
    const roche = screen.getByRole('rowheader', { name: 'Roche-la-Molière' }).closest('tr');
    expect(within(roche as HTMLElement).getByText('secret statistique')).toBeInTheDocument();
    const villars = screen.getByRole('rowheader', { name: 'Villars' }).closest('tr');
    // Testing Library reads the no-break space before ":" as a plain space.
    expect(
      within(villars as HTMLElement).getByText('non disponible : commune fusionnée'),
    ).toBeInTheDocument();
    expect(
      within(villars as HTMLElement).getByTitle('non disponible : commune fusionnée'),
    ).toHaveTextContent('n.d.');
  });

  it('given a sort on an indicator should put missing values last in both directions', async () => {
    render(<MembersTable {...props} />);
    const median = () => screen.getByRole('button', { name: /Médiane du niveau de vie/ });
    await userEvent.click(median());
    expect(screen.getByRole('columnheader', { name: /Médiane du niveau de vie/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names().slice(-2)).toEqual(['Roche-la-Molière', 'Villars']);
    await userEvent.click(median());
    expect(screen.getByRole('columnheader', { name: /Médiane du niveau de vie/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names().slice(-2)).toEqual(['Roche-la-Molière', 'Villars']);
    const values = membersWithStatistics
      .map((row) => row.statistics?.median_income_2021)
      .flatMap((s) => (s?.status === 'ok' && s.value !== null ? [s.value] : []));
    const lowest = membersWithStatistics.find(
      (row) => row.statistics?.median_income_2021?.value === Math.min(...values),
    );
    expect(names()[0]).toBe(lowest?.name);
  });

  it('given the chooser should add and remove columns, count them and reset the defaults', async () => {
    const onColumnsChange = vi.fn();
    render(<MembersTable {...props} onColumnsChange={onColumnsChange} />);
    const toggle = screen.getByRole('button', { name: 'Choisir les colonnes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const logement = screen.getByRole('group', { name: 'Ménages et logement' });
    await userEvent.click(within(logement).getByRole('checkbox', { name: /logements vacants/ }));
    expect(onColumnsChange).toHaveBeenLastCalledWith([
      'density_rp2018',
      'second_homes_share_2018',
      'vacant_share_2018',
      'unemployment_rate_2018',
      'median_income_2021',
      'establishments_2018',
    ]);
    expect(screen.getByText('6 colonnes d’indicateurs choisies')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /logements vacants/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Densité/ }));
    expect(screen.queryByRole('columnheader', { name: /Densité/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rétablir les colonnes par défaut' }));
    expect(onColumnsChange).toHaveBeenLastCalledWith(defaultMemberColumns);
    expect(screen.getByText('5 colonnes d’indicateurs choisies')).toBeInTheDocument();
  });

  it('given controlled columns with unknown ids should ignore them', () => {
    render(<MembersTable {...props} columns={['nope', 'area', '<script>']} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.getByRole('columnheader', { name: /Superficie/ })).toBeInTheDocument();
    expect(screen.getByText('1 colonne d’indicateur choisie')).toBeInTheDocument();
  });

  it('given a sort on a column that is then removed should fall back to the population', () => {
    const { rerender } = render(
      <MembersTable {...props} columns={['area']} defaultSort={{ column: 'area', desc: true }} />,
    );
    expect(screen.getByRole('columnheader', { name: /Superficie/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    rerender(<MembersTable {...props} columns={[]} />);
    expect(names().slice(0, 2)).toEqual(['Saint-Étienne', 'Saint-Chamond']);
  });

  it('given an aggregate on part of its communes should say so', () => {
    render(<MembersTable {...props} rows={epciMembersWithStatistics} />);
    expect(screen.getByText('(calculé sur 52 communes sur 53)')).toBeInTheDocument();
    expect(screen.getAllByText('sans objet : publié à la commune uniquement')).toHaveLength(2);
  });

  it('given the export should hand over the chosen columns', async () => {
    const onExport = vi.fn();
    render(<MembersTable {...props} columns={['area']} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const rows = parseCsv(onExport.mock.calls[0]?.[0] as string);
    expect(rows[0]?.slice(5)).toEqual(['Superficie (km², 2021)', 'Sources et licences']);
  });

  it('given members with published income should head its columns so, and give the reasons of the others', async () => {
    render(
      <MembersTable
        {...props}
        rows={departementMembersWithStatistics}
        columns={['median_income_2019', 'd1_2019', 'median_income_2021']}
      />,
    );
    expect(
      screen.getByRole('columnheader', {
        name: /Médiane du niveau de vie \(2019\) \(€, Filosofi 2019, publié par l’Insee\)/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', {
        name: /Médiane du niveau de vie \(2021\) \(€, Filosofi 2021\)/,
      }),
    ).toBeInTheDocument();
    const loire = screen.getByRole('rowheader', { name: 'Loire' }).closest('tr') as HTMLElement;
    expect(
      within(loire).getByText('20\u202f930\u00a0€', { normalizer: (t) => t }),
    ).toBeInTheDocument();
    expect(within(loire).queryByText(/calculé sur/)).toBeNull();
  });

  it('given members without a published value should say why, never "commune only" for a figure published above it', () => {
    render(
      <MembersTable
        {...props}
        rows={epciMembersOutsideFile}
        columns={['median_income_2019', 'd1_2019']}
      />,
    );
    expect(
      screen.getByText('non disponible : périmètre non vérifiable dans la géographie de la source'),
    ).toBeInTheDocument();
    expect(screen.getByText('non disponible : périmètre modifié')).toBeInTheDocument();
    render(
      <MembersTable
        {...props}
        rows={[
          {
            type: 'arrondissement',
            code: '69381',
            name: 'Lyon 1er Arrondissement',
            population: 30_000,
            statistics: { d1_2019: { value: null, status: 'not_applicable' } },
          },
        ]}
        columns={['d1_2019']}
      />,
    );
    expect(screen.getByText('sans objet : non publié à ce niveau')).toBeInTheDocument();
  });

  it('given a commune member and a decile published above the commune should say it is not published for communes', () => {
    render(<MembersTable {...props} columns={['d1_2019']} />);
    expect(
      screen.getAllByText('non disponible : non publié à l’échelle communale').length,
    ).toBeGreaterThan(0);
  });
});
