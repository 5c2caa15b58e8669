import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SIDES, type ParsedSide } from '../../data/params';
import type { ComparisonReferences } from '../../data/queries';
import {
  type ComparisonAddress,
  moveSideHref,
  referenceHref,
  referencesHref,
  removeSideHref,
  sideLetter,
} from './comparerAddress';

/** What a side panel can do to the list of sides: move, remove. */
export type SideActions = {
  /** Whether the side can take the place of the one before (both chosen). */
  canMoveBefore: boolean;
  /** Whether the side can take the place of the one after (both chosen). */
  canMoveAfter: boolean;
  /** Whether a side can be removed: more than two panels. */
  canRemove: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
};

/** The side panel `n`'s element: `data-side` on its section, `data-action` on its buttons. */
const inSide = (n: number, what: string) => `[data-side="${n}"] ${what}`;
const searchField = (n: number) => inSide(n, 'input[role="combobox"]');

const filled = (slot: ParsedSide | undefined) => slot !== undefined && slot.state !== 'empty';

/**
 * Moves the focus, once the screen shows the change, to the first of these elements that is on
 * the page and enabled (a moved side's button, a new side's search field).
 */
function useFocusAfterChange(deps: unknown[]) {
  const targets = useRef<string[] | null>(null);
  const [request, setRequest] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen has changed
  useEffect(() => {
    const selectors = targets.current;
    if (!selectors) return;
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element && !element.matches(':disabled')) {
        targets.current = null;
        element.focus();
        return;
      }
    }
  }, [request, ...deps]);
  return (...selectors: string[]) => {
    targets.current = selectors;
    setRequest((r) => r + 1);
  };
}

/**
 * The Comparer's list of sides: how many panels show (the address's sides, and any the user
 * added), and the actions that change the list, each announced and keeping the focus in place.
 */
export function useSideActions({
  address,
  searchParams,
  nameAt,
  say,
}: {
  address: ComparisonAddress;
  searchParams: URLSearchParams;
  nameAt: (n: number) => string | undefined;
  /** Says what the action did, in the live region. */
  say: (message: string) => void;
}) {
  const navigate = useNavigate();
  // Panels added in this visit and not chosen yet are not in the address.
  const [wanted, setWanted] = useState(2);
  const { slots } = address;
  const count = Math.min(MAX_SIDES, Math.max(slots.length, wanted));
  const focusLater = useFocusAfterChange([searchParams, count]);
  const named = (n: number) => {
    const name = nameAt(n);
    return name ? `${name} (territoire ${sideLetter(n)})` : `Territoire ${sideLetter(n)}`;
  };

  const add = () => {
    const empty = Array.from({ length: count }, (_, i) => slots[i]).findIndex((s) => !filled(s));
    if (empty >= 0) {
      // A panel still waits for its territory: fill it first (no gap in the address).
      say(`Le territoire ${sideLetter(empty + 1)} est encore à choisir.`);
      focusLater(searchField(empty + 1));
      return;
    }
    if (count >= MAX_SIDES) return;
    setWanted(count + 1);
    say(`Territoire ${sideLetter(count + 1)} ajouté\u00a0: recherchez un territoire.`);
    focusLater(searchField(count + 1));
  };

  const remove = (n: number) => {
    say(`${named(n)} retiré de la comparaison.`);
    setWanted(count - 1);
    if (slots.slice(n - 1).some(filled)) navigate(removeSideHref(searchParams, n));
    // The panel that takes its place (or the one before, for the last).
    focusLater(inSide(Math.min(n, count - 1), 'h2'));
  };

  const move = (n: number, direction: -1 | 1) => {
    const m = n + direction;
    say(`${nameAt(n) ?? `Le territoire ${sideLetter(n)}`} passe en territoire ${sideLetter(m)}.`);
    navigate(moveSideHref(searchParams, n, m));
    // The same button on the moved side, or the other one at the end of the list.
    const [same, other] = direction < 0 ? ['before', 'after'] : ['after', 'before'];
    focusLater(inSide(m, `[data-action="${same}"]`), inSide(m, `[data-action="${other}"]`));
  };

  return {
    /** How many side panels show: 2 to 6. */
    count,
    add,
    forSide: (n: number): SideActions => ({
      canMoveBefore: n > 1 && filled(slots[n - 1]) && filled(slots[n - 2]),
      canMoveAfter: n < count && filled(slots[n - 1]) && filled(slots[n]),
      canRemove: count > 2,
      onMove: (direction) => move(n, direction),
      onRemove: () => remove(n),
    }),
    chooseReference: (n: number) => {
      const name = nameAt(n);
      const side = `territoire ${sideLetter(n)}`;
      say(`Écarts calculés par rapport ${name ? `à ${name} (${side})` : `au ${side}`}.`);
      navigate(referenceHref(searchParams, n));
    },
    chooseReferences: (columns: ComparisonReferences) => {
      const shown = [
        columns.france ? 'France' : '',
        columns.parent ? 'département ou région de chaque territoire' : '',
      ].filter(Boolean);
      say(
        shown.length > 0
          ? `Colonnes de référence\u00a0: ${shown.join(' et ')}.`
          : 'Colonnes de référence retirées.',
      );
      navigate(referencesHref(searchParams, columns));
    },
  };
}
