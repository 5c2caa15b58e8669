import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseComparison } from './comparerAddress';
import { AddSide, SIX_AT_MOST } from './sideControls';
import type { SideList } from './useSideList';

const SIX =
  'type=commune&id=42218&type2=commune&id2=69123&type3=commune&id3=42187&type4=departement&id4=42&type5=region&id5=84&type6=epci&id6=244200770';

/** A list of `count` panels on an address of `search`, its actions recorded. */
function listOf(count: number, search: string): SideList {
  const searchParams = new URLSearchParams(search);
  const address = parseComparison(searchParams, 2024);
  return {
    address,
    searchParams,
    current: () => ({ address, searchParams }),
    navigate: vi.fn(),
    count,
    setCount: vi.fn(),
    focusLater: vi.fn(),
    nameAt: () => undefined,
    say: vi.fn(),
  };
}

describe('AddSide', () => {
  it('given six sides should stay focusable, say why it cannot add one, and add none', async () => {
    const list = listOf(6, SIX);
    render(<AddSide list={list} />);
    const add = screen.getByRole('button', { name: 'Ajouter un territoire' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).not.toBeDisabled();
    expect(add).toHaveAccessibleDescription(SIX_AT_MOST);
    expect(screen.getByText(/^Six territoires au plus/)).toBeVisible();
    await userEvent.tab();
    expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(list.say).toHaveBeenCalledWith(SIX_AT_MOST);
    expect(list.setCount).not.toHaveBeenCalled();
  });

  it('given fewer sides should add one, with no note', async () => {
    const list = listOf(2, 'type=commune&id=42218&type2=commune&id2=69123');
    render(<AddSide list={list} />);
    const add = screen.getByRole('button', { name: 'Ajouter un territoire' });
    expect(add).not.toHaveAttribute('aria-disabled');
    expect(add).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Six territoires au plus/)).toBeNull();
    await userEvent.click(add);
    expect(list.setCount).toHaveBeenCalledWith(3);
  });
});
