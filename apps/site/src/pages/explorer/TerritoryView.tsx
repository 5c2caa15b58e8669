import type { TerritoryDetail } from '@epic/api-contract';
import { Breadcrumb, ButtonLink, KeyFigures, ShareLink } from '@epic/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { areaFromHref, startsAreas } from '../../data/areaParams';
import { toBreadcrumb, toKeyFigures, toRef } from '../../data/mappers';
import {
  comparerSideHref,
  explorerHref,
  type TerritoryParams,
  territoryHref,
} from '../../data/params';
import { keyFigureRankingHrefs } from '../../data/rankingAddress';
import { RouterLink } from '../../RouterLink';
import styles from '../explore.module.css';
import { VisualsReady } from '../LazyVisuals';

import { usePaintedOnce } from '../usePaintedOnce';
import { ComparablesPanel } from './ComparablesPanel';
import { EvolutionPanel } from './EvolutionPanel';
import { IndicatorsPanel } from './IndicatorsPanel';
import { MapPanel } from './MapPanel';
import { MembersPanel } from './MembersPanel';

// The print action and the note printed on paper load on demand, out of the route chunk.
const loadPrint = () => import('../PrintButton');
const PrintButton = lazy(() => loadPrint().then((m) => ({ default: m.PrintButton })));
const PrintNote = lazy(() => loadPrint().then((m) => ({ default: m.PrintNote })));

// Notes only some territories have (mergers, study zones): their code loads with the first one.
const TerritoryNotes = lazy(() => import('./TerritoryNotes'));
const hasNotes = (data: TerritoryDetail) =>
  Boolean(data.lineage.mergedFrom || data.lineage.mergedInto) ||
  (data.zones?.length ?? 0) > 0 ||
  data.perimeterChanged !== undefined;

/**
 * One territory: hierarchy, lineage, actions, key figures, its indicators by theme, then its
 * population at each census and its other series, members, comparable territories and map.
 */
export function TerritoryView({
  side,
  year,
  detail,
  onNavigate,
}: {
  side: TerritoryParams;
  year: number | undefined;
  detail: UseQueryResult<TerritoryDetail>;
  onNavigate: (next: TerritoryParams) => void;
}) {
  const data = detail.data;
  const exists = data && year !== undefined ? data.exists.includes(year) : true;
  // Chart, members and map (code and data) start once the territory itself is painted.
  const painted = usePaintedOnce(detail.isSuccess || detail.isError);
  const permalink = `${window.location.origin}${explorerHref({ ...side, year })}`;

  return (
    <VisualsReady.Provider value={painted}>
      {/* Present while loading too (placeholder), so the content below does not jump. */}
      {(data || detail.isPending) && (
        // The breadcrumb is itself the navigation landmark ("Hiérarchie du territoire").
        <div className={styles.actions}>
          <Breadcrumb
            items={data ? toBreadcrumb(data) : []}
            loading={!data}
            hrefFor={territoryHref}
            linkComponent={RouterLink}
          />
        </div>
      )}
      {data && hasNotes(data) && (
        <Suspense fallback={null}>
          <TerritoryNotes data={data} />
        </Suspense>
      )}
      <div className={styles.actions}>
        <ButtonLink
          href={comparerSideHref(undefined, { ...side, year })}
          linkComponent={RouterLink}
        >
          Comparer avec…
        </ButtonLink>
        {startsAreas(side.type) && exists && (
          <ButtonLink
            href={areaFromHref({ ...side, year })}
            linkComponent={RouterLink}
            variant="secondary"
          >
            Créer un territoire à partir de ses communes
          </ButtonLink>
        )}
        <ShareLink url={permalink} />
        <Suspense fallback={null}>
          <PrintButton />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <PrintNote permalink={permalink} />
      </Suspense>
      <div className={styles.grid}>
        <section className={styles.panel} aria-label="Chiffres clés">
          <KeyFigures
            data={data ? toKeyFigures(data, year) : null}
            loading={detail.isPending}
            onYearSelect={(y) => onNavigate({ ...side, year: y })}
            headingLevel={2}
            rankingHrefs={keyFigureRankingHrefs(data, year)}
            linkComponent={RouterLink}
          />
        </section>
        {exists && (
          <IndicatorsPanel
            side={side}
            year={year}
            territory={data ? toRef(data.territory) : null}
            painted={painted}
          />
        )}
        <EvolutionPanel
          side={side}
          // Absent from the vintage shown: its population on its latest perimeter, no other series.
          year={exists ? year : undefined}
          withSeries={exists}
          name={data?.territory.name}
          typeLiaison={data?.territory.typeLiaison}
          painted={painted}
        />
        {data?.children && data.children.count > 0 && exists && (
          <MembersPanel
            side={side}
            year={year}
            name={data.territory.name}
            typeLiaison={data.territory.typeLiaison}
            members={data.children}
            census={data.census?.year}
            painted={painted}
          />
        )}
        {exists && (
          <ComparablesPanel
            side={side}
            year={year}
            typeLiaison={data?.territory.typeLiaison}
            parents={{ region: data?.parents.region, departement: data?.parents.departement }}
            painted={painted}
          />
        )}
        <MapPanel side={side} year={year} detail={data} painted={painted} />
      </div>
    </VisualsReady.Provider>
  );
}
