import { AREA_SIDE, type CompareResponse, isTransientError } from '@epic/api-contract';
import type { TerritoryInYear, TerritoryOption } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toVintageYears } from '../../data/mappers';
import type { ParsedSide, SideParams } from '../../data/params';
import {
  type ComparisonReferences,
  compareQuery,
  type ResolvedSide,
  vintagesQuery,
} from '../../data/queries';
import { chosenMessage } from '../LiveRegion';
import { useAddress } from '../useAddress';
import { useFocusFallback } from '../useFocusFallback';
import { usePaintedOnce } from '../usePaintedOnce';
import { parseComparison, sideHref, sideLetter } from './comparerAddress';
import { loadSideControls } from './LazyParts';
import { type SideList, useSideList } from './useSideList';

/** What a side panel needs from the screen: its side of the address, and how to change it. */
export type SideWiring = {
  /** The side's position (1-based). */
  n: number;
  /** "Territoire A", "Territoire B"… */
  heading: string;
  parsed: ParsedSide<SideParams>;
  /** What is wrong with this side in the address (a duplicate, a vintage without a territory). */
  problems: string[];
  /** The side's name when already known (comparison answer, or chosen in this visit). */
  name: string | undefined;
  /** Asks the territory's name when the comparison cannot give it (not compared). */
  lookUpName: boolean;
  /** Vintages where it exists, from the comparison. */
  exists: number[] | undefined;
  /** An area followed into another vintage across a merger at its limit (from the comparison). */
  perimeterChanged: boolean;
  /** This screen with this side replaced by a territory in a vintage. */
  hrefFor: (territory: TerritoryInYear) => string;
  onChoose: (option: TerritoryOption, year: number | undefined) => void;
  /** One of the user's areas chosen as this side. */
  onChooseArea: (area: { id: string; name: string }, year: number | undefined) => void;
  onYearChange: (side: ResolvedSide) => void;
  /** The list of sides, for the side's controls (move, remove). */
  list: SideList;
};

const nameKey = (type: string, code: string) => `${type}:${code}`;

/** Names of the territories chosen in this visit or already compared (shown at once). */
function useKnownNames(data: CompareResponse | undefined) {
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!data) return;
    setNames((known) => {
      const next = { ...known };
      for (const { territory } of data.sides) {
        next[nameKey(territory.type, territory.code)] = territory.name;
      }
      return next;
    });
  }, [data]);
  const remember = (type: string, code: string, name: string) =>
    setNames((known) => ({ ...known, [nameKey(type, code)]: name }));
  return { names, remember };
}

/**
 * The Comparer's state, read from the address: the sides (2 to 6 panels), the reference, the
 * vintages, the comparison, and what the user's last action did (for the live region).
 */
export function useComparerState() {
  const at = useAddress();
  const { searchParams } = at;
  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  const latest = vintages.data?.latest;
  // The address shown, and any other (the one a navigation goes to: useSideList).
  const parse = (search: URLSearchParams) => parseComparison(search, latest);
  const address = parse(searchParams);
  const { slots, compared } = address;

  const sides = compared.flatMap((n) => {
    const slot = slots[n - 1];
    return slot?.state === 'valid' ? [slot.value] : [];
  });
  // Each side's vintage: the address's, else the latest (only then is the latest awaited).
  const resolved = sides.map((side) => ({ ...side, year: side.year ?? latest }));
  const reference = Math.max(1, compared.indexOf(address.reference) + 1);
  const comparable = sides.length >= 2;
  const compare = useQuery({
    ...compareQuery(
      resolved.map((side) => ({ ...side, year: side.year ?? 0 })),
      reference,
      address.references,
      address.themes,
    ),
    enabled: comparable && resolved.every((side) => side.year !== undefined),
  });
  // The chart's code loads once the comparison itself is painted.
  const painted = usePaintedOnce(compare.isSuccess || compare.isError);
  const { names, remember } = useKnownNames(compare.data);

  // What the user's last action did, said in the live region with the loading state.
  const [action, setAction] = useState('');
  useFocusFallback(searchParams.toString());
  const nameAt = (n: number) => {
    const slot = slots[n - 1];
    if (slot?.state !== 'valid') return undefined;
    const index = compared.indexOf(n);
    return (
      (index >= 0 ? compare.data?.sides[index]?.territory.name : undefined) ??
      names[nameKey(slot.value.type, slot.value.id)]
    );
  };
  const list = useSideList(at, address, parse, nameAt, setAction);

  const loadState = comparable
    ? compare.isFetching
      ? 'Chargement de la comparaison…'
      : compare.isSuccess
        ? 'Comparaison chargée.'
        : ''
    : '';

  const wiring = (slot: ParsedSide<SideParams>, i: number): SideWiring => {
    const n = i + 1;
    const letter = sideLetter(n);
    const index = compared.indexOf(n);
    // From the address the user is on: a choice made while another's screen renders keeps it.
    const go = (side: SideParams | null, options?: { replace: boolean }) =>
      list.navigate(sideHref(list.current().searchParams, n, side), options);
    return {
      n,
      heading: `Territoire ${letter}`,
      parsed: slot,
      problems: address.problems.filter((p) => p.side === n).map((p) => p.message),
      name: nameAt(n),
      lookUpName: !comparable || index < 0,
      exists: index >= 0 ? compare.data?.sides[index]?.exists : undefined,
      perimeterChanged:
        index >= 0 && slot.state === 'valid' && slot.value.type === AREA_SIDE
          ? compare.data?.sides[index]?.perimeterChanged === true
          : false,
      hrefFor: (t) => sideHref(searchParams, n, { type: t.type, id: t.code, year: t.year }),
      onChoose: (option, year) => {
        remember(option.type, option.code, option.name);
        setAction(chosenMessage(option.name, option.type, year));
        go({ type: option.type, id: option.code, year });
      },
      onChooseArea: (area, year) => {
        remember(AREA_SIDE, area.id, area.name);
        setAction(`${area.name} (territoire de projet${year ? `, ${year}` : ''}) choisi.`);
        go({ type: AREA_SIDE, id: area.id, year });
      },
      onYearChange: (side) => {
        setAction(`Millésime ${side.year} choisi pour le territoire ${letter}.`);
        // A step through the vintages replaces the history entry, as in the Explorer.
        go(side, { replace: true });
      },
      list,
    };
  };
  const panels = Array.from(
    { length: list.count },
    (_, i): ParsedSide<SideParams> => slots[i] ?? { state: 'empty' },
  );

  return {
    address,
    /** The compared sides, in the address's order (2 to 6 once there is a comparison). */
    sides,
    /** The reference side among `sides` (1-based). */
    reference,
    compare,
    painted,
    years: vintages.data?.years ?? [],
    latest,
    // A side absent from its vintage or unknown: each side then asks for itself, to say why.
    compareFailed: compare.isError && !isTransientError(compare.error),
    panels: panels.map(wiring),
    /** Names of the compared sides, as known. */
    names: compared.map(nameAt),
    list,
    onReferencesChange: (columns: ComparisonReferences) =>
      void loadSideControls().then((m) => m.changeReferences(list, columns)),
    /** The action and loading state, for the live region. */
    announcement: [action, loadState].filter(Boolean).join(' '),
  };
}
