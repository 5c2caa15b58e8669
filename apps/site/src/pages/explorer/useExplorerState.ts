import { absentDetailsOf } from '@epic/api-contract';
import type { TerritoryOption } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toVintageYears } from '../../data/mappers';
import { explorerHref, type ParsedSide, parseSide, type TerritoryParams } from '../../data/params';
import { territoryQuery, vintagesQuery } from '../../data/queries';
import { isRankingSearch } from '../../data/rankingAddress';
import { rememberRecent } from '../../data/recent';
import { chosenMessage } from '../LiveRegion';
import { useAddress } from '../useAddress';
import { useFocusFallback } from '../useFocusFallback';
import { useSettledValue } from '../useSettledValue';
import type { RankingHandle } from './ranking/RankingView';

/**
 * The Explorer's state, read from the address: the territory and vintage asked for, its answer,
 * the vintages, and what the user's last action did (for the live region).
 */
export function useExplorerState() {
  const { searchParams, current, navigate } = useAddress();
  // A level without a territory is a ranking (its own screen, data/rankingParams.ts), not an error.
  const ranking = isRankingSearch(searchParams);
  const parsed: ParsedSide = ranking ? { state: 'empty' } : parseSide(searchParams);
  const side = parsed.state === 'valid' ? parsed.value : null;

  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  // A ranking's vintage, when it has data (else the latest; the ranking names a bad one).
  const asked = Number(searchParams.get('year'));
  const rankingYear = ranking && vintages.data?.years.includes(asked) ? asked : undefined;
  const year = side?.year ?? rankingYear ?? vintages.data?.latest;

  const detail = useQuery({
    ...territoryQuery(side ?? { type: 'commune', id: '', year: undefined }, year),
    enabled: side !== null,
  });

  const go = (next: TerritoryParams, options?: { replace: boolean }) =>
    navigate(explorerHref(next), options);
  // Vintages where it exists: from its answer, or from the 404 of a vintage where it does not.
  const existing = detail.data?.exists ?? absentDetailsOf(detail.error)?.exists;

  useEffect(() => {
    if (detail.data && side) {
      rememberRecent({ type: side.type, id: side.id, name: detail.data.territory.name, year });
    }
  }, [detail.data, side, year]);

  // What the user's last action did, said in the live region with the loading state.
  const [action, setAction] = useState('');
  useFocusFallback(searchParams.toString());
  const loadState = side
    ? detail.isFetching
      ? 'Chargement des chiffres clés…'
      : detail.isSuccess
        ? 'Chiffres clés chargés.'
        : ''
    : '';

  /** A territory chosen in the picker: in its own vintage if it has one, else in the current. */
  const choose = (option: TerritoryOption) => {
    setAction(chosenMessage(option.name, option.type, option.year ?? year));
    go({ type: option.type, id: option.code, year: option.year ?? year });
  };
  // Arrow keys on the closed select step through the years: only the settled one is loaded.
  const [shownYear, setShownYear] = useSettledValue(year, (nextYear) => {
    // The territory the user is on: one just chosen, even if its screen still renders.
    const now = parseSide(current());
    const target = now.state === 'valid' ? now.value : side;
    if (!target || nextYear === undefined) return;
    setAction(`Millésime ${nextYear} choisi.`);
    // A step through the vintages replaces the history entry: Back leaves the territory.
    go({ ...target, year: nextYear }, { replace: true });
  });

  // Ranking mode: its address as its selects show it, committed once settled (arrow keys); the
  // Explorer's search and vintage act on it through the lazy ranking view's handle.
  const [rankingPending, setRankingPending] = useSettledValue(searchParams.toString(), (next) =>
    navigate(`/explorer/?${next}`, { replace: onlyYearChanged(current(), next) }),
  );
  const rankingView = useRef<RankingHandle>(null);

  return {
    /** Whether the address asks for a ranking of a level (ranking mode) rather than a territory. */
    ranking,
    parsed,
    side,
    year,
    vintages,
    detail,
    existing,
    /** The action and loading state, for the live region. */
    announcement: [action, loadState].filter(Boolean).join(' '),
    go,
    ...(ranking
      ? {
          choose: (option: TerritoryOption) => rankingView.current?.choose(option),
          shownYear: Number(new URLSearchParams(rankingPending).get('year')) || year,
          setShownYear: (next: number) => rankingView.current?.setYear(next),
        }
      : { choose, shownYear, setShownYear }),
    rankingView,
    rankingPending,
    setRankingPending,
  };
}

/** Whether `next` differs from `now` by its vintage alone (a step of the vintage select). */
export function onlyYearChanged(now: URLSearchParams, next: string): boolean {
  const rest = (query: URLSearchParams) => {
    const copy = new URLSearchParams(query);
    copy.delete('year');
    copy.sort();
    return `${copy}`;
  };
  const after = new URLSearchParams(next);
  return after.get('year') !== now.get('year') && rest(after) === rest(now);
}
