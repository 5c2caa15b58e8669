import { type KeyboardEvent, useRef, useState } from 'react';
import { SeriesMarker } from '../chart/SeriesMarker';
import type { SeriesChartMessages } from './SeriesChart.messages';
import styles from './SeriesChart.module.css';
import { pointText } from './seriesText';
import type { SeriesChartData } from './types';

/** Keys that move along the points, and where they go. */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The points of a series, one tab stop for all (roving tabindex): the arrows, Home and End move
 * from point to point, each named by its period and value; the pointer shows the same readout.
 * A point without value is a cross on the axis, in the gap of the line.
 */
export function SeriesPoints({
  series,
  x,
  y,
  baseline,
  width,
  m,
}: {
  series: SeriesChartData;
  x: (year: number) => number;
  y: (value: number) => number;
  /** Where the axis is: the crosses of missing points sit on it. */
  baseline: number;
  /** The drawing's width, to keep the readout inside. */
  width: number;
  m: SeriesChartMessages;
}) {
  const last = series.points.length - 1;
  const [current, setCurrent] = useState(last);
  const [shown, setShown] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const refs = useRef<(SVGGElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, last);
    setCurrent(next);
    refs.current[next]?.focus();
  };

  const readout = shown === null ? null : series.points[shown];
  const at = (i: number) => {
    const p = series.points[i];
    if (!p) return { cx: 0, cy: 0 };
    return { cx: x(p.year), cy: p.value === null || p.status !== 'ok' ? baseline : y(p.value) };
  };
  // The readout is short (a missing value's reason is in its name and in the table).
  const text = readout
    ? m.point(readout.period, readout.status === 'ok' ? pointText(readout, series, m) : m.noValue)
    : '';
  // About 7 px per character of the 12 px label; kept inside the drawing.
  const boxWidth = Math.min(text.length * 7 + 16, width);
  const anchor = shown === null ? { cx: 0, cy: 0 } : at(shown);
  const boxX = Math.max(0, Math.min(anchor.cx - boxWidth / 2, width - boxWidth));
  const boxY = Math.max(0, anchor.cy - 40);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrows move the focus between the points (roving tabindex) inside this group
    <g onKeyDown={onKeyDown}>
      {series.points.map((point, i) => {
        const { cx, cy } = at(i);
        const missing = point.value === null || point.status !== 'ok';
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a point is an image with its value as name, focusable only to be read (roving tabindex)
          <g
            key={point.period}
            ref={(element) => {
              refs.current[i] = element;
            }}
            role="img"
            aria-label={m.point(point.period, pointText(point, series, m))}
            tabIndex={i === current ? 0 : -1}
            className={styles.point}
            data-missing={missing || undefined}
            onFocus={() => {
              setCurrent(i);
              setShown(i);
              setFocused(true);
            }}
            onBlur={() => {
              setFocused(false);
              setShown(null);
            }}
            onPointerEnter={() => setShown(i)}
            onPointerLeave={() => setShown(focused ? current : null)}
          >
            {/* A larger, invisible target for the pointer. */}
            <circle cx={cx} cy={cy} r={12} className={styles.hit} />
            {missing ? (
              <path
                d={`M${cx - 5},${cy - 5}L${cx + 5},${cy + 5}M${cx - 5},${cy + 5}L${cx + 5},${cy - 5}`}
                className={styles.cross}
              />
            ) : (
              <SeriesMarker index={0} x={cx} y={cy} r={4.5} className={styles.marker} />
            )}
            {focused && i === current && (
              <circle cx={cx} cy={cy} r={9} className={styles.focusRing} />
            )}
          </g>
        );
      })}
      {readout && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the visible readout repeats the focused point's name, nothing in it is focusable
        <g className={styles.readout} aria-hidden="true">
          <rect x={boxX} y={boxY} width={boxWidth} height={26} rx={4} />
          <text x={boxX + 8} y={boxY + 17}>
            {text}
          </text>
        </g>
      )}
    </g>
  );
}
