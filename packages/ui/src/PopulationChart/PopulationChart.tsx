import { type ReactNode, useId, useState } from 'react';
import { useElementWidth } from '../chart/useElementWidth';
import { DataFigure, DataFigureNote } from '../DataFigure';
import { withMessages } from '../messages';
import type { PopulationSeries } from '../territory/types';
import { PerimeterChoice } from './PerimeterChoice';
import { type PopulationChartMessages, populationChartMessages } from './PopulationChart.messages';
import styles from './PopulationChart.module.css';
import { PopulationDrawing, PopulationLegend } from './PopulationDrawing';
import { PopulationTable } from './PopulationTable';
import { chartLine, type PerimeterView, summarizeSeries } from './summary';

export type PopulationChartProps = {
  /**
   * Une série (Explorer) ou jusqu’à six (Comparer) ; `population: null` = absente cette année-là.
   */
  series: readonly PopulationSeries[];
  /** Titre du graphique, qui est aussi son nom accessible. */
  title: string;
  /**
   * Ce que sont les années des points : des millésimes, ou des années de recensement (chaque point
   * nomme alors sa `source`, et le tableau le dit). @default 'vintage'
   */
  years?: 'vintage' | 'census';
  /**
   * Années de recensement : le millésime du périmètre sur lequel sont données les populations.
   * Avec des points qui portent `asWas`, un choix montre plutôt chaque recensement sur le périmètre
   * de son époque.
   */
  perimeterYear?: number;
  /** Ce que sont les points, sous le graphique (la note de la série). */
  note?: string;
  /** Les sources des points (textes d’attribution), listées sous le graphique. */
  sources?: readonly string[];
  /** Affiche l’état de chargement. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (sans elle, pas de bouton). */
  onRetry?: () => void;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<PopulationChartMessages>;
};

/** Width drawn before the container is measured (and without ResizeObserver). */
const DEFAULT_WIDTH = 640;
const HEIGHT = 300;

/**
 * Population over the vintages, or at each census on a constant perimeter, as a small SVG line
 * chart (one series, or up to six told apart by colour, line style and marker shape), with a text
 * summary and a data table. Dependency-free; exported from `@epic/ui/chart` so the site can load
 * it lazily.
 */
export function PopulationChart({
  series,
  title,
  years: yearKind = 'vintage',
  perimeterYear,
  note,
  sources,
  loading = false,
  error = false,
  onRetry,
  messages,
}: PopulationChartProps) {
  const m = withMessages(populationChartMessages, messages);
  const titleId = useId();
  const summaryId = useId();
  const [view, setView] = useState<PerimeterView>('constant');
  // The SVG is drawn at its measured width, one user unit per CSS pixel: labels keep their CSS
  // font size (12 px and up) on a phone as on a wide screen, instead of scaling with the viewBox.
  const [frameRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const WIDTH = measuredWidth ?? DEFAULT_WIDTH;

  const census = yearKind === 'census';
  const canChoose =
    census &&
    perimeterYear !== undefined &&
    series.some((s) => s.points.some((p) => p.asWas !== undefined));
  const shownView: PerimeterView = canChoose ? view : 'constant';
  const lines = series.map((s) => chartLine(s, shownView));
  const values = lines.flatMap((l) =>
    l.points.map((p) => p.value).filter((v): v is number => v !== null),
  );
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort(
    (a, b) => a - b,
  );
  const bySource = series.flatMap((s) => s.points.map((p) => p.source));

  // DataFigure shows the loading and error states; the body is only built with data.
  const ready = !loading && !error;
  const choice = canChoose && (
    <PerimeterChoice year={perimeterYear} value={view} onChange={setView} m={m} />
  );
  let body: ReactNode = null;
  if (ready && values.length === 0) {
    // The choice stays: the other perimeter may have values.
    body = (
      <>
        {choice}
        <DataFigureNote>{m.empty}</DataFigureNote>
      </>
    );
  } else if (ready) {
    const summaries = series.map((s) => summarizeSeries(s, m, shownView));
    if (census && perimeterYear !== undefined) {
      summaries.unshift(shownView === 'asWas' ? m.summaryEach : m.summaryConstant(perimeterYear));
    }
    body = (
      <>
        {choice}
        {series.length > 1 && <PopulationLegend series={series} />}
        <div ref={frameRef} className={styles.frame}>
          <PopulationDrawing
            series={series}
            lines={lines}
            years={years}
            values={values}
            width={WIDTH}
            height={HEIGHT}
            measured={measuredWidth !== null}
            title={title}
            titleId={titleId}
            summaryId={summaryId}
          />
        </div>
        <div id={summaryId} className={styles.summary}>
          {summaries.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        {/* Both notes are about the constant perimeter's points. */}
        {shownView === 'constant' && bySource.includes('legal') && bySource.includes('census') && (
          <p className={styles.note}>{m.markersNote}</p>
        )}
        {shownView === 'constant' && note && <p className={styles.note}>{note}</p>}
        <PopulationTable
          series={series}
          years={years}
          census={census}
          perimeterYear={canChoose ? perimeterYear : undefined}
          caption={title}
          m={m}
        />
        {/* Each attribution starts with « Source : », as the sources write it. */}
        {sources && sources.length > 0 && (
          <ul className={styles.sources} aria-label={m.sources}>
            {sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <DataFigure
      title={title}
      titleId={titleId}
      loading={loading}
      error={error}
      onRetry={onRetry}
      messages={m}
      skeletonHeight="12rem"
    >
      {body}
    </DataFigure>
  );
}
