// Long file: the indicator cards' behaviour tests (themes, series, references, statuses, published income, exports), read together.
import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loire, saintEtienne } from '../fixtures/territories';
import { IndicatorThemes, type IndicatorThemesProps } from './IndicatorThemes';
import {
  armix,
  armixValues,
  epci,
  epciOutsideFileValues,
  epciValues,
  indicators,
  loireValues,
  longNames,
  longNameValues,
  mamoudzou,
  mamoudzouValues,
  saintEtienneValues,
  series,
  sources,
  themes,
} from './IndicatorThemes.fixtures';

const NNBSP = '\u202f';
/** Keeps U+202F and U+00A0 as they are: the default normalizer turns them into plain spaces. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const base: IndicatorThemesProps = {
  territory: saintEtienne,
  themes,
  sources,
  indicators,
  values: saintEtienneValues,
  series,
};

describe('IndicatorThemes', () => {
  it('given a commune should group its indicators in the five themes with a navigation', async () => {
    render(<IndicatorThemes {...base} />);
    const nav = screen.getByRole('navigation', { name: 'Thèmes des indicateurs' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Population',
      'Ménages et logement',
      'Emploi',
      'Revenus',
      'Établissements',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('given census and Filosofi figures should show value, unit and reference year', () => {
    render(<IndicatorThemes {...base} />);
    const card = screen.getByRole('heading', { name: 'Superficie' }).closest('li') as HTMLElement;
    expect(within(card).getByText('79,97\u00a0km²', exact)).toBeInTheDocument();
    expect(within(card).getByText('2021')).toBeInTheDocument();
    const poverty = screen
      .getByRole('heading', { name: 'Taux de pauvreté (2021)' })
      .closest('li') as HTMLElement;
    expect(within(poverty).getByText('Filosofi 2021')).toBeInTheDocument();
  });

  it('given two dates of a measure should show both points with their dates in one card', () => {
    render(<IndicatorThemes {...base} />);
    expect(screen.queryByRole('heading', { name: 'Population (recensement 2013)' })).toBeNull();
    const card = screen
      .getByRole('heading', { name: 'Population (recensement 2018)' })
      .closest('li') as HTMLElement;
    const line = within(card).getByText(/^2013/).closest('p') as HTMLElement;
    expect(line.textContent).toContain(`2013\u00a0: 170${NNBSP}049\u00a0habitants`);
    expect(line.textContent).toContain(`2018\u00a0: 173${NNBSP}089\u00a0habitants`);
    const median = screen
      .getByRole('heading', { name: 'Médiane du niveau de vie (2021)' })
      .closest('li') as HTMLElement;
    expect(within(median).getByText(/^2019/).closest('p')?.textContent).toContain(
      `2019\u00a0: 18${NNBSP}410\u00a0€`,
    );
  });

  it('given references should list them in words beside the dot plot, and the ranks', () => {
    render(<IndicatorThemes {...base} />);
    const list = screen.getByRole('list', {
      name: 'Comparaison – Population (recensement 2018)',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Saint-Étienne\u00a0: 173${NNBSP}089\u00a0habitants`,
      `Loire\u00a0: 764${NNBSP}737\u00a0habitants`,
      `Auvergne-Rhône-Alpes\u00a0: 8${NNBSP}042${NNBSP}936\u00a0habitants`,
      `France\u00a0: 66${NNBSP}732${NNBSP}538\u00a0habitants`,
    ]);
    const card = list.closest('li[data-status]') as HTMLElement;
    expect(within(card).getByText('1ʳᵉ commune sur 323 dans la Loire')).toBeInTheDocument();
    expect(
      within(card).getByText(`14ᵉ commune sur 34${NNBSP}836 en France`, exact),
    ).toBeInTheDocument();
  });

  it('given rankingHref should link each rank to its ranking, named with the indicator and scope', async () => {
    const rankingHref = vi.fn((id: string, parent: { code: string } | null) =>
      id === 'pop_rp2018' ? `/classement/${id}/${parent?.code ?? 'france'}` : undefined,
    );
    render(<IndicatorThemes {...base} rankingHref={rankingHref} />);
    expect(
      screen.getByRole('link', {
        name: 'voir le classement (Population (recensement 2018), dans la Loire)',
      }),
    ).toHaveAttribute('href', '/classement/pop_rp2018/42');
    expect(
      screen.getByRole('link', {
        name: 'voir le classement (Population (recensement 2018), en France)',
      }),
    ).toHaveAttribute('href', '/classement/pop_rp2018/france');
    // Undefined for the others: no link.
    expect(screen.getAllByRole('link', { name: /^voir le classement/ })).toHaveLength(2);
  });

  it('given a theme should name each of its sources once, not under every card', () => {
    render(<IndicatorThemes {...base} />);
    const revenus = screen.getByRole('region', { name: 'Revenus' });
    // Filosofi 2021 for the communes, Filosofi 2014 à 2019 for the values published above them.
    expect(within(revenus).getAllByText(/^Source/)).toHaveLength(2);
    expect(within(revenus).getByText(/Filosofi\) 2021/)).toBeInTheDocument();
    expect(within(revenus).getByText(/Filosofi\) 2014 à 2019/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Source/)).toHaveLength(6);
  });

  it('given a median should say it is not computed above the commune instead of comparing', () => {
    render(<IndicatorThemes {...base} />);
    const median = screen
      .getByRole('heading', { name: 'Médiane du niveau de vie (2021)' })
      .closest('li') as HTMLElement;
    expect(within(median).getByText(/^Pas de comparaison/)).toBeInTheDocument();
    expect(within(median).queryByRole('list', { name: /Comparaison/ })).toBeNull();
  });

  it('given an EPCI should state partial coverage and communes-only figures', async () => {
    render(<IndicatorThemes {...base} territory={epci} values={epciValues} />);
    expect(screen.getByText('Calculé sur 52 communes sur 53')).toBeInTheDocument();
    expect(screen.getAllByText('Publié à la commune uniquement').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1ʳᵉ intercommunalité sur 10 dans la Loire').length).toBe(2);
  });

  it('given missing values should say why, never show a bare dash', async () => {
    const { container } = render(
      <IndicatorThemes {...base} territory={mamoudzou} values={mamoudzouValues} />,
    );
    expect(screen.getAllByText('Non disponible').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Non couvert par la source').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/[—–-]\s*$/m);
  });

  it('given a secret commune should say "Secret statistique" and the reasons', () => {
    render(<IndicatorThemes {...base} territory={armix} values={armixValues} />);
    expect(screen.getAllByText('Secret statistique').length).toBeGreaterThan(0);
    expect(screen.getByText('Commune fusionnée')).toBeInTheDocument();
    // A secret value has no plot: nothing to place the references against.
    expect(
      document.querySelector('[data-status="secret"] svg[data-kind="departement"]'),
    ).toBeNull();
    expect(screen.getByText('391ᵉ commune sur 393 dans l’Ain')).toBeInTheDocument();
  });

  it('given an unavailable value with references should list them but draw no plot', () => {
    const { container } = render(
      <IndicatorThemes {...base} territory={longNames.commune} values={longNameValues} />,
    );
    const card = container.querySelector('li[data-status="unavailable"]') as HTMLElement;
    expect(within(card).getByText('Marne\u00a0: 9,1\u202f%', exact)).toBeInTheDocument();
    expect(card.querySelector('[aria-hidden="true"] [data-kind="france"]')).toBeNull();
    const ok = container.querySelector('li[data-status="ok"]') as HTMLElement;
    // Counts are compared in words only.
    expect(ok.querySelector('[aria-hidden="true"] [data-kind="france"]')).toBeNull();
    const vacant = render(<IndicatorThemes {...base} />).container.querySelector(
      'li[data-status="ok"]:has([aria-label="Comparaison – Part des logements vacants"])',
    ) as HTMLElement;
    expect(vacant.querySelectorAll('span[data-kind]')).toHaveLength(4);
  });

  it('given a definition should reveal it on demand with a named disclosure', async () => {
    render(<IndicatorThemes {...base} />);
    const summary = screen.getAllByText('Définition')[0] as HTMLElement;
    expect(summary).toHaveTextContent('Définition – Population (recensement 2018)');
    await userEvent.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
  });

  it('given loading, error or no value should show the matching state', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<IndicatorThemes {...base} values={null} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des indicateurs…');
    rerender(<IndicatorThemes {...base} values={null} error onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<IndicatorThemes {...base} values={[]} />);
    expect(screen.getByText(/Aucun indicateur statistique/)).toBeInTheDocument();
  });

  it('given the export buttons should write every indicator with its source, in CSV and JSON', async () => {
    const onExport = vi.fn();
    render(
      <IndicatorThemes {...base} year={2024} filename="epic-commune-42218" onExport={onExport} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /indicateurs \(CSV\)/ }));
    const [csv, name] = onExport.mock.calls[0] as [string, string];
    expect(name).toBe('epic-commune-42218.csv');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'code_territoire;territoire;millesime;theme;indicateur;libelle;valeur;unite;annee_reference;statut;departement;region;france;champ_france;rang_national;rang_parent;source_et_licence',
    );
    const poverty = lines.find((l) => l.includes(';poverty_rate_2019;'))?.split(';') ?? [];
    expect(poverty.slice(0, 3)).toEqual(['42218', 'Saint-Étienne', '2024']);
    expect(poverty.slice(6, 9)).toEqual(['26', '%', 'Filosofi 2019']);
    expect(poverty.at(-1)).toMatch(/Filosofi/);
    expect(lines).toHaveLength(saintEtienneValues.length + 1);

    await userEvent.click(screen.getByRole('button', { name: /indicateurs \(JSON\)/ }));
    const [json, jsonName] = onExport.mock.calls[1] as [string, string];
    expect(jsonName).toBe('epic-commune-42218.json');
    const doc = JSON.parse(json);
    expect(doc.territory).toEqual({ type: 'commune', code: '42218', name: 'Saint-Étienne' });
    const entry = doc.indicators.find((i: { id: string }) => i.id === 'poverty_rate_2019');
    expect(entry).toMatchObject({ value: 26, unit: '%', referenceYear: 'Filosofi 2019' });
    expect(doc.sources.length).toBeGreaterThan(0);
  });

  it('given a secret value should export its status in words and no number', async () => {
    const onExport = vi.fn();
    render(
      <IndicatorThemes {...base} territory={armix} values={armixValues} onExport={onExport} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /indicateurs \(CSV\)/ }));
    const [csv] = onExport.mock.calls[0] as [string];
    const median = csv
      .split('\r\n')
      .find((l) => l.includes(';median_income_2021;'))
      ?.split(';');
    expect(median?.[6]).toBe('');
    expect(median?.[9]).toBe('Secret statistique');
  });
  it('given an EPCI with published income should give INSEE’s values, never a coverage, and France métropolitaine', async () => {
    render(<IndicatorThemes {...base} territory={epci} values={epciValues} />);
    const median = screen
      .getByRole('heading', { name: 'Médiane du niveau de vie (2019)' })
      .closest('li') as HTMLElement;
    expect(within(median).getByText(`20${NNBSP}250\u00a0€`, exact)).toBeInTheDocument();
    expect(within(median).getByText('Publié par l’Insee')).toBeInTheDocument();
    expect(within(median).queryByText(/calculé sur/i)).toBeNull();
    const list = within(median).getByRole('list', { name: /^Comparaison/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Saint-Étienne Métropole\u00a0: 20${NNBSP}250\u00a0€ (publié par l’Insee)`,
      `Loire\u00a0: 20${NNBSP}930\u00a0€ (publié par l’Insee)`,
      `Auvergne-Rhône-Alpes\u00a0: 22${NNBSP}610\u00a0€ (publié par l’Insee)`,
      `France métropolitaine\u00a0: 21${NNBSP}930\u00a0€ (publié par l’Insee)`,
    ]);
    // The 2021 median is published for communes only: its own card, not a point of a series.
    const median2021 = screen
      .getByRole('heading', { name: 'Médiane du niveau de vie (2021)' })
      .closest('li') as HTMLElement;
    expect(within(median2021).getByText('Publié à la commune uniquement')).toBeInTheDocument();
    expect(within(median).queryByText(/^2021/)).toBeNull();
    expect(screen.getByText('0,27')).toBeInTheDocument();
  });

  it('given a commune and a decile published above it should say so and compare with its département, région and France métropolitaine', async () => {
    const { container } = render(<IndicatorThemes {...base} />);
    const d1 = screen
      .getByRole('heading', { name: '1er décile du niveau de vie (2019)' })
      .closest('li') as HTMLElement;
    expect(within(d1).getByText('Non disponible')).toBeInTheDocument();
    expect(within(d1).getByText('Non publié à l’échelle communale')).toBeInTheDocument();
    const lines = within(within(d1).getByRole('list', { name: /^Comparaison/ }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines.at(-1)).toBe(
      `France métropolitaine\u00a0: 11${NNBSP}620\u00a0€ (publié par l’Insee)`,
    );
    expect(container.textContent).not.toMatch(/France\u00a0: 21/);
    // The commune's 2021 decile stands alone: 2019 is not a date of the commune's series.
    const d1In2021 = screen
      .getByRole('heading', { name: '1er décile du niveau de vie (2021)' })
      .closest('li') as HTMLElement;
    expect(within(d1In2021).queryByText(/^2019/)).toBeNull();
    // Its own median keeps both dates; the references of 2019 are INSEE’s published values.
    const median = screen
      .getByRole('heading', { name: 'Médiane du niveau de vie (2021)' })
      .closest('li') as HTMLElement;
    expect(within(median).getByText(/^2019/)).toBeInTheDocument();
  });

  it('given an EPCI whose perimeter is not the file’s should say why each published figure is missing', async () => {
    render(<IndicatorThemes {...base} territory={epci} values={epciOutsideFileValues} />);
    expect(screen.getByText('Périmètre modifié')).toBeInTheDocument();
    expect(
      screen.getByText('Périmètre non vérifiable dans la géographie de la source'),
    ).toBeInTheDocument();
    expect(screen.getByText('Territoire absent de la géographie de la source')).toBeInTheDocument();
    expect(screen.queryByText('Publié à la commune uniquement')).toBeNull();
  });

  it('given a département should rank its published figures and name France métropolitaine', () => {
    render(<IndicatorThemes {...base} territory={loire} values={loireValues} />);
    const median = screen
      .getByRole('heading', { name: 'Médiane du niveau de vie (2019)' })
      .closest('li') as HTMLElement;
    expect(
      within(median).getByText('10ᵉ département sur 12 en Auvergne-Rhône-Alpes'),
    ).toBeInTheDocument();
    expect(within(median).getByText(/^France métropolitaine/)).toBeInTheDocument();
  });

  it('given a figure published above the commune but not at this level should not say "commune only"', () => {
    const arrondissement = {
      type: 'arrondissement',
      code: '69381',
      name: 'Lyon 1er Arrondissement',
    } as const;
    render(
      <IndicatorThemes
        {...base}
        territory={arrondissement}
        values={[{ id: 'gini_2019', value: null, status: 'not_applicable' }]}
      />,
    );
    expect(screen.getByText('Non publié à ce niveau')).toBeInTheDocument();
    expect(screen.queryByText('Publié à la commune uniquement')).toBeNull();
  });

  it('given published values should export them as such, with France métropolitaine named', async () => {
    const onExport = vi.fn();
    render(<IndicatorThemes {...base} territory={epci} values={epciValues} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: /indicateurs \(CSV\)/ }));
    const [csv] = onExport.mock.calls[0] as [string];
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    const header = (lines[0] ?? '').split(';');
    const median = lines.find((l) => l.includes(';median_income_2019;'))?.split(';') ?? [];
    const at = (column: string) => median[header.indexOf(column)];
    expect([at('valeur'), at('statut'), at('france'), at('champ_france')]).toEqual([
      '20250',
      'publié par l’Insee',
      '21930',
      'France métropolitaine',
    ]);
    const gini = lines.find((l) => l.includes(';gini_2019;'))?.split(';') ?? [];
    expect(gini[header.indexOf('valeur')]).toBe('0,27');
    const density = lines.find((l) => l.includes(';density_rp2018;'))?.split(';') ?? [];
    expect(density[header.indexOf('champ_france')]).toBe('France');
    // The EPCI's value and its references are INSEE's published ones: that source, not the commune file's.
    expect(at('source_et_licence')).toMatch(/Filosofi\) 2014 à 2019/);
    expect(at('source_et_licence')).not.toMatch(/Filosofi\) 2021/);

    await userEvent.click(screen.getByRole('button', { name: /indicateurs \(JSON\)/ }));
    const doc = JSON.parse(onExport.mock.calls[1]?.[0] as string);
    const entry = doc.indicators.find((i: { id: string }) => i.id === 'median_income_2019');
    expect(entry).toMatchObject({
      value: 20250,
      published: true,
      statusText: 'publié par l’Insee',
      references: { france: 21930, franceScope: 'france_metropolitaine' },
    });
    expect(entry).not.toHaveProperty('coverage');
    expect(doc.sources.map((s: { id: string }) => s.id)).toContain('filosofi-disp');
  });

  it('given a commune’s median and published references should cite both sources on its row', async () => {
    const onExport = vi.fn();
    render(<IndicatorThemes {...base} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: /indicateurs \(CSV\)/ }));
    const [csv] = onExport.mock.calls[0] as [string];
    const median = csv.split('\r\n').find((l) => l.includes(';median_income_2019;')) ?? '';
    expect(median).toMatch(/Filosofi\) 2021 — Licence Ouverte 2\.0 \/ Source\s: Insee-DGFiP/);
    expect(median).toMatch(/Filosofi\) 2014 à 2019/);
  });
});
