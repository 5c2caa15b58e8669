import { labelledYears, linePath, yearScale } from '../chart/axis';
import { SeriesMarker, seriesClass } from '../chart/SeriesMarker';
import { formatNumber } from '../format';
import type { PopulationSeries } from '../territory/types';
import styles from './PopulationChart.module.css';
import { niceTicks } from './scale';
import type { ChartLine } from './summary';

const MARGIN = { top: 16, right: 24, bottom: 36, left: 72 };

/** The legend of several series: each one's line style, marker shape and name. */
export function PopulationLegend({ series }: { series: readonly PopulationSeries[] }) {
  return (
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
  );
}

/**
 * The SVG: value and year axes, then a line per series broken at its gaps, with a marker per
 * value (hollow for a census of the comparateur).
 */
export function PopulationDrawing({
  series,
  lines,
  years,
  values,
  width,
  height,
  measured,
  title,
  titleId,
  summaryId,
}: {
  series: readonly PopulationSeries[];
  /** The values drawn, one line per series. */
  lines: readonly ChartLine[];
  years: readonly number[];
  values: readonly number[];
  width: number;
  height: number;
  /** Whether `width` is the measured one: the SVG then gets it as its size. */
  measured: boolean;
  title: string;
  titleId: string;
  summaryId: string;
}) {
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const yMin = ticks[0] ?? 0;
  const yMax = ticks.at(-1) ?? 1;
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const x = yearScale(years, MARGIN.left, plotW);
  const y = (value: number) => MARGIN.top + plotH - ((value - yMin) / (yMax - yMin)) * plotH;
  const sourceOf = (index: number, year: number) =>
    series[index]?.points.find((p) => p.year === year)?.source;
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      width={measured ? width : undefined}
      height={measured ? height : undefined}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <title>{title}</title>
      <g className={styles.grid}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {labelledYears(years, x).map((year) => (
          <text key={year} x={x(year)} y={height - 12} textAnchor="middle">
            {year}
          </text>
        ))}
      </g>
      {lines.map((line, index) => (
        <g key={line.label} className={seriesClass} data-series={index}>
          <path d={linePath(line.points, x, y)} className={styles.line} fill="none" data-line />
          {line.points.map((p) =>
            p.value === null ? null : (
              <SeriesMarker
                key={p.year}
                index={index}
                x={x(p.year)}
                y={y(p.value)}
                className={sourceOf(index, p.year) === 'census' ? styles.hollow : styles.marker}
              />
            ),
          )}
        </g>
      ))}
    </svg>
  );
}
