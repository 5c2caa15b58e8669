import { territoryTypeLabels } from '@epic/ui';
import { lazy, Suspense, useState } from 'react';
import { parseSide } from '../data/params';
import { territoryQuery, vintagesQuery } from '../data/queries';
import { queryClient } from '../data/queryClient';
import { isRankingSearch } from '../data/rankingAddress';
import styles from './explore.module.css';
import { Areas } from './explorer/areas/lazy';
import { ExplorerDeadEnd } from './explorer/ExplorerDeadEnd';
import { ExplorerFilters } from './explorer/ExplorerFilters';
import { StartState } from './explorer/StartState';
import { TerritoryView } from './explorer/TerritoryView';
import { useExplorerState } from './explorer/useExplorerState';
import { VisualSkeleton } from './LazyVisuals';
import { LiveRegion } from './LiveRegion';
import { useAddress } from './useAddress';

// Ranking mode (a level without a territory): its screen and table are a chunk of their own.
const loadRankingView = () => import('./explorer/ranking/RankingView');
const RankingView = lazy(loadRankingView);

/**
 * Called by the route guard once signed in: the territory's requests leave while React renders the
 * screen, instead of after its first render. Same queries as the components (shared options).
 */
export function prefetch(search: URLSearchParams) {
  void queryClient.prefetchQuery(vintagesQuery());
  if (isRankingSearch(search)) {
    void loadRankingView();
    return;
  }
  const parsed = parseSide(search);
  // Without a vintage in the address the latest one is needed first: the screen asks then.
  if (parsed.state !== 'valid' || parsed.value.year === undefined) return;
  void queryClient.prefetchQuery(territoryQuery(parsed.value, parsed.value.year));
}

/**
 * Explorer: one territory, its key figures, history, hierarchy, members and map; or, with a level
 * and no territory (ranking mode), every territory of that level ranked.
 */
export function Component() {
  const { ranking, parsed, side, year, vintages, detail, ...state } = useExplorerState();
  // What the lazy ranking says of its data, in the screen's one live region.
  const [rankingState, setRankingState] = useState('');
  // `?area=…`: one of the user's own areas (or its form), a screen of its own.
  const area = useAddress().searchParams.has('area');
  const territory = detail.data?.territory;
  const title = ranking
    ? 'Classement des territoires'
    : territory
      ? // A study zone's name already says its level ("Zone d’emploi de …").
        territory.name.startsWith(territoryTypeLabels[territory.type])
        ? territory.name
        : `${territory.name} – ${territoryTypeLabels[territory.type]}`
      : 'Explorer un territoire';

  if (area)
    return (
      <div className={styles.page}>
        <Suspense fallback={null}>
          <Areas view="area" />
        </Suspense>
      </div>
    );

  return (
    <div className={styles.page}>
      {/* The ranking names its own title, once it knows its level. */}
      {!ranking && (
        <title>{territory ? `${territory.name} – Explorer – EPIC` : 'Explorer – EPIC'}</title>
      )}
      <h1 className={side ? styles.territoryTitle : undefined}>{title}</h1>
      <LiveRegion
        message={ranking ? `${state.announcement} ${rankingState}` : state.announcement}
      />
      <ExplorerFilters
        initialLevel={side?.type}
        year={year}
        shownYear={state.shownYear}
        years={vintages.data?.years ?? []}
        existing={state.existing}
        loading={vintages.isPending}
        onSelect={state.choose}
        onYearChange={state.setShownYear}
      />
      {ranking ? (
        <Suspense fallback={<VisualSkeleton label="Chargement du classement…" />}>
          <RankingView
            ref={state.rankingView}
            pending={state.rankingPending}
            onPendingChange={state.setRankingPending}
            onAnnounce={setRankingState}
          />
        </Suspense>
      ) : (
        <>
          <ExplorerDeadEnd
            parsed={parsed}
            side={side}
            year={year}
            error={detail.isError ? detail.error : null}
            onRetry={() => void detail.refetch()}
          />
          {parsed.state === 'empty' && <StartState year={year} />}
          {side && !detail.isError && (
            <TerritoryView side={side} year={year} detail={detail} onNavigate={state.go} />
          )}
        </>
      )}
    </div>
  );
}
