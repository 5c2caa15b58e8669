import { useState } from 'react';
import { formatIndicator } from '../format';
import type { ExportLegendEntry } from './exports';
import type { MapArea } from './geometry';
import { NOT_PICKED_FILL, PICKED_FILL, pickedFill } from './picking';
import type { AreaState, MapScale } from './scale';
import { formatMapValue } from './scale';
import type { TerritoryMapMessages } from './TerritoryMap.messages';
import styles from './TerritoryMap.module.css';
import type { MapIndicator } from './types';

/** The plain fills of areas without a class colour: under circles, out of focus. */
export const BASE_FILL = '#f3eee4';
export const OUT_OF_FOCUS_FILL = '#e5e5e5';

/** The patterns' colours: a light ground and a darker ink (hatches, dots). */
export const PATTERN_COLOURS = {
  secret: { ground: '#ffffff', ink: '#4f4f4f' },
  unavailable: { ground: '#f6f6f6', ink: '#6a6a6a' },
  merged: { ground: BASE_FILL, ink: '#8a6d3b' },
} as const;

/**
 * Proportional circles: a dark blue (YlGnBu's) translucent enough to show what lies under it, dark
 * enough for 3:1 against every light fill under it, and a white edge for 3:1 against the patterns'
 * inks and the circles under it (RGAA 3.3; see circles.test.ts).
 */
export const CIRCLE_STYLE = { fill: '#225ea8', opacity: 0.8, stroke: '#ffffff' } as const;

/** Fills of the states without a class colour (patterns are defined in `MapPatterns`). */
export const stateFill = (prefix: string, state: AreaState): string => {
  if (state === 'outOfFocus') return OUT_OF_FOCUS_FILL;
  if (state === 'base') return BASE_FILL;
  return `url(#${prefix}-${state})`;
};

/**
 * Patterns of secret, unavailable and merged areas, `size` units per tile: one set in the map's
 * units, one in pixels for the legend.
 */
export function MapPatterns({ prefix, size }: { prefix: string; size: number }) {
  const s = size;
  const { secret, unavailable, merged } = PATTERN_COLOURS;
  return (
    <>
      <pattern id={`${prefix}-secret`} width={s} height={s} patternUnits="userSpaceOnUse">
        <rect width={s} height={s} fill={secret.ground} />
        <path d={`M0,${s} L${s},0`} stroke={secret.ink} strokeWidth={s / 4} />
      </pattern>
      <pattern id={`${prefix}-unavailable`} width={s} height={s} patternUnits="userSpaceOnUse">
        <rect width={s} height={s} fill={unavailable.ground} />
        <circle cx={s / 2} cy={s / 2} r={s / 6} fill={unavailable.ink} />
      </pattern>
      <pattern id={`${prefix}-merged`} width={s} height={s} patternUnits="userSpaceOnUse">
        <rect width={s} height={s} fill={merged.ground} />
        <path d={`M0,0 L${s},${s} M0,${s} L${s},0`} stroke={merged.ink} strokeWidth={s / 8} />
      </pattern>
      {/* Picking mode's selection: a dark fill with thin white hatching, a cue beyond colour. */}
      <pattern id={`${prefix}-picked`} width={s} height={s} patternUnits="userSpaceOnUse">
        <rect width={s} height={s} fill={PICKED_FILL} />
        <path d={`M0,${s} L${s},0`} stroke="#ffffff" strokeWidth={s / 10} />
      </pattern>
    </>
  );
}

export interface LegendProps {
  prefix: string;
  indicator: MapIndicator;
  scale: MapScale;
  states: ReadonlySet<AreaState>;
  /** The circles' legend: a value, its radius on screen (px) and in the map's units. */
  circles: { value: number; radius: number; units?: number }[];
  selected: boolean;
  /** EPCI borders or outline (`true`), or a zone's or area's outline (`'outline'`). */
  epci: boolean | 'outline';
  /** France is drawn under study zones that leave communes out. */
  outside?: boolean;
  /** Names of the cities drawn as their arrondissements municipaux. */
  cities?: readonly string[];
  /** Picking mode: in and out of the selection instead of the values' classes and patterns. */
  picking?: boolean;
  m: TerritoryMapMessages;
}

/** France under study zones: the communes in none. */
export const OUTSIDE_FILL = '#dcdcdc';

/** The legend's entries, for the HTML legend and the exports. */
export function legendEntries({
  prefix,
  indicator,
  scale,
  states,
  circles,
  selected,
  epci,
  outside = false,
  cities = [],
  picking = false,
  m,
}: LegendProps): ExportLegendEntry[] {
  const entries: ExportLegendEntry[] = picking
    ? [
        { label: m.legendPicked, fill: pickedFill(`${prefix}-l`) },
        { label: m.legendNotPicked, fill: NOT_PICKED_FILL },
      ]
    : scale.classes.map((c) => ({
        label: m.legendClass(
          formatMapValue(c.lower, indicator),
          formatMapValue(c.upper, indicator),
        ),
        fill: c.colour,
      }));
  for (const { value, radius, units } of circles) {
    entries.push({
      label: formatIndicator(value, indicator),
      radius,
      ...(units !== undefined ? { units } : {}),
      fill: CIRCLE_STYLE.fill,
    });
  }
  if (states.has('merged') && !picking)
    entries.push({ label: m.merged, fill: stateFill(`${prefix}-l`, 'merged') });
  if (states.has('secret') && !picking)
    entries.push({ label: capital(m.secret), fill: stateFill(`${prefix}-l`, 'secret') });
  if (states.has('unavailable') && !picking)
    entries.push({ label: capital(m.unavailable), fill: stateFill(`${prefix}-l`, 'unavailable') });
  if (states.has('outOfFocus'))
    entries.push({ label: capital(m.outOfFocus), fill: stateFill(prefix, 'outOfFocus') });
  if (outside) entries.push({ label: m.legendOutside, fill: OUTSIDE_FILL });
  if (epci)
    entries.push({
      label: epci === 'outline' ? m.legendOutline : m.legendEpci,
      stroke: { colour: '#1e1e1e', width: 2, dash: '6 3' },
    });
  if (cities.length > 0)
    entries.push({ label: m.legendCity(cities), stroke: { colour: '#1e1e1e', width: 2 } });
  if (selected) entries.push({ label: m.legendSelected, stroke: { colour: '#1e1e1e', width: 4 } });
  return entries;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function Legend({
  title,
  entries,
  prefix,
  note,
}: {
  title: string;
  entries: ExportLegendEntry[];
  prefix: string;
  note?: string;
}) {
  return (
    <div className={styles.legend}>
      <svg
        width="0"
        height="0"
        className={styles.defs}
        aria-hidden="true"
        data-legend-defs={prefix}
      >
        <defs>
          <MapPatterns prefix={`${prefix}-l`} size={6} />
        </defs>
      </svg>
      <p className={styles.legendTitle}>{title}</p>
      {note && <p className={styles.caption}>{note}</p>}
      <ul className={styles.legendList}>
        {entries.map((entry) => {
          // A circle at its size on the map: the legend's circles compare as the map's do.
          const r = entry.radius === undefined ? 0 : Math.max(1.5, entry.radius);
          const width = Math.max(28, 2 * r + 2);
          const height = Math.max(20, 2 * r + 2);
          return (
            <li key={entry.label} className={styles.legendItem}>
              <svg
                width={width}
                height={height}
                viewBox={`0 0 ${width} ${height}`}
                aria-hidden="true"
                className={styles.swatch}
              >
                {entry.stroke ? (
                  <line
                    x1="2"
                    x2="26"
                    y1="10"
                    y2="10"
                    stroke={entry.stroke.colour}
                    strokeWidth={entry.stroke.width}
                    strokeDasharray={entry.stroke.dash}
                  />
                ) : entry.radius !== undefined ? (
                  <circle
                    cx={width / 2}
                    cy={height / 2}
                    r={r}
                    fill={entry.fill}
                    fillOpacity={CIRCLE_STYLE.opacity}
                    stroke="#1e1e1e"
                  />
                ) : (
                  <rect x="1" y="2" width="26" height="16" fill={entry.fill} stroke="#6a6a6a" />
                )}
              </svg>
              {entry.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The table alternative: every territory of the vintage drawn, with its value in words. */
export function MapTable({
  title,
  areas,
  textOf,
  selected,
  indicator,
  picked,
  m,
}: {
  title: string;
  areas: readonly MapArea[];
  /** A member's value in words. */
  textOf: (code: string) => string;
  selected?: string | null;
  indicator: MapIndicator;
  /** Picking mode: a column says whether each territory is in the selection. */
  picked?: ReadonlySet<string>;
  m: TerritoryMapMessages;
}) {
  // Rows are built when the table is opened: hundreds of rows would double the map's first render.
  const [open, setOpen] = useState(false);
  const rows = !open
    ? []
    : areas
        .filter((area) => !area.outOfFocus)
        .flatMap((area) =>
          area.members.map((member) => ({
            ...member,
            with: area.members.length > 1 ? area.members.filter((o) => o.code !== member.code) : [],
          })),
        )
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return (
    <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.toggle}>{m.showTable}</summary>
      {/* A scrollable region is focusable, so that keyboard users can scroll it. */}
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a tab stop
        <section className={styles.tableScroll} tabIndex={0} aria-label={title}>
          <table className={styles.table}>
            <caption className={styles.tableCaption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{m.code}</th>
                <th scope="col">{m.name}</th>
                <th scope="col" data-numeric>
                  {indicator.label}
                </th>
                {picked && <th scope="col">{m.pickedColumn}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code} aria-current={row.code === selected ? 'true' : undefined}>
                  <td>{row.code}</td>
                  <th scope="row">
                    {row.name}
                    {row.with.length > 0 && (
                      <span className={styles.note}>
                        {' '}
                        ({m.mergedNote} {row.with.map((o) => o.name).join(', ')})
                      </span>
                    )}
                  </th>
                  <td data-numeric>{textOf(row.code)}</td>
                  {picked && <td>{picked.has(row.code) ? m.yes : m.no}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </details>
  );
}
