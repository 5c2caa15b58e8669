import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Address, useAddress } from './useAddress';

/** Resolves when the test says so: the new screen takes as long as the test wants. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** A panel of the screen: reports its address handle once shown. */
function Panel({ name, onAddress }: { name: string; onAddress: (at: Address) => void }) {
  const at = useAddress();
  useLayoutEffect(() => {
    onAddress(at);
  });
  return <p>{`${name} : ${at.searchParams.toString()}`}</p>;
}

/** The shown path and query (a render still waiting is not shown). */
function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

/** Two panels of one screen; an address with `slow` suspends the screen until `open()`. */
function Screen({ slow, panels }: { slow: Promise<void>; panels: Record<string, Address> }) {
  const { searchParams } = useAddress();
  if (searchParams.has('slow')) use(slow);
  return (
    <>
      <Panel
        name="carte"
        onAddress={(at) => {
          panels.map = at;
        }}
      />
      <Panel
        name="membres"
        onAddress={(at) => {
          panels.members = at;
        }}
      />
      <Where />
    </>
  );
}

function renderSlowScreen(address: string) {
  const { promise, open } = gate();
  const panels: Record<string, Address> = {};
  render(
    <MemoryRouter initialEntries={[address]}>
      <Suspense fallback={<p>Chargement</p>}>
        <Screen slow={promise} panels={panels} />
      </Suspense>
    </MemoryRouter>,
  );
  const map = () => panels.map as Address;
  const members = () => panels.members as Address;
  return { open, map, members };
}

const shown = () => screen.getByRole('status').textContent;

describe('useAddress', () => {
  it('given a change whose screen still renders should build the next change on it', async () => {
    const { open, map, members } = renderSlowScreen('/explorer/?type=commune&id=69123');
    // The map's indicator changes: its screen waits (its files load), the old one still shows.
    await act(async () =>
      map().update((q) => {
        q.set('carte', 'unemployment');
        q.set('slow', '');
        return q;
      }),
    );
    expect(shown()).toBe('/explorer/?type=commune&id=69123');
    expect(map().leaving()).toBe(true);
    // Another panel of the same screen sees it, and its change keeps it.
    expect(members().current().get('carte')).toBe('unemployment');
    await act(async () =>
      members().update((q) => {
        q.set('colonnes', 'population');
        return q;
      }),
    );

    await act(async () => open());
    expect(shown()).toBe(
      '/explorer/?type=commune&id=69123&carte=unemployment&slow=&colonnes=population',
    );
    expect(map().leaving()).toBe(false);
    expect(map().current()).toBe(map().searchParams);
  });

  it('given no navigation should act on the address shown', async () => {
    const { map } = renderSlowScreen('/explorer/?type=commune&id=69123');
    expect(map().leaving()).toBe(false);
    expect(map().current()).toBe(map().searchParams);
    await act(async () =>
      map().update((q) => {
        q.set('contours', '1');
        return q;
      }),
    );
    expect(shown()).toBe('/explorer/?type=commune&id=69123&contours=1');
    expect(map().leaving()).toBe(false);
  });

  it('given the same address or another page should not wait for a screen', async () => {
    const { map } = renderSlowScreen('/explorer/?type=commune&id=69123');
    await act(async () => map().navigate('/explorer/?type=commune&id=69123'));
    expect(map().leaving()).toBe(false);
    await act(async () => map().navigate('/comparer/?type=commune&id=69123'));
    expect(shown()).toBe('/comparer/?type=commune&id=69123');
    expect(map().current().toString()).toBe('type=commune&id=69123');
  });
});
