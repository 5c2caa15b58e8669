import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddress } from '../useAddress';
import { parseComparison } from './comparerAddress';
import { type SideList, useSideList } from './useSideList';

/** Resolves when the test says so: the new screen takes as long as the test wants. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function Side({ n, name, wait }: { n: number; name: string; wait?: Promise<void> }) {
  if (wait) use(wait);
  return (
    <section data-side={n}>
      <button type="button" data-action="before">
        {`Avancer ${name}`}
      </button>
    </section>
  );
}

/** Two sides named by the address (`a`, `b`); the address `?a=…&b=…&slow` suspends its render. */
function Screen({ onList, slow }: { onList: (list: SideList) => void; slow: Promise<void> }) {
  const at = useAddress();
  const { searchParams } = at;
  const list = useSideList(
    at,
    parseComparison(searchParams, 2024),
    (search) => parseComparison(search, 2024),
    () => undefined,
    () => {},
  );
  // The list of the screen shown (a render still waiting for its data is not one).
  useLayoutEffect(() => {
    onList(list);
  });
  const wait = searchParams.has('slow') ? slow : undefined;
  return (
    <>
      <Side n={1} name={searchParams.get('a') ?? ''} wait={wait} />
      <Side n={2} name={searchParams.get('b') ?? ''} wait={wait} />
    </>
  );
}

/** The screen at `address`, whose `&slow` addresses wait for `open()`; `list()`: the shown one's. */
function renderSlowScreen(address: string) {
  const { promise, open } = gate();
  let list: SideList | undefined;
  render(
    <MemoryRouter initialEntries={[address]}>
      <Suspense fallback={<p>Chargement</p>}>
        <Screen
          onList={(l) => {
            list = l;
          }}
          slow={promise}
        />
      </Suspense>
    </MemoryRouter>,
  );
  return { open, list: () => list };
}

describe('useSideList', () => {
  it('given a move whose screen is still rendering should focus only once that screen shows', async () => {
    const { open, list } = renderSlowScreen('/comparer/?a=Lyon&b=Roanne');
    expect(screen.getByRole('button', { name: 'Avancer Roanne' })).toBeInTheDocument();

    // Roanne before Lyon: the focus is asked for the first side's button.
    await act(async () => {
      list()?.navigate('/comparer/?a=Roanne&b=Lyon&slow');
      list()?.focusLater('[data-side="1"] [data-action="before"]');
    });
    // The old screen still shows (the navigation waits in its transition): the focus waits too,
    // instead of landing on Lyon's button, where a second key press would move Lyon.
    expect(screen.getByRole('button', { name: 'Avancer Lyon' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await act(async () => open());
    expect(screen.getByRole('button', { name: 'Avancer Roanne' })).toHaveFocus();
  });

  it('given a choice whose screen is still rendering should act on the chosen address', async () => {
    const { open, list } = renderSlowScreen('/comparer/?type=commune&id=42218');
    // Lyon chosen as side B: its screen waits, the screen still shows B empty.
    await act(async () =>
      list()?.navigate('/comparer/?type=commune&id=42218&type2=commune&id2=69123&slow'),
    );
    expect(list()?.address.slots[1]?.state).toBe('empty');
    // An action taken now (add a side) sees B chosen, and builds on the address with Lyon.
    const current = list()?.current();
    expect(current?.address.slots[1]).toMatchObject({ state: 'valid', value: { id: '69123' } });
    expect(current?.searchParams.get('id2')).toBe('69123');

    await act(async () => open());
    expect(list()?.address.slots[1]?.state).toBe('valid');
    expect(list()?.current().searchParams).toBe(list()?.searchParams);
  });

  it('given no navigation should focus at once', async () => {
    let list: SideList | undefined;
    render(
      <MemoryRouter initialEntries={['/comparer/?a=Lyon&b=Roanne']}>
        <Screen onList={(l) => (list = l)} slow={gate().promise} />
      </MemoryRouter>,
    );
    await act(async () => list?.focusLater('[data-side="2"] [data-action="before"]'));
    expect(screen.getByRole('button', { name: 'Avancer Roanne' })).toHaveFocus();
  });
});
