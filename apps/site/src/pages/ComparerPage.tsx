import { ApiError } from '@epic/api/client';
import {
  type ComparisonRow,
  ComparisonTable,
  ShareLink,
  type TerritoryLevelFilter,
  type TerritoryOption,
  TerritoryPicker,
  territoryTypeLabels,
  VintageSelect,
} from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ParsedSide, parseSide, type TerritoryParams, writeSide } from '../data/params';
import { compareQuery, vintagesQuery } from '../data/queries';
import { queryClient } from '../data/queryClient';
import styles from './explore.module.css';
import { PopulationChart, VisualsReady } from './LazyVisuals';
import { usePaintedOnce } from './usePaintedOnce';
import { useTerritorySearch } from './useTerritorySearch';

type Suffix = '' | '2';

const builtInUnits = new Set(['habitants', '%', 'communes', 'ratio', '']);

/**
 * Called by the route guard once signed in: the comparison leaves while React renders the screen
 * (when the address gives both vintages; otherwise the screen asks once the latest is known).
 */
export function prefetch(search: URLSearchParams) {
  void queryClient.prefetchQuery(vintagesQuery());
  const left = parseSide(search, '');
  const right = parseSide(search, '2');
  if (left.state !== 'valid' || right.state !== 'valid') return;
  const { year: yearA } = left.value;
  const { year: yearB } = right.value;
  if (yearA === undefined || yearB === undefined) return;
  void queryClient.prefetchQuery(
    compareQuery({ ...left.value, year: yearA }, { ...right.value, year: yearB }),
  );
}

/** Comparer: two territories of any level and vintage, side by side. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const left = parseSide(searchParams, '');
  const right = parseSide(searchParams, '2');
  const a = left.state === 'valid' ? left.value : null;
  const b = right.state === 'valid' ? right.value : null;

  const vintages = useQuery(vintagesQuery());
  const latest = vintages.data?.latest ?? undefined;
  const years = (vintages.data?.vintages ?? []).map((v) => v.year);

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

  const setSide = (suffix: Suffix, side: TerritoryParams | null) => {
    const next = writeSide(new URLSearchParams(searchParams), side, suffix);
    navigate(`/comparer?${next.toString()}`);
  };
  const swap = () => {
    const next = new URLSearchParams(searchParams);
    writeSide(next, b, '');
    writeSide(next, a, '2');
    navigate(`/comparer?${next.toString()}`);
  };

  const data = compare.data;
  const rows: ComparisonRow[] = (data?.rows ?? []).map((row) => ({
    key: row.indicator,
    // Built-in rows are self-explanatory; imported indicators show their unit.
    label: builtInUnits.has(row.unit) ? row.label : `${row.label} (${row.unit})`,
    left: row.a,
    right: row.b,
    format: row.unit === '%' || row.unit === 'ratio' ? 'percent' : 'number',
  }));

  return (
    <div className={styles.page}>
      <title>
        {data
          ? `${data.a.territory.name} et ${data.b.territory.name} – Comparer – EPIC`
          : 'Comparer – EPIC'}
      </title>
      <h1>Comparer deux territoires</h1>
      <div className={styles.sides}>
        <SidePanel
          heading="Territoire A"
          parsed={left}
          years={years}
          latest={latest}
          name={data?.a.territory.name}
          exists={data?.a.exists}
          onChange={(side) => setSide('', side)}
        />
        <button
          type="button"
          className={`${styles.button} ${styles.swap}`}
          onClick={swap}
          disabled={!a && !b}
        >
          ⇄ Inverser
        </button>
        <SidePanel
          heading="Territoire B"
          parsed={right}
          years={years}
          latest={latest}
          name={data?.b.territory.name}
          exists={data?.b.exists}
          onChange={(side) => setSide('2', side)}
        />
      </div>

      {(!a || !b) && left.state !== 'invalid' && right.state !== 'invalid' && (
        <p className={styles.message}>
          {a || b
            ? 'Choisissez le second territoire pour lancer la comparaison.'
            : 'Choisissez deux territoires, de n’importe quel niveau et millésime, pour les comparer.'}
        </p>
      )}
      {compare.isError && (
        <div className={styles.error} role="alert">
          <p>
            {compare.error instanceof ApiError
              ? compare.error.message
              : 'La comparaison n’a pas pu être chargée. Vérifiez votre connexion.'}
          </p>
          <button type="button" className={styles.button} onClick={() => void compare.refetch()}>
            Réessayer
          </button>
        </div>
      )}
      {a && b && !compare.isError && (
        <>
          <div className={styles.actions}>
            <ShareLink url={window.location.href} />
          </div>
          <div className={styles.grid}>
            <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="indicateurs">
              <h2 id="indicateurs">Indicateurs</h2>
              {data ? (
                <ComparisonTable
                  left={{ territory: data.a.territory, year: data.a.territory.year }}
                  right={{ territory: data.b.territory, year: data.b.territory.year }}
                  rows={rows}
                  filename={`epic-comparaison-${a.type}-${a.id}-${b.type}-${b.id}.csv`}
                />
              ) : (
                <ComparisonTable
                  left={{ territory: { type: a.type, code: a.id, name: a.id }, year: a.year ?? 0 }}
                  right={{ territory: { type: b.type, code: b.id, name: b.id }, year: b.year ?? 0 }}
                  rows={[]}
                  loading
                />
              )}
            </section>
            <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="evolutions">
              <h2 id="evolutions">Évolution de la population</h2>
              <VisualsReady.Provider value={painted}>
                <PopulationChart
                  title="Population des deux territoires par millésime"
                  loading={compare.isPending}
                  series={
                    data
                      ? [
                          {
                            label: `${data.a.territory.name} (A)`,
                            points: data.series.a.map((p) => ({
                              year: p.year,
                              population: p.value,
                            })),
                          },
                          {
                            label: `${data.b.territory.name} (B)`,
                            points: data.series.b.map((p) => ({
                              year: p.year,
                              population: p.value,
                            })),
                          },
                        ]
                      : []
                  }
                />
              </VisualsReady.Provider>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

function SidePanel({
  heading,
  parsed,
  years,
  latest,
  name,
  exists,
  onChange,
}: {
  heading: string;
  parsed: ParsedSide;
  years: number[];
  latest: number | undefined;
  name: string | undefined;
  exists: number[] | undefined;
  onChange: (side: TerritoryParams | null) => void;
}) {
  const side = parsed.state === 'valid' ? parsed.value : null;
  const year = side?.year ?? latest;
  const [level, setLevel] = useState<TerritoryLevelFilter>(side?.type ?? 'all');
  const search = useTerritorySearch(year);
  const headingId = `cote-${heading.slice(-1).toLowerCase()}`;
  // "Territoire A" → "territoire A" inside a sentence.
  const sideName = heading.replace(/^Territoire/, 'territoire');
  return (
    <section className={styles.side} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {heading}
        {side && name ? ` : ${name} (${territoryTypeLabels[side.type]})` : ''}
      </h2>
      {parsed.state === 'invalid' && (
        <p className={styles.error} role="alert">
          {parsed.message}
        </p>
      )}
      <TerritoryPicker
        level={level}
        onLevelChange={setLevel}
        onSearch={search.onSearch}
        results={search.results}
        status={search.status}
        onRetry={search.retry}
        onSelect={(option: TerritoryOption) =>
          onChange({ type: option.type, id: option.code, year: option.year ?? year })
        }
        messages={{
          search: `Rechercher le ${sideName}`,
          level: `Niveau du ${sideName}`,
        }}
      />
      {side && year !== undefined && (
        <VintageSelect
          vintages={years.map((y) => ({ year: y, exists: exists ? exists.includes(y) : true }))}
          value={year}
          onChange={(nextYear) => onChange({ ...side, year: nextYear })}
          messages={{ label: `Millésime du ${sideName}` }}
        />
      )}
      {side && (
        <p>
          <Link to={`/explorer/?type=${side.type}&id=${side.id}${year ? `&year=${year}` : ''}`}>
            Explorer ce territoire
          </Link>
        </p>
      )}
    </section>
  );
}
