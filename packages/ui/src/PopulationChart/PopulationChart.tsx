// Long file: one SVG chart with its text summary and table alternative.
import { type ReactNode, useId } from 'react';
import { SeriesMarker, seriesClass } from '../chart/SeriesMarker';
import { TableAlternative } from '../chart/TableAlternative';
import { useElementWidth } from '../chart/useElementWidth';
import { DataFigure, DataFigureNote } from '../DataFigure';
import { formatNumber, formatSignedPercent } from '../format';
import { withMessages } from '../messages';
import type { PopulationSeries } from '../territory/types';
import { type PopulationChartMessages, populationChartMessages } from './PopulationChart.messages';
import styles from './PopulationChart.module.css';
import { niceTicks } from './scale';

export type PopulationChartProps = {
  /** One series (Explorer) or up to six (Compare); `population: null` = absent that vintage. */
  series: readonly PopulationSeries[];
  /** Title of the chart, also its accessible name. */
  title: string;
  /** Shows the loading state. @default false */
  loading?: boolean;
  /** Shows the error state. @default false */
  error?: boolean;
  /** Called by the error state's "Réessayer" button (no button without it). */
  onRetry?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<PopulationChartMessages>;
};

/** Width drawn before the container is measured (and without ResizeObserver). */
const DEFAULT_WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 24, bottom: 36, left: 72 };
/** Narrowest room a year label gets (a 12 px "2026" is about 30 px wide). */
const MIN_YEAR_SPACING = 40;

/** The years labelled on the axis: the first and the last, and between them those with room. */
export function labelledYears(years: readonly number[], x: (year: number) => number): number[] {
  const last = years.at(-1);
  const shown: number[] = [];
  for (const year of years) {
    const previous = shown.at(-1);
    const roomBefore = previous === undefined || x(year) - x(previous) >= MIN_YEAR_SPACING;
    const roomAfter = last === undefined || year === last || x(last) - x(year) >= MIN_YEAR_SPACING;
    if (roomBefore && roomAfter) shown.push(year);
  }
  return shown;
}

/** Text summary of one series: first and last values, change, extremes, absent vintages. */
export function summarizeSeries(series: PopulationSeries, m: PopulationChartMessages): string {
  const present = series.points.filter(
    (p): p is { year: number; population: number } => p.population !== null,
  );
  const absentYears = series.points.filter((p) => p.population === null).map((p) => p.year);
  const first = present[0];
  const last = present.at(-1);
  if (!first || !last) return m.noData(series.label);
  const parts: string[] = [];
  if (first === last) {
    parts.push(m.summarySingle(series.label, formatNumber(first.population), first.year));
  } else {
    parts.push(
      m.summary(
        series.label,
        formatNumber(first.population),
        first.year,
        formatNumber(last.population),
        last.year,
        formatSignedPercent((last.population - first.population) / first.population),
      ),
    );
    const min = present.reduce((a, b) => (b.population < a.population ? b : a));
    const max = present.reduce((a, b) => (b.population > a.population ? b : a));
    parts.push(
      m.range(formatNumber(min.population), min.year, formatNumber(max.population), max.year),
    );
  }
  if (absentYears.length > 0) parts.push(m.absentYears(absentYears.join(', ')));
  return parts.join(' ');
}

/** Path of a series, broken where a vintage is absent. */
function linePath(
  points: PopulationSeries['points'],
  x: (year: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let pen = false;
  for (const point of points) {
    if (point.population === null) {
      pen = false;
      continue;
    }
    path += `${pen ? 'L' : 'M'}${x(point.year).toFixed(1)},${y(point.population).toFixed(1)}`;
    pen = true;
  }
  return path;
}

/**
 * Population over the vintages as a small SVG line chart (one series, or up to six told apart by
 * colour, line style and marker shape), with a text summary and a data table. Dependency-free;
 * exported from `@epic/ui/chart` so the site can load it lazily.
 */
export function PopulationChart({
  series,
  title,
  loading = false,
  error = false,
  onRetry,
  messages,
}: PopulationChartProps) {
  const m = withMessages(populationChartMessages, messages);
  const titleId = useId();
  const summaryId = useId();
  // The SVG is drawn at its measured width, one user unit per CSS pixel: labels keep their CSS
  // font size (12 px and up) on a phone as on a wide screen, instead of scaling with the viewBox.
  const [frameRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const WIDTH = measuredWidth ?? DEFAULT_WIDTH;

  const values = series.flatMap((s) =>
    s.points.map((p) => p.population).filter((v): v is number => v !== null),
  );
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort(
    (a, b) => a - b,
  );

  // DataFigure shows the loading and error states; the body is only built with data.
  const ready = !loading && !error;
  let body: ReactNode = null;
  if (ready && values.length === 0) {
    body = <DataFigureNote>{m.empty}</DataFigureNote>;
  } else if (ready) {
    const ticks = niceTicks(Math.min(...values), Math.max(...values));
    const yMin = ticks[0] ?? 0;
    const yMax = ticks.at(-1) ?? 1;
    const firstYear = years[0] ?? 0;
    const lastYear = years.at(-1) ?? 1;
    const plotW = WIDTH - MARGIN.left - MARGIN.right;
    const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
    const x = (year: number) =>
      MARGIN.left +
      (lastYear === firstYear ? plotW / 2 : ((year - firstYear) / (lastYear - firstYear)) * plotW);
    const y = (value: number) => MARGIN.top + plotH - ((value - yMin) / (yMax - yMin)) * plotH;
    const summaries = series.map((s) => summarizeSeries(s, m));

    body = (
      <>
        {series.length > 1 && (
          <ul className={styles.legend}>
            {series.map((s, index) => (
              <li key={s.label} className={styles.legendItem}>
                <svg
                  width="36"
                  height="14"
                  aria-hidden="true"
                  className={`${styles.legendSwatch} ${seriesClass}`}
                  data-series={index}
                >
                  <line x1="0" y1="7" x2="36" y2="7" className={styles.line} />
                  <SeriesMarker index={index} x={18} y={7} className={styles.marker} />
                </svg>
                {s.label}
              </li>
            ))}
          </ul>
        )}
        <div ref={frameRef} className={styles.frame}>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width={measuredWidth ?? undefined}
            height={measuredWidth ? HEIGHT : undefined}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
          >
            <title>{title}</title>
            <g className={styles.grid}>
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                  <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {formatNumber(tick)}
                  </text>
                </g>
              ))}
              {labelledYears(years, x).map((year) => (
                <text key={year} x={x(year)} y={HEIGHT - 12} textAnchor="middle">
                  {year}
                </text>
              ))}
            </g>
            {series.map((s, index) => (
              <g key={s.label} className={seriesClass} data-series={index}>
                <path d={linePath(s.points, x, y)} className={styles.line} fill="none" data-line />
                {s.points.map((p) =>
                  p.population === null ? null : (
                    <SeriesMarker
                      key={p.year}
                      index={index}
                      x={x(p.year)}
                      y={y(p.population)}
                      className={styles.marker}
                    />
                  ),
                )}
              </g>
            ))}
          </svg>
        </div>
        <div id={summaryId} className={styles.summary}>
          {summaries.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <TableAlternative label={m.showTable} caption={title} className={styles.yearTable}>
          <thead>
            <tr>
              <th scope="col">{m.year}</th>
              {series.map((s) => (
                <th key={s.label} scope="col" data-numeric>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                {series.map((s) => {
                  const value = s.points.find((p) => p.year === year)?.population;
                  return (
                    <td key={s.label} data-numeric>
                      {value === null || value === undefined ? m.absent : formatNumber(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </TableAlternative>
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
