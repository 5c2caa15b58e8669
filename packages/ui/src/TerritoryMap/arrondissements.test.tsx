import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { communesModel } from './geometry';
import { TerritoryMap } from './TerritoryMap';
import {
  arrondissementCodesOf,
  bouchesDuRhone,
  codesOf,
  madeUpValues,
  mapCredit,
  paris,
  povertyRate,
} from './TerritoryMap.fixtures';
import type { CommunesLayer } from './types';

const layer = (
  topology: typeof paris,
  arrondissements: boolean,
  extra: Partial<CommunesLayer> = {},
): CommunesLayer => ({
  kind: 'communes',
  topologies: [topology],
  year: 2025,
  arrondissements,
  ...extra,
});

describe('arrondissements municipaux in the model', () => {
  it('given Paris should draw the city whole, or its 20 arrondissements and its outline', () => {
    const whole = communesModel(layer(paris, false), new Set());
    expect(whole.areas.map((a) => a.code)).toEqual(['75056']);
    expect(whole.cities).toEqual([]);
    const split = communesModel(layer(paris, true), new Set());
    expect(split.areas.map((a) => a.code).sort()).toEqual(arrondissementCodesOf(paris).sort());
    expect(split.areas.every((a) => a.type === 'arrondissement' && a.city === '75056')).toBe(true);
    expect(split.cities.map((c) => [c.code, c.name])).toEqual([['75056', 'Paris']]);
    expect(split.cities[0]?.box).toEqual(whole.areas[0]?.box);
  });

  it('given Marseille should never draw the city with its arrondissements', () => {
    const model = communesModel(layer(bouchesDuRhone, true), new Set());
    const codes = model.areas.map((a) => a.code);
    expect(codes).not.toContain('13055');
    expect(codes.filter((c) => c.startsWith('132'))).toHaveLength(16);
    expect(codes).toHaveLength(codesOf(bouchesDuRhone).length - 1 + 16);
    expect(model.areas.find((a) => a.code === '13001')?.type).toBe('commune');
  });

  it('given EPCI borders should go round the city, not between its arrondissements', () => {
    const borders = (arrondissements: boolean) =>
      communesModel(layer(bouchesDuRhone, arrondissements, { epciBorders: true }), new Set())
        .epciBorders ?? '';
    // The arrondissements take the city's EPCI: the borders are those of the city whole.
    const ratio = borders(true).length / borders(false).length;
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.05);
    const outline = communesModel(
      layer(bouchesDuRhone, true, { outlineEpci: '200054807' }),
      new Set(),
    ).epciOutline;
    expect(outline).toBeTruthy();
  });

  it('given an EPCI in focus should keep the arrondissements of its city in focus', () => {
    // Aix-Marseille-Provence: its members name Marseille (13055), not its 16 arrondissements.
    const members = bouchesDuRhone.objects.communes.geometries
      .filter((g) => g.properties.e === '200054807')
      .map((g) => g.id);
    expect(members).toContain('13055');
    const focused = (arrondissements: boolean) =>
      communesModel(
        layer(bouchesDuRhone, arrondissements, { focus: members, outlineEpci: '200054807' }),
        new Set(),
      )
        .areas.filter((a) => !a.outOfFocus)
        .map((a) => a.code);
    expect(focused(false).sort()).toEqual([...members].sort());
    const split = focused(true);
    expect(split).not.toContain('13055');
    expect(split.filter((c) => c.startsWith('132'))).toHaveLength(16);
    expect(split).toHaveLength(members.length - 1 + 16);
  });

  it('given an arrondissement should find its neighbours among the others (arrow keys)', () => {
    const model = communesModel(layer(paris, true), new Set());
    const first = model.areas.findIndex((a) => a.code === '75101');
    const around = (model.neighbours()[first] ?? []).map((i) => model.areas[i]?.code).sort();
    expect(around).toEqual(expect.arrayContaining(['75102', '75108']));
  });
});

describe('TerritoryMap with arrondissements', () => {
  it('given Paris 12e selected should link each arrondissement, name it and pass axe', async () => {
    const hrefFor = vi.fn(
      (t: { type: string; code: string }) => `/explorer/?type=${t.type}&id=${t.code}`,
    );
    render(
      <TerritoryMap
        title="Médiane du niveau de vie : arrondissements de Paris"
        layer={layer(paris, true)}
        indicator={povertyRate}
        values={madeUpValues(arrondissementCodesOf(paris), 'level')}
        selected="75112"
        hrefFor={hrefFor}
        credit={mapCredit}
        fileName="carte"
      />,
    );
    const map = screen.getByRole('group', { name: /arrondissements de Paris/ });
    const links = within(map).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(hrefFor).toHaveBeenCalledWith(expect.objectContaining({ type: 'arrondissement' }));
    const current = links.find((l) => l.getAttribute('aria-current') === 'page');
    expect(current?.getAttribute('aria-label')).toMatch(/^Paris 12e Arrondissement \(75112\)/);
    expect(current?.getAttribute('href')).toBe('/explorer/?type=arrondissement&id=75112');
    expect(screen.getByText(/Paris 12e Arrondissement \(75112\)$/)).toBeInTheDocument();
    expect(
      screen.getByText('Limite de Paris, découpée en arrondissements municipaux'),
    ).toBeInTheDocument();
    // The whole city is the map: no zoom.
    expect(screen.queryByRole('button', { name: 'Voir tout' })).toBeNull();
  });

  it('given Marseille selected should outline the city, zoom to it and list arrondissements', () => {
    const codes = [...codesOf(bouchesDuRhone), ...arrondissementCodesOf(bouchesDuRhone)];
    const onSelect = vi.fn();
    render(
      <TerritoryMap
        title="Taux de pauvreté"
        layer={layer(bouchesDuRhone, true)}
        indicator={povertyRate}
        values={madeUpValues(codes, 'level')}
        selected="13055"
        onSelect={onSelect}
        credit={mapCredit}
        fileName="carte"
      />,
    );
    expect(screen.getByText(/Territoire mis en évidence : Marseille \(13055\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voir tout' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const map = screen.getByRole('group', { name: 'Taux de pauvreté' });
    expect(within(map).queryByRole('button', { name: /^Marseille \(13055\)/ })).toBeNull();
    const first = within(map).getByRole('button', { name: /^Marseille 1er Arrondissement/ });
    fireEvent.click(first);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'arrondissement', code: '13201' }),
    );
    const details = screen.getByText('Afficher les données en tableau').closest('details');
    if (!details) throw new Error('no table toggle');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: 'Marseille 16e Arrondissement' }),
    ).toBeVisible();
    expect(within(table).queryByRole('rowheader', { name: 'Marseille' })).toBeNull();
  });
});
