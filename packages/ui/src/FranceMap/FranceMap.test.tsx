import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { departementPopulations } from '../fixtures/territories';
import { expectNoAxeViolations } from '../test/axe';
import { classOf, quantileBreaks } from './classes';
import { FranceMap } from './FranceMap';
import { departementsOf, regionOfDepartement } from './regions';

describe('regions', () => {
  it('given the 101 départements should map each to one of the 18 régions', () => {
    const codes = Object.keys(departementPopulations);
    expect(codes).toHaveLength(101);
    for (const code of codes) expect(regionOfDepartement[code]).toBeDefined();
    expect(new Set(Object.values(regionOfDepartement)).size).toBe(18);
    expect(regionOfDepartement['42']).toBe('84');
    expect(regionOfDepartement['2A']).toBe('94');
    expect(departementsOf('53')).toEqual(['22', '29', '35', '56']);
  });
});

describe('classes', () => {
  it('given values should split them in quantile classes', () => {
    const breaks = quantileBreaks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(breaks).toEqual([2, 4, 6, 8, 10]);
    expect(classOf(1, breaks)).toBe(0);
    expect(classOf(7, breaks)).toBe(3);
    expect(classOf(undefined, breaks)).toBe(-1);
  });
});

describe('FranceMap', () => {
  it('given départements should draw 96 areas and 5 overseas tiles, all named', () => {
    render(
      <FranceMap
        level="departement"
        values={departementPopulations}
        title="Carte"
        onSelect={() => {}}
      />,
    );
    const map = screen.getByRole('group', { name: 'Carte' });
    expect(within(map).getAllByRole('button')).toHaveLength(101);
    expect(
      within(map).getByRole('button', { name: 'Mayotte (976)\u00a0: 300\u202f000\u00a0habitants' }),
    ).toBeInTheDocument();
  });

  it('given a selection should mark the area as current', () => {
    render(
      <FranceMap level="departement" values={{}} selected="42" title="Carte" onSelect={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /^Loire \(42\)/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('given Enter on a région group should select the région', () => {
    const onSelect = vi.fn();
    render(<FranceMap level="region" title="Régions" onSelect={onSelect} />);
    const bretagne = screen.getByRole('button', { name: /^Bretagne \(53\)/ });
    expect(bretagne.querySelectorAll('path')).toHaveLength(4);
    fireEvent.keyDown(bretagne, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ type: 'region', code: '53', name: 'Bretagne' });
  });

  it('given a selection should make the map a single tab stop on the selected area', () => {
    const { rerender } = render(
      <FranceMap level="departement" title="Carte" selected="42" onSelect={() => {}} />,
    );
    const stops = () =>
      screen.getAllByRole('button').filter((el) => el.getAttribute('tabindex') === '0');
    expect(stops().map((el) => el.getAttribute('data-code'))).toEqual(['42']);
    rerender(<FranceMap level="departement" title="Carte" onSelect={() => {}} />);
    expect(stops().map((el) => el.getAttribute('data-code'))).toEqual(['01']);
  });

  it('given hrefFor should make each area a link to its territory, one tab stop', () => {
    const onSelect = vi.fn();
    render(
      <FranceMap
        level="departement"
        title="Carte"
        selected="42"
        hrefFor={(t) => `/explorer/?type=${t.type}&id=${t.code}`}
        onSelect={onSelect}
      />,
    );
    expect(screen.queryAllByRole('button', { name: /Loire/ })).toHaveLength(0);
    const loire = screen.getByRole('link', { name: /^Loire \(42\)/ });
    expect(loire).toHaveAttribute('href', '/explorer/?type=departement&id=42');
    expect(loire).toHaveAttribute('aria-current', 'page');
    expect(loire).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: /^Ain \(01\)/ })).toHaveAttribute('tabindex', '-1');
    fireEvent.click(loire);
    expect(onSelect).toHaveBeenCalledWith(
      { type: 'departement', code: '42', name: 'Loire' },
      expect.anything(),
    );
  });

  it('given no onSelect should render named images that are not focusable', () => {
    render(<FranceMap level="departement" title="Carte" />);
    expect(screen.queryByRole('button', { name: /Loire/ })).toBeNull();
    expect(screen.getByRole('img', { name: /^Loire \(42\)/ })).not.toHaveAttribute('tabindex');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <FranceMap level="region" title="Régions" selected="84" onSelect={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
