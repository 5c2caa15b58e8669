import { type ReactNode, useId } from 'react';
import { labelledYears, linePath, yearScale } from '../chart/axis';
import { seriesClass } from '../chart/SeriesMarker';
import { useElementWidth } from '../chart/useElementWidth';
import { DataFigure, DataFigureNote } from '../DataFigure';
import { withMessages } from '../messages';
import { type SeriesChartMessages, seriesChartMessages } from './SeriesChart.messages';
import styles from './SeriesChart.module.css';
import { SeriesPoints } from './SeriesPoints';
import { SeriesTable } from './SeriesTable';
import { axisNumber, seriesTicks, summarizeSeriesData } from './seriesText';
import type { SeriesChartData, SeriesChartSource } from './types';

export type SeriesChartProps = {
  /** La série ; `null` pendant le chargement ou après une erreur. */
  series: SeriesChartData | null;
  /** Titre du graphique, qui est aussi son nom accessible. @default the series' label */
  title?: string;
  /** Les sources des points : leurs noms dans le tableau, leurs attributions sous le graphique. */
  sources?: readonly SeriesChartSource[];
  /** Affiche l’état de chargement. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (sans elle, pas de bouton). */
  onRetry?: () => void;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<SeriesChartMessages>;
};

/** Width drawn before the container is measured (and without ResizeObserver). */
const DEFAULT_WIDTH = 480;
const HEIGHT = 220;
const MARGIN = { top: 28, right: 24, bottom: 36, left: 64 };

/**
 * One measure at several dates (income, jobs, births, deaths…) as a small SVG line chart: its
 * definition, the points read one by one with the keyboard, gaps where a value is missing (the
 * reason in the summary and the table), the source of every point. Dependency-free; exported
 * from `@epic/ui/chart` so the site can load it lazily.
 */
export function SeriesChart({
  series,
  title,
  sources = [],
  loading = false,
  error = false,
  onRetry,
  messages,
}: SeriesChartProps) {
  const m = withMessages(seriesChartMessages, messages);
  const titleId = useId();
  const summaryId = useId();
  const hintId = useId();
  // Drawn at its measured width, one user unit per CSS pixel: labels keep their CSS size.
  const [frameRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const WIDTH = measuredWidth ?? DEFAULT_WIDTH;
  const caption = title ?? series?.label ?? '';

  let body: ReactNode = null;
  if (!loading && !error && series) {
    const points = series.points.map((p) => ({
      year: p.year,
      value: p.status === 'ok' ? p.value : null,
    }));
    const values = points.map((p) => p.value).filter((v): v is number => v !== null);
    const used = new Set(series.points.map((p) => p.source));
    const cited = sources.filter((s) => used.has(s.id));
    const table = <SeriesTable series={series} sources={sources} caption={caption} m={m} />;
    const summary = (
      <p id={summaryId} className={styles.summary}>
        {summarizeSeriesData(series, m)}
      </p>
    );

    let chart: ReactNode = <DataFigureNote>{m.empty}</DataFigureNote>;
    if (values.length > 0) {
      const ticks = seriesTicks(values);
      const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      const yMin = ticks[0] ?? 0;
      const yMax = ticks.at(-1) ?? 1;
      const plotW = WIDTH - MARGIN.left - MARGIN.right;
      const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
      const years = series.points.map((p) => p.year);
      const x = yearScale(years, MARGIN.left, plotW);
      const y = (value: number) => MARGIN.top + plotH - ((value - yMin) / (yMax - yMin)) * plotH;
      const periods = new Map(series.points.map((p) => [p.year, p.period]));
      // Room for the longest date label ("2013–2017" is about 60 px at 12 px).
      const spacing = Math.max(40, ...series.points.map((p) => p.period.length * 7 + 8));
      // A label wider than the margin beside it is aligned on its point instead of centred.
      const anchorOf = (year: number) => {
        const half = ((periods.get(year) ?? '').length * 7) / 2;
        if (year === years[0] && half > MARGIN.left) return 'start';
        if (year === years.at(-1) && half > MARGIN.right) return 'end';
        return 'middle';
      };
      chart = (
        <div ref={frameRef} className={styles.frame}>
          {/* Hidden but still read as the description of the points' group. */}
          <p id={hintId} hidden>
            {m.keyboardHint}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; it groups the points read one by one */}
          <svg
            className={styles.svg}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width={measuredWidth ?? undefined}
            height={measuredWidth ? HEIGHT : undefined}
            role="group"
            aria-labelledby={titleId}
            aria-describedby={`${summaryId} ${hintId}`}
          >
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: axis labels only, nothing focusable (the table gives every value) */}
            <g className={styles.grid} aria-hidden="true">
              {/* From the left edge: a long unit ("naissances par an") stays in the drawing. */}
              {series.unit && (
                <text x={0} y={12}>
                  {series.unit}
                </text>
              )}
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                  <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {axisNumber(tick, series.format, step)}
                  </text>
                </g>
              ))}
              {labelledYears(years, x, spacing).map((year) => (
                <text key={year} x={x(year)} y={HEIGHT - 12} textAnchor={anchorOf(year)}>
                  {periods.get(year)}
                </text>
              ))}
            </g>
            <g className={seriesClass} data-series={0}>
              <path d={linePath(points, x, y)} className={styles.line} data-line />
              <SeriesPoints
                series={series}
                x={x}
                y={y}
                baseline={MARGIN.top + plotH}
                width={WIDTH}
                m={m}
              />
            </g>
          </svg>
        </div>
      );
    }

    body = (
      <>
        {series.definition && <p className={styles.definition}>{series.definition}</p>}
        {chart}
        {summary}
        {series.note && <p className={styles.note}>{series.note}</p>}
        {table}
        {/* Each attribution starts with « Source : », as the sources write it. */}
        {cited.length > 0 && (
          <ul className={styles.sources} aria-label={m.sources}>
            {cited.map((source) => (
              <li key={source.id}>{source.attribution}</li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <DataFigure
      title={caption}
      titleId={titleId}
      loading={loading}
      error={error || (!loading && !series)}
      onRetry={onRetry}
      messages={m}
      skeletonHeight="10rem"
    >
      {body}
    </DataFigure>
  );
}
