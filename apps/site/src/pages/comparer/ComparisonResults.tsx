import type { CompareResponse } from '@epic/api-contract';
import { type ComparisonSide, ShareLink } from '@epic/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SideParams } from '../../data/params';
import { type ComparisonReferences, catalogueQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { ComparisonCharts, VisualsReady } from '../LazyVisuals';

import {
  toComparisonSeries,
  toComparisonSources,
  toComparisonThemes,
  toKeyFigures,
  toKeyFiguresSources,
  toParents,
  toSeriesSources,
  toSides,
} from './compareMappers';
import { parseComparison, sideLetter } from './comparerAddress';
import { ComparisonTable } from './LazyComparisonTable';

// The print action and the note printed on paper load on demand, out of the route chunk.
const loadPrint = () => import('../PrintButton');
const PrintButton = lazy(() => loadPrint().then((m) => ({ default: m.PrintButton })));
const PrintNote = lazy(() => loadPrint().then((m) => ({ default: m.PrintNote })));

/**
 * The sides' letters as their panels show them (A, B, D when the third is not compared), from the
 * address; by position when it cannot tell.
 */
function useSideKeys(count: number): string[] {
  const [search] = useSearchParams();
  const { compared } = parseComparison(search);
  const positions =
    compared.length === count ? compared : Array.from({ length: count }, (_, i) => i + 1);
  const id = positions.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same letters keep the same array
  return useMemo(() => positions.map(sideLetter), [id]);
}

/** While the comparison loads: each side by its code (its name comes with the answer). */
const placeholder = (sides: readonly SideParams[]): ComparisonSide[] =>
  sides.map((side) => ({
    territory: { type: side.type, code: side.id, name: side.id },
    year: side.year ?? 0,
  }));

/**
 * The comparison of 2 to 6 territories: their key figures and every catalogue indicator by theme,
 * with differences to the reference side and the optional France and parent columns (table, CSV
 * and JSON), their populations and a chosen indicator (charts).
 */
export function ComparisonResults({
  sides,
  compare,
  reference,
  references,
  onReferencesChange,
  painted,
}: {
  /** The compared sides, in the address's order (2 to 6). */
  sides: SideParams[];
  /** The comparison, asked with every side, the reference, the references and all themes. */
  compare: UseQueryResult<CompareResponse>;
  /** The reference side (1-based). */
  reference: number;
  /** The reference columns asked for (the address's `references=`). */
  references: ComparisonReferences;
  onReferencesChange: (next: ComparisonReferences) => void;
  /** Whether the comparison is painted: only then does the charts' code load. */
  painted: boolean;
}) {
  const data = compare.data;
  const catalogue = useQuery(catalogueQuery());
  const keys = useSideKeys(sides.length);
  const results = useMemo(() => {
    if (!data) return null;
    return {
      sides: toSides(data),
      parents: toParents(data),
      // The differences of the answer are against its own reference (the address may be ahead).
      reference: data.reference - 1,
      keyFigures: toKeyFigures(data),
      keyFiguresSources: toKeyFiguresSources(data),
      themes: catalogue.data ? toComparisonThemes(data, catalogue.data) : [],
      sources: toComparisonSources(data.sources ?? catalogue.data?.sources ?? []),
      series: toComparisonSeries(data, keys),
      seriesSources: toSeriesSources(data, catalogue.data?.sources ?? []),
    };
  }, [data, catalogue.data, keys]);
  const messages = useMemo(
    () => ({ sideKey: (i: number) => keys[i] ?? sideLetter(i + 1) }),
    [keys],
  );
  const filename = `epic-comparaison-${sides.map((s) => `${s.type}-${s.id}`).join('-')}.csv`;
  return (
    <>
      <div className={styles.actions}>
        <ShareLink url={window.location.href} />
        <Suspense fallback={null}>
          <PrintButton />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <PrintNote permalink={window.location.href} />
      </Suspense>
      <div className={styles.grid}>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="indicateurs">
          <h2 id="indicateurs">Indicateurs</h2>
          <ComparisonTable
            sides={results?.sides ?? placeholder(sides)}
            reference={results?.reference ?? reference - 1}
            keyFigures={results?.keyFigures}
            keyFiguresSources={results?.keyFiguresSources}
            themes={results?.themes}
            sources={results?.sources}
            references={references}
            parents={results?.parents}
            onReferencesChange={onReferencesChange}
            themesLoading={catalogue.isPending}
            themesError={catalogue.isError}
            loading={!results}
            filename={filename}
            messages={messages}
          />
        </section>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="graphiques">
          <h2 id="graphiques">Graphiques</h2>
          <VisualsReady.Provider value={painted}>
            <ComparisonCharts
              loading={!results}
              series={results?.series ?? []}
              seriesSources={results?.seriesSources ?? []}
              sides={results?.sides ?? []}
              reference={results?.reference ?? 0}
              references={references}
              parents={results?.parents ?? []}
              keyFigures={results?.keyFigures ?? []}
              themes={results?.themes ?? []}
              messages={messages}
            />
          </VisualsReady.Provider>
        </section>
      </div>
    </>
  );
}
