import { isTransientError } from '@epic/api-contract';
import type { TerritoryInYear, TerritoryOption } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toVintageYears } from '../../data/mappers';
import {
  comparerSideHref,
  comparerSwapHref,
  type ParsedSide,
  parseSide,
  type TerritoryParams,
} from '../../data/params';
import { compareQuery, type ResolvedSide, vintagesQuery } from '../../data/queries';
import { chosenMessage } from '../LiveRegion';
import { useFocusFallback } from '../useFocusFallback';
import { usePaintedOnce } from '../usePaintedOnce';

export type Suffix = '' | '2';

/** What a side panel needs from the screen: its side of the address, and how to change it. */
export type SideWiring = {
  parsed: ParsedSide;
  /** The side's name when already known (comparison answer, or chosen in this visit). */
  name: string | undefined;
  /** Asks the territory's name when the comparison cannot give it (the other side is empty). */
  lookUpName: boolean;
  /** Vintages where it exists, from the comparison. */
  exists: number[] | undefined;
  /** This screen with this side replaced by a territory in a vintage. */
  hrefFor: (territory: TerritoryInYear) => string;
  onChoose: (option: TerritoryOption, year: number | undefined) => void;
  onYearChange: (side: ResolvedSide) => void;
};

/**
 * The Comparer's state, read from the address: both sides, the vintages, the comparison, and what
 * the user's last action did (for the live region).
 */
export function useComparerState() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const left = parseSide(searchParams, '');
  const right = parseSide(searchParams, '2');
  const a = left.state === 'valid' ? left.value : null;
  const b = right.state === 'valid' ? right.value : null;

  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  const latest = vintages.data?.latest;

  // Each side's vintage: the address's, else the latest (only then is the latest awaited).
  const yearA = a?.year ?? latest;
  const yearB = b?.year ?? latest;
  const compare = useQuery({
    ...compareQuery(
      { type: a?.type ?? 'commune', id: a?.id ?? '', year: yearA ?? 0 },
      { type: b?.type ?? 'commune', id: b?.id ?? '', year: yearB ?? 0 },
    ),
    enabled: a !== null && b !== null && yearA !== undefined && yearB !== undefined,
  });

  // The chart's code loads once the comparison itself is painted.
  const painted = usePaintedOnce(compare.isSuccess || compare.isError);

  // Names of the territories chosen in this visit (shown at once, before any answer).
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  // What the user's last action did, said in the live region with the loading state.
  const [action, setAction] = useState('');
  useFocusFallback(searchParams.toString());

  const setSide = (suffix: Suffix, side: TerritoryParams | null) =>
    navigate(comparerSideHref(searchParams, side, suffix));
  const swap = () => {
    setAction('Territoires A et B inversés.');
    navigate(comparerSwapHref(searchParams, a, b));
  };
  const loadState =
    a && b
      ? compare.isFetching
        ? 'Chargement de la comparaison…'
        : compare.isSuccess
          ? 'Comparaison chargée.'
          : ''
      : '';

  const wiring = (suffix: Suffix, letter: 'A' | 'B'): SideWiring => {
    const [own, other, parsed] = suffix === '' ? [a, b, left] : [b, a, right];
    const answer = suffix === '' ? compare.data?.a : compare.data?.b;
    return {
      parsed,
      name: answer?.territory.name ?? (own ? chosenNames[`${own.type}:${own.id}`] : undefined),
      lookUpName: !other,
      exists: answer?.exists,
      hrefFor: (t) =>
        comparerSideHref(searchParams, { type: t.type, id: t.code, year: t.year }, suffix),
      onChoose: (option, year) => {
        setChosenNames((names) => ({ ...names, [`${option.type}:${option.code}`]: option.name }));
        setAction(chosenMessage(option.name, option.type, year));
        setSide(suffix, { type: option.type, id: option.code, year });
      },
      onYearChange: (side) => {
        setAction(`Millésime ${side.year} choisi pour le territoire ${letter}.`);
        setSide(suffix, side);
      },
    };
  };

  return {
    left,
    right,
    a,
    b,
    years: vintages.data?.years ?? [],
    latest,
    compare,
    painted,
    // A side absent from its vintage or unknown: each side then asks for itself, to say why.
    compareFailed: compare.isError && !isTransientError(compare.error),
    sideA: wiring('', 'A'),
    sideB: wiring('2', 'B'),
    swap,
    /** The action and loading state, for the live region. */
    announcement: [action, loadState].filter(Boolean).join(' '),
  };
}
