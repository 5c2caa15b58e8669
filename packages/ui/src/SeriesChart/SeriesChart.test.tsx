import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  birthsSeries,
  culozBeon,
  franceMetroIncomeSeries,
  giniSeries,
  jobsSeries,
  medianIncomeSeries,
  seriesSources,
} from '../fixtures/census';
import { SeriesChart } from './SeriesChart';
import { seriesChartMessages } from './SeriesChart.messages';
import { SeriesExports } from './SeriesExports';
import { rounded, seriesToCsv, seriesToJson } from './seriesExport';
import { axisNumber, seriesTicks, summarizeSeriesData } from './seriesText';

const NNBSP = '\u202f';
const m = seriesChartMessages;

describe('summarizeSeriesData', () => {
  it('given values and gaps should state both ends, the change and the missing periods with why', () => {
    expect(summarizeSeriesData(medianIncomeSeries, m)).toBe(
      `Médiane du niveau de vie\u00a0: 20${NNBSP}420\u00a0€ en 2017, 21${NNBSP}140\u00a0€ en 2019 (+3,5${NNBSP}%). ` +
        `Minimum 20${NNBSP}420\u00a0€ en 2017, maximum 21${NNBSP}140\u00a0€ en 2019. ` +
        'Non disponible (périmètre non vérifiable dans la géographie de la source) en 2014, 2015 et 2016.',
    );
  });

  it('given periods should name them as shown ("2013–2017")', () => {
    expect(summarizeSeriesData(birthsSeries, m)).toMatch(
      /en 2013–2017, 4\u202f610\u00a0naissances par an en 2020/,
    );
  });

  it('given a secret value should say secret statistique, not non disponible', () => {
    expect(summarizeSeriesData(jobsSeries, m)).toContain('Secret statistique en 2013.');
  });

  it('given France métropolitaine’s values should name it, never France alone', () => {
    const text = summarizeSeriesData(franceMetroIncomeSeries, m);
    expect(text).toContain('(France métropolitaine)');
    expect(text).not.toMatch(/France(?! métropolitaine)/);
  });
});

describe('the value axis', () => {
  it('given values a few thousandths apart should not stretch them to the whole height', () => {
    const ticks = seriesTicks([0.274, 0.273]);
    const span = (ticks.at(-1) as number) - (ticks[0] as number);
    expect(span).toBeGreaterThanOrEqual(0.0274);
    expect(ticks[0]).toBeLessThanOrEqual(0.273);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(0.274);
  });

  it('given ticks closer than the format’s decimals should write them apart', () => {
    const ticks = seriesTicks([0.274, 0.273]);
    const step = (ticks[1] as number) - (ticks[0] as number);
    const labels = ticks.map((t) => axisNumber(t, 'decimal2', step));
    expect(new Set(labels).size).toBe(labels.length);
    expect(axisNumber(20_250, 'euro', 500)).toBe(`20${NNBSP}250`);
  });
});

describe('SeriesChart', () => {
  it('given a series should draw its line broken at the gaps and a cross per missing value', () => {
    render(<SeriesChart series={medianIncomeSeries} sources={seriesSources} />);
    const group = screen.getByRole('group', { name: 'Médiane du niveau de vie' });
    const points = within(group).getAllByRole('img');
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      '2014\u00a0: non disponible (périmètre non vérifiable dans la géographie de la source)',
      '2015\u00a0: non disponible (périmètre non vérifiable dans la géographie de la source)',
      '2016\u00a0: non disponible (périmètre non vérifiable dans la géographie de la source)',
      `2017\u00a0: 20${NNBSP}420\u00a0€`,
      `2018\u00a0: 20${NNBSP}760\u00a0€`,
      `2019\u00a0: 21${NNBSP}140\u00a0€`,
    ]);
    const d = group.querySelector('path[data-line]')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(1);
    expect(d.match(/L/g)).toHaveLength(2);
  });

  it('given the keyboard should enter on the latest point and move with the arrows, Home and End', async () => {
    render(<SeriesChart series={medianIncomeSeries} sources={seriesSources} />);
    const points = screen.getAllByRole('img');
    await userEvent.tab();
    expect(points[5]).toHaveFocus();
    expect(points.filter((p) => p.tabIndex === 0)).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(points[4]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(points[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(points[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(points[5]).toHaveFocus();
    // One tab stop for all the points: Tab leaves the chart (for the table's disclosure).
    await userEvent.tab();
    expect(screen.getByText('Afficher les données en tableau')).toHaveFocus();
  });

  it('given the table should give every period, its value or reason, and its source', () => {
    render(<SeriesChart series={medianIncomeSeries} sources={seriesSources} />);
    const table = screen.getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Période', 'Valeur (€)', 'Source']);
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2014non disponible (périmètre non vérifiable dans la géographie de la source)Filosofi 2014 à 2019',
      '2015non disponible (périmètre non vérifiable dans la géographie de la source)Filosofi 2014 à 2019',
      '2016non disponible (périmètre non vérifiable dans la géographie de la source)Filosofi 2014 à 2019',
      `201720${NNBSP}420\u00a0€Filosofi 2014 à 2019 (publié par l’Insee)`,
      `201820${NNBSP}760\u00a0€Filosofi 2014 à 2019 (publié par l’Insee)`,
      `201921${NNBSP}140\u00a0€Filosofi 2014 à 2019 (publié par l’Insee)`,
    ]);
    expect(
      screen.getByText(/Fichier localisé social et fiscal \(Filosofi\) 2014 à 2019/),
    ).toBeVisible();
  });

  it('given a bare ratio should keep its decimals and no unit', () => {
    render(<SeriesChart series={giniSeries} />);
    expect(screen.getAllByRole('img').at(-1)).toHaveAccessibleName('2019\u00a0: 0,29');
    expect(screen.getByRole('columnheader', { name: 'Valeur', hidden: true })).toBeInTheDocument();
  });

  it('given no value at all should say so and still give the reasons in the table', () => {
    const empty = {
      ...medianIncomeSeries,
      points: medianIncomeSeries.points.slice(0, 3),
    };
    render(<SeriesChart series={empty} />);
    expect(screen.getByText('Aucune valeur pour ce territoire.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Médiane du niveau de vie' })).toBeNull();
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(4);
  });

  it('given an error should offer to retry', async () => {
    const onRetry = vi.fn();
    render(<SeriesChart series={null} title="Naissances par an" error onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('series exports', () => {
  const input = {
    territory: culozBeon,
    year: 2026,
    series: [medianIncomeSeries, birthsSeries],
    sources: seriesSources,
  };

  it('given series should write a CSV row per date with period, unit, status and source', () => {
    const lines = seriesToCsv(input, m).replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'code_territoire;territoire;niveau;millesime_perimetre;serie;libelle;periode;annee_reference;valeur;unite;statut;champ;population_perimetre_d_alors;millesimes;source_et_licence',
    );
    expect(lines).toHaveLength(1 + 6 + 2);
    expect(lines[1]).toBe(
      '01138;Culoz-Béon;commune;2026;median_income;Médiane du niveau de vie;2014;2014;;€;non disponible (périmètre non vérifiable dans la géographie de la source);;;;Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2014 à 2019 — Licence Ouverte 2.0',
    );
    expect(lines[7]).toMatch(
      /^01138;Culoz-Béon;commune;2026;births;Naissances par an;2013–2017;2017;4980;naissances par an;;/,
    );
  });

  it('given a decimal value should round it as shown, with a decimal comma', () => {
    const csv = seriesToCsv({ ...input, series: [giniSeries] }, m);
    // 0.285 reads 0,29 on screen (Intl), so in the file too; −0.005 rounds away from zero.
    expect(csv).toContain(';2019;2019;0,29;;');
    const point = { year: 1, period: '1', status: 'ok' as const, source: 's' };
    expect(rounded({ ...point, value: -0.005 }, giniSeries)).toBe(-0.01);
    expect(rounded({ ...point, value: 1.005 }, giniSeries)).toBe(1.01);
    expect(rounded({ ...point, value: 21_139.5 }, medianIncomeSeries)).toBe(21_140);
  });

  it('given series should write JSON with definitions, statuses in words and sources used', () => {
    const json = JSON.parse(seriesToJson(input, m));
    expect(json.territory).toEqual({ type: 'commune', code: '01138', name: 'Culoz-Béon' });
    expect(json.perimeterYear).toBe(2026);
    expect(json.sources.map((s: { id: string }) => s.id)).toEqual([
      'comparateur-2022',
      'filosofi-disp',
    ]);
    expect(json.series[0].points[0]).toEqual({
      period: '2014',
      year: 2014,
      value: null,
      status: 'unavailable',
      reason: 'perimeter_unverified',
      statusText: 'non disponible (périmètre non vérifiable dans la géographie de la source)',
      source: 'filosofi-disp',
    });
    expect(json.series[0].points[5]).toMatchObject({ value: 21_140, published: true });
  });

  it('given the buttons should hand over the CSV and the JSON files', async () => {
    const onExport = vi.fn();
    render(
      <SeriesExports {...input} filename="epic-series-commune-01138-2026" onExport={onExport} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(onExport).toHaveBeenLastCalledWith(
      expect.stringContaining('median_income'),
      'epic-series-commune-01138-2026.csv',
      'csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en JSON' }));
    expect(onExport).toHaveBeenLastCalledWith(
      expect.stringContaining('"perimeterYear": 2026'),
      'epic-series-commune-01138-2026.json',
      'json',
    );
  });
});
