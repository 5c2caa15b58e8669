import { ApiError, absentDetailsOf, isTransientError } from '@epic/api/client';
import {
  type ComparisonRow,
  ComparisonTable,
  DataError,
  ShareLink,
  type TerritoryInYear,
  type TerritoryLevelFilter,
  type TerritoryOption,
  TerritoryPicker,
  territoryTypeLabels,
  VintageSelect,
  VisuallyHidden,
} from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ParsedSide, parseSide, type TerritoryParams, writeSide } from '../data/params';
import { compareQuery, territoryQuery, vintagesQuery } from '../data/queries';
import { queryClient } from '../data/queryClient';
import { TerritoryProblem } from './DeadEnd';
import styles from './explore.module.css';
import { PopulationChart, VisualsReady } from './LazyVisuals';
import { chosenMessage, LiveRegion } from './LiveRegion';
import { useFocusFallback } from './useFocusFallback';
import { usePaintedOnce } from './usePaintedOnce';
import { useSettledValue } from './useSettledValue';
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

  // Names of the territories chosen in this visit (shown at once, before any answer).
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  // What the user's last action did, said in the live region with the loading state.
  const [action, setAction] = useState('');
  useFocusFallback(searchParams.toString());

  // A side absent from its vintage or unknown: each side then asks for itself, to say why.
  const compareFailed = compare.isError && !isTransientError(compare.error);
  /** This screen with one side replaced (the other side unchanged). */
  const sideHref = (suffix: Suffix) => (t: TerritoryInYear) =>
    `/comparer/?${writeSide(new URLSearchParams(searchParams), { type: t.type, id: t.code, year: t.year }, suffix).toString()}`;

  const setSide = (suffix: Suffix, side: TerritoryParams | null) => {
    const next = writeSide(new URLSearchParams(searchParams), side, suffix);
    navigate(`/comparer?${next.toString()}`);
  };
  const chooseSide = (suffix: Suffix, option: TerritoryOption, year: number | undefined) => {
    setChosenNames((names) => ({ ...names, [`${option.type}:${option.code}`]: option.name }));
    setAction(chosenMessage(option.name, option.type, year));
    setSide(suffix, { type: option.type, id: option.code, year });
  };
  const swap = () => {
    const next = new URLSearchParams(searchParams);
    writeSide(next, b, '');
    writeSide(next, a, '2');
    setAction('Territoires A et B inversés.');
    navigate(`/comparer?${next.toString()}`);
  };
  const loadState =
    a && b
      ? compare.isFetching
        ? 'Chargement de la comparaison…'
        : compare.isSuccess
          ? 'Comparaison chargée.'
          : ''
      : '';

  const data = compare.data;
  const rows: ComparisonRow[] = (data?.rows ?? []).map((row) => ({
    key: row.indicator,
    // Built-in rows are self-explanatory; imported indicators show their unit.
    label: builtInUnits.has(row.unit) ? row.label : `${row.label} (${row.unit})`,
    left: row.a,
    right: row.b,
    notApplicable: { left: !row.applicable.a, right: !row.applicable.b },
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
      <LiveRegion message={[action, loadState].filter(Boolean).join(' ')} />
      <div className={styles.sides}>
        <SidePanel
          heading="Territoire A"
          parsed={left}
          years={years}
          latest={latest}
          name={data?.a.territory.name ?? (a ? chosenNames[`${a.type}:${a.id}`] : undefined)}
          lookUpName={!b}
          compareFailed={compareFailed}
          hrefFor={sideHref('')}
          exists={data?.a.exists}
          onChoose={(option, year) => chooseSide('', option, year)}
          onYearChange={(side) => {
            setAction(`Millésime ${side.year} choisi pour le territoire A.`);
            setSide('', side);
          }}
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
          name={data?.b.territory.name ?? (b ? chosenNames[`${b.type}:${b.id}`] : undefined)}
          lookUpName={!a}
          compareFailed={compareFailed}
          hrefFor={sideHref('2')}
          exists={data?.b.exists}
          onChoose={(option, year) => chooseSide('2', option, year)}
          onYearChange={(side) => {
            setAction(`Millésime ${side.year} choisi pour le territoire B.`);
            setSide('2', side);
          }}
        />
      </div>

      {(!a || !b) && left.state !== 'invalid' && right.state !== 'invalid' && (
        <p className={styles.message}>
          {a || b
            ? 'Choisissez le second territoire pour lancer la comparaison.'
            : 'Choisissez deux territoires, de n’importe quel niveau et millésime, pour les comparer.'}
        </p>
      )}
      {compare.isError &&
        (isTransientError(compare.error) ? (
          <DataError
            message={
              compare.error instanceof ApiError
                ? compare.error.message
                : 'La comparaison n’a pas pu être chargée. Vérifiez votre connexion.'
            }
            retryLabel="Réessayer"
            onRetry={() => void compare.refetch()}
          />
        ) : (
          // A side absent from its vintage or unknown: each side says why and where to go.
          <p className={styles.message}>
            La comparaison s’affichera dès que chaque territoire existe dans le millésime choisi :
            suivez les liens proposés ci-dessus.
          </p>
        ))}
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
  name: knownName,
  lookUpName,
  compareFailed,
  hrefFor,
  exists,
  onChoose,
  onYearChange,
}: {
  heading: string;
  parsed: ParsedSide;
  years: number[];
  latest: number | undefined;
  /** The side's name when already known (comparison answer, or chosen in this visit). */
  name: string | undefined;
  /** Asks the territory's name when the comparison cannot give it (the other side is empty). */
  lookUpName: boolean;
  /** The comparison failed for good (a side unknown or absent): each side asks why. */
  compareFailed: boolean;
  /** This screen with this side replaced by a territory in a vintage. */
  hrefFor: (territory: TerritoryInYear) => string;
  exists: number[] | undefined;
  onChoose: (option: TerritoryOption, year: number | undefined) => void;
  onYearChange: (side: TerritoryParams & { year: number }) => void;
}) {
  const side = parsed.state === 'valid' ? parsed.value : null;
  const year = side?.year ?? latest;
  const [level, setLevel] = useState<TerritoryLevelFilter>(side?.type ?? 'all');
  const search = useTerritorySearch(year);
  // With only the vintage malformed, the code is still checked ("Aucune commune n’a le code…").
  const target = side ?? (parsed.state === 'invalid' ? parsed.partial : undefined);
  const lookUp = useQuery({
    ...territoryQuery(
      target ? { ...target, year: undefined } : { type: 'commune', id: '', year: undefined },
      year,
    ),
    enabled:
      target !== undefined &&
      year !== undefined &&
      ((knownName === undefined && lookUpName) || compareFailed || side === null),
  });
  const name = knownName ?? lookUp.data?.territory.name;
  // Vintages where it exists: from the comparison, the side's own answer, or its 404.
  const existing = exists ?? lookUp.data?.exists ?? absentDetailsOf(lookUp.error)?.exists;
  // The field shows the chosen territory's name (it does not empty once chosen).
  const sideType = side?.type;
  const sideId = side?.id;
  const selected = useMemo<TerritoryOption | null>(
    () => (sideType && sideId && name ? { type: sideType, code: sideId, name } : null),
    [sideType, sideId, name],
  );
  // Arrow keys on the closed select step through the years: only the settled one is loaded.
  const [shownYear, setShownYear] = useSettledValue(year, (next) => {
    if (side && next !== undefined) onYearChange({ ...side, year: next });
  });
  const pickerRef = useRef<HTMLDivElement>(null);
  const headingId = `cote-${heading.slice(-1).toLowerCase()}`;
  // "Territoire A" → "territoire A" inside a sentence.
  const sideName = heading.replace(/^Territoire/, 'territoire');
  return (
    <section className={styles.side} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {heading}
        {side && name ? ` : ${name}` : ''}
      </h2>
      {side && (
        <div className={styles.chosen}>
          <p>
            <span className={styles.chosenName}>{name ?? side.id}</span>
            {` · ${territoryTypeLabels[side.type]}${year !== undefined ? ` · ${year}` : ''}`}
          </p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              const input = pickerRef.current?.querySelector<HTMLInputElement>('input');
              input?.focus();
              input?.select();
            }}
          >
            Changer<VisuallyHidden> le {sideName}</VisuallyHidden>
          </button>
        </div>
      )}
      {parsed.state === 'invalid' && (
        <p className={styles.error} role="alert">
          {parsed.message}
        </p>
      )}
      {target && year !== undefined && lookUp.isError && (
        <TerritoryProblem
          territory={target}
          year={year}
          error={lookUp.error}
          // A malformed vintage was not asked for: only an unknown code is worth saying then.
          onlyUnknownCode={side === null}
          hrefFor={hrefFor}
          onRetry={() => void lookUp.refetch()}
        />
      )}
      <div ref={pickerRef}>
        <TerritoryPicker
          level={level}
          onLevelChange={setLevel}
          onSearch={search.onSearch}
          results={search.results}
          status={search.status}
          onRetry={search.retry}
          selected={selected}
          onSelect={(option: TerritoryOption) => onChoose(option, option.year ?? year)}
          messages={{
            search: `Rechercher le ${sideName}`,
            level: `Niveau du ${sideName}`,
          }}
        />
      </div>
      {side && shownYear !== undefined && (
        <VintageSelect
          vintages={years.map((y) => ({
            year: y,
            exists: existing ? existing.includes(y) : true,
          }))}
          value={shownYear}
          onChange={setShownYear}
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
