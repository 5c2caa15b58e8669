import { absentDetailsOf } from '@epic/api/client';
import {
  Breadcrumb,
  KeyFigures,
  type MemberRow,
  ShareLink,
  type TerritoryLevelFilter,
  TerritoryLineage,
  type TerritoryOption,
  TerritoryPicker,
  type TerritoryRef,
  territoryTypeLabels,
  VintageSelect,
} from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../data/api';
import { toBreadcrumb, toKeyFigures } from '../data/mappers';
import { explorerHref, parseSide, type TerritoryParams } from '../data/params';
import { mapLevelFor, mapQuery, seriesQuery, territoryQuery, vintagesQuery } from '../data/queries';
import { queryClient } from '../data/queryClient';
import { readRecent, rememberRecent } from '../data/recent';
import { RouterLink } from '../RouterLink';
import { TerritoryProblem } from './DeadEnd';
import styles from './explore.module.css';
import { FranceMap, MembersTable, PopulationChart, VisualsReady } from './LazyVisuals';
import { chosenMessage, LiveRegion } from './LiveRegion';
import { useFocusFallback } from './useFocusFallback';
import { usePaintedOnce } from './usePaintedOnce';
import { useSettledValue } from './useSettledValue';
import { useTerritorySearch } from './useTerritorySearch';

const examples: { label: string; side: TerritoryParams }[] = [
  { label: 'Saint-Étienne', side: { type: 'commune', id: '42218', year: undefined } },
  { label: 'Paris', side: { type: 'commune', id: '75056', year: undefined } },
  { label: 'Métropole de Lyon', side: { type: 'epci', id: '200046977', year: undefined } },
  { label: 'Bretagne', side: { type: 'region', id: '53', year: undefined } },
];

const memberHeadings: Record<string, string> = {
  commune: 'Communes membres',
  epci: 'Intercommunalités',
  departement: 'Départements',
  region: 'Régions',
  arrondissement: 'Arrondissements municipaux',
};

const hrefFor = (territory: TerritoryRef) =>
  explorerHref({ type: territory.type, id: territory.code, year: undefined });

/**
 * Called by the route guard once signed in: the territory's requests leave while React renders the
 * screen, instead of after its first render. Same queries as the components (shared options).
 */
export function prefetch(search: URLSearchParams) {
  const parsed = parseSide(search);
  void queryClient.prefetchQuery(vintagesQuery());
  // Without a vintage in the address the latest one is needed first: the screen asks then.
  if (parsed.state !== 'valid' || parsed.value.year === undefined) return;
  void queryClient.prefetchQuery(territoryQuery(parsed.value, parsed.value.year));
}

/** Explorer: one territory, its key figures, history, hierarchy, members and map. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const parsed = parseSide(searchParams);
  const side = parsed.state === 'valid' ? parsed.value : null;
  const [level, setLevel] = useState<TerritoryLevelFilter>(side?.type ?? 'all');

  const vintages = useQuery(vintagesQuery());
  const latest = vintages.data?.latest ?? undefined;
  const year = side?.year ?? latest;
  const search = useTerritorySearch(year);

  const detail = useQuery({
    ...territoryQuery(side ?? { type: 'commune', id: '', year: undefined }, year),
    enabled: side !== null,
  });

  const go = (next: TerritoryParams) => navigate(explorerHref(next));
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

  const onSelect = (option: TerritoryOption) => {
    setAction(chosenMessage(option.name, option.type, option.year ?? year));
    go({ type: option.type, id: option.code, year: option.year ?? year });
  };
  // Arrow keys on the closed select step through the years: only the settled one is loaded.
  const [shownYear, setShownYear] = useSettledValue(year, (nextYear) => {
    if (!side || nextYear === undefined) return;
    setAction(`Millésime ${nextYear} choisi.`);
    go({ ...side, year: nextYear });
  });

  const title = detail.data
    ? `${detail.data.territory.name} – ${territoryTypeLabels[detail.data.territory.type]}`
    : 'Explorer un territoire';

  return (
    <div className={styles.page}>
      <title>
        {detail.data ? `${detail.data.territory.name} – Explorer – EPIC` : 'Explorer – EPIC'}
      </title>
      <h1 className={side ? styles.territoryTitle : undefined}>{title}</h1>
      <LiveRegion message={[action, loadState].filter(Boolean).join(' ')} />

      <div className={styles.filters}>
        <TerritoryPicker
          level={level}
          onLevelChange={setLevel}
          onSearch={search.onSearch}
          results={search.results}
          status={search.status}
          onRetry={search.retry}
          onSelect={onSelect}
        />
        {shownYear !== undefined && (
          <VintageSelect
            vintages={(vintages.data?.vintages ?? []).map((v) => ({
              year: v.year,
              exists: existing ? existing.includes(v.year) : true,
            }))}
            value={shownYear}
            loading={vintages.isPending}
            onChange={setShownYear}
          />
        )}
      </div>

      {parsed.state === 'invalid' && (
        <div className={styles.error} role="alert">
          <p>{parsed.message}</p>
          <p>
            <Link to="/explorer/">Recommencer avec la recherche</Link>
          </p>
        </div>
      )}
      {parsed.state === 'empty' && <StartState />}
      {side && detail.isError && year !== undefined && (
        <TerritoryProblem
          territory={side}
          year={year}
          error={detail.error}
          hrefFor={(t) => explorerHref({ type: t.type, id: t.code, year: t.year })}
          onRetry={() => void detail.refetch()}
          searchHref="/explorer/"
        />
      )}
      {side && !detail.isError && (
        <TerritoryView side={side} year={year} detail={detail} onNavigate={go} />
      )}
    </div>
  );
}

function StartState() {
  const recent = useMemo(() => readRecent(), []);
  return (
    <div className={styles.message}>
      <p>Choisissez un territoire : saisissez un nom, un code officiel ou un code postal.</p>
      {recent.length > 0 && (
        <>
          <p>Vos derniers territoires :</p>
          <ul className={styles.suggestions}>
            {recent.map((r) => (
              <li key={`${r.type}:${r.id}`}>
                <Link to={explorerHref({ type: r.type, id: r.id, year: r.year })}>
                  {r.name} ({territoryTypeLabels[r.type]})
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>Exemples :</p>
      <ul className={styles.suggestions}>
        {examples.map((e) => (
          <li key={e.label}>
            <Link to={explorerHref(e.side)}>{e.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type DetailQuery = ReturnType<typeof useQuery<Awaited<ReturnType<typeof api.territory>>>>;

function TerritoryView({
  side,
  year,
  detail,
  onNavigate,
}: {
  side: TerritoryParams;
  year: number | undefined;
  detail: DetailQuery;
  onNavigate: (next: TerritoryParams) => void;
}) {
  const data = detail.data;
  const exists = data && year !== undefined ? data.exists.includes(year) : true;
  // Chart, members and map (code and data) start once the territory itself is painted.
  const painted = usePaintedOnce(detail.isSuccess || detail.isError);
  const series = useQuery({ ...seriesQuery(side), enabled: painted });
  const childType = data?.children?.type;
  const members = useQuery({
    queryKey: ['children', side.type, side.id, year],
    queryFn: ({ signal }) => fetchAllChildren(side, year, signal),
    enabled: painted && Boolean(data?.children && data.children.count > 0 && exists),
  });
  const mapLevel = mapLevelFor(side.type);
  const map = useQuery({ ...mapQuery(mapLevel, year), enabled: painted && year !== undefined });
  const selectedOnMap =
    side.type === 'region'
      ? side.id
      : side.type === 'departement'
        ? side.id
        : data?.parents.departement?.code;
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
            hrefFor={hrefFor}
            linkComponent={RouterLink}
          />
        </div>
      )}
      {data && (
        <TerritoryLineage
          type={data.territory.type}
          mergedFrom={data.lineage.mergedFrom}
          mergedInto={data.lineage.mergedInto}
          hrefFor={(t) => explorerHref({ type: t.type, id: t.code, year: t.year })}
          linkComponent={RouterLink}
        />
      )}
      <div className={styles.actions}>
        <Link
          className={styles.button}
          to={`/comparer?type=${side.type}&id=${side.id}${year ? `&year=${year}` : ''}`}
        >
          Comparer avec…
        </Link>
        <ShareLink url={permalink} />
      </div>
      <div className={styles.grid}>
        <section className={styles.panel} aria-label="Chiffres clés">
          <KeyFigures
            data={data ? toKeyFigures(data, year) : null}
            loading={detail.isPending}
            onYearSelect={(y) => onNavigate({ ...side, year: y })}
            headingLevel={2}
          />
        </section>
        <section className={styles.panel} aria-labelledby="evolution">
          <h2 id="evolution">Évolution de la population</h2>
          <PopulationChart
            title={`Population de ${data?.territory.name ?? 'ce territoire'} par millésime`}
            series={
              series.data
                ? [
                    {
                      label: series.data.territory.name,
                      points: series.data.points.map((p) => ({
                        year: p.year,
                        population: p.value,
                      })),
                    },
                  ]
                : []
            }
            loading={series.isPending}
            error={series.isError}
            onRetry={() => void series.refetch()}
          />
        </section>
        {data?.children && data.children.count > 0 && exists && (
          <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="membres">
            <h2 id="membres">
              {childType ? memberHeadings[childType] : 'Membres'} (
              {new Intl.NumberFormat('fr-FR').format(data.children.count)})
            </h2>
            <MembersTable
              rows={(members.data ?? []) as MemberRow[]}
              caption={`Membres de ${data.territory.name} en ${year}`}
              hrefFor={hrefFor}
              linkComponent={RouterLink}
              filename={`epic-membres-${side.type}-${side.id}-${year}.csv`}
              loading={members.isPending}
              error={members.isError}
              onRetry={() => void members.refetch()}
            />
          </section>
        )}
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="carte">
          <h2 id="carte">Carte</h2>
          <FranceMap
            level={mapLevel}
            title={`Population des ${mapLevel === 'region' ? 'régions' : 'départements'} en ${year ?? ''}`}
            values={Object.fromEntries(
              (map.data?.values ?? [])
                .filter((v) => v.value !== null)
                .map((v) => [v.code, v.value as number]),
            )}
            selected={selectedOnMap ?? null}
            // Areas are links to each territory; a plain click stays in the app (router).
            hrefFor={(t) => explorerHref({ type: t.type, id: t.code, year })}
            onSelect={(t, event) => {
              if (event && (event.button !== 0 || event.metaKey || event.ctrlKey)) return;
              if (event && (event.shiftKey || event.altKey)) return;
              event?.preventDefault();
              onNavigate({ type: t.type, id: t.code, year });
            }}
            loading={map.isPending}
            error={map.isError}
            onRetry={() => void map.refetch()}
          />
        </section>
      </div>
    </VisualsReady.Provider>
  );
}

/** Every member of a territory (a département can have 900 communes: pages of 500). */
async function fetchAllChildren(
  side: TerritoryParams,
  year: number | undefined,
  signal: AbortSignal,
): Promise<MemberRow[]> {
  const rows: MemberRow[] = [];
  for (let page = 1; page <= 20; page++) {
    const response = await api.children(
      side.type,
      side.id,
      { ...(year ? { year } : {}), page, pageSize: 500, sort: 'population', order: 'desc' },
      signal,
    );
    for (const item of response.items) {
      rows.push({
        type: item.type,
        code: item.code,
        name: item.name,
        population: item.population,
        ...(item.share !== null ? { share: item.share } : {}),
      });
    }
    if (rows.length >= response.total || response.items.length === 0) break;
  }
  return rows;
}
