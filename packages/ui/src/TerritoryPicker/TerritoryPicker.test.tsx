import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saintEtienneResults } from '../fixtures/territories';
import { TerritoryPicker, type TerritoryPickerProps } from './TerritoryPicker';

function renderPicker(props: Partial<TerritoryPickerProps> = {}) {
  const handlers = { onSearch: vi.fn(), onSelect: vi.fn(), onLevelChange: vi.fn() };
  const utils = render(
    <TerritoryPicker level="all" results={[]} status="idle" {...handlers} {...props} />,
  );
  return { ...utils, ...handlers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TerritoryPicker', () => {
  it('given a default query with its answer should show it open without searching again', () => {
    vi.useFakeTimers();
    const { onSearch } = renderPicker({
      defaultQuery: 'saint',
      defaultOpen: true,
      results: saintEtienneResults,
      status: 'success',
      debounceMs: 10,
    });
    const input = screen.getByRole('combobox', { name: 'Rechercher un territoire' });
    expect(input).toHaveValue('saint');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch).not.toHaveBeenCalled();
    // Typing after it searches as usual.
    fireEvent.change(input, { target: { value: 'saint-' } });
    act(() => vi.advanceTimersByTime(10));
    expect(onSearch).toHaveBeenCalledWith('saint-', 'all');
  });

  it('given a default query without an answer should search it after the delay', () => {
    vi.useFakeTimers();
    const { onSearch } = renderPicker({ defaultQuery: 'lyon', debounceMs: 10 });
    act(() => vi.advanceTimersByTime(10));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('lyon', 'all');
  });

  it('given fast typing should call onSearch once, after the debounce delay', async () => {
    vi.useFakeTimers();
    const { onSearch } = renderPicker({ debounceMs: 300 });
    const input = screen.getByRole('combobox', { name: 'Rechercher un territoire' });
    for (const value of ['ly', 'lyo', 'lyon']) {
      fireEvent.change(input, { target: { value } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(199));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('lyon', 'all');
  });

  it('given a query shorter than the minimum should not search and should say why', async () => {
    const { onSearch } = renderPicker({ debounceMs: 0 });
    await userEvent.type(screen.getByRole('combobox', { name: 'Rechercher un territoire' }), 'l');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Saisissez au moins 2 caractères.');
  });

  it('given results should announce their count and select with ArrowDown and Enter', async () => {
    const { rerender, onSelect, onSearch, onLevelChange } = renderPicker({ debounceMs: 0 });
    const input = screen.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint');
    rerender(
      <TerritoryPicker
        level="all"
        results={saintEtienneResults}
        status="success"
        onSearch={onSearch}
        onSelect={onSelect}
        onLevelChange={onLevelChange}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('8 résultats');
    const options = within(screen.getByRole('listbox', { name: 'Résultats' })).getAllByRole(
      'option',
    );
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent('Commune · Loire (42) · 42218 · 42000, 42100');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: '42218' }));
    expect(input).toHaveValue('Saint-Étienne');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('given an open list should close it with Escape without selecting', async () => {
    const { rerender, onSelect, onSearch, onLevelChange } = renderPicker({ debounceMs: 0 });
    const input = screen.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint');
    rerender(
      <TerritoryPicker
        level="all"
        results={saintEtienneResults}
        status="success"
        onSearch={onSearch}
        onSelect={onSelect}
        onLevelChange={onLevelChange}
      />,
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('given a cleared field and ArrowDown should stay collapsed and Enter should choose nothing', async () => {
    const { rerender, onSelect, onSearch, onLevelChange } = renderPicker({ debounceMs: 0 });
    const input = screen.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint');
    // The app keeps the last results while the field is cleared (its search is not re-run).
    rerender(
      <TerritoryPicker
        level="all"
        results={saintEtienneResults}
        status="success"
        onSearch={onSearch}
        onSelect={onSelect}
        onLevelChange={onLevelChange}
      />,
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant', expect.stringMatching(/.+/));
    const list = screen.getByRole('listbox', { hidden: true });
    expect(within(list).queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('given no result should say so with the list collapsed', async () => {
    const { rerender, onSelect, onSearch, onLevelChange } = renderPicker({ debounceMs: 0 });
    const input = screen.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'zzzz');
    rerender(
      <TerritoryPicker
        level="all"
        results={[]}
        status="success"
        onSearch={onSearch}
        onSelect={onSelect}
        onLevelChange={onLevelChange}
      />,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun résultat pour « zzzz ».');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('given an error should announce it and retry on click', async () => {
    const onRetry = vi.fn();
    const { rerender, onSelect, onSearch, onLevelChange } = renderPicker({ debounceMs: 0 });
    await userEvent.type(screen.getByRole('combobox', { name: 'Rechercher un territoire' }), 'ly');
    rerender(
      <TerritoryPicker
        level="all"
        results={[]}
        status="error"
        onRetry={onRetry}
        onSearch={onSearch}
        onSelect={onSelect}
        onLevelChange={onLevelChange}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('La recherche a échoué');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('given a level change should report it', async () => {
    const { onLevelChange } = renderPicker();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Niveau' }), 'departement');
    expect(onLevelChange).toHaveBeenCalledWith('departement');
  });
});
