// Long file: the map's rendering and its one keyboard/pointer model (delegated events, roving tab stop).

import { roundAsShown, toCsv } from '@epic/api-contract/csv';
import {
  type CSSProperties,
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DataFigure } from '../DataFigure';
import { indicatorHeading } from '../format';
import { withMessages } from '../messages';
import type { TerritoryRef } from '../territory/types';
import { circleLegendValues, effectiveMethod, type MapClassification } from './classes';
import { downloadBlob, mapSvgDocument, svgToPng } from './exports';
import { type MapArea, mapModel, PATH_SCALE, valueDependentCodes } from './geometry';
import { areaInDirection, arrowDirections, readingOrder } from './keyboard';
import { Legend, legendEntries, MapPatterns, MapTable, OUTSIDE_FILL, stateFill } from './parts';
import { applyPicked, membersOf, NOT_PICKED_FILL, pickState } from './picking';
import { type AreaState, mapScale, radiusOf, valueText } from './scale';
import { type TerritoryMapMessages, territoryMapMessages } from './TerritoryMap.messages';
import styles from './TerritoryMap.module.css';
import type { TerritoryMapProps as ContractProps } from './types';

export type TerritoryMapProps = ContractProps & {
  /** Names of vintage communes that have no polygon of their own (merged since), by code. */
  names?: Readonly<Record<string, string>>;
  /** Width / height of the map's box, reserved before the data arrives. @default 1 */
  aspectRatio?: number;
  /**
   * How the values are put in classes (method, count, thresholds, palette). Absent: 5 quantile
   * classes on YlGnBu for levels, 3 and 3 on PuOr around 0 for changes.
   */
  classification?: MapClassification;
  /** Overrides of the French copy. */
  messages?: Partial<TerritoryMapMessages>;
};

type Box = [number, number, number, number];

/** A box around `box` with a margin, stretched to the aspect ratio (x, y, width, height). */
function viewBoxAround(box: Box, aspect: number, margin: number): Box {
  const w = box[2] - box[0] || 1;
  const h = box[3] - box[1] || 1;
  let width = w * (1 + 2 * margin);
  let height = h * (1 + 2 * margin);
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  return [box[0] + w / 2 - width / 2, box[1] + h / 2 - height / 2, width, height];
}

const nameAndCode = (t: { name: string; code: string }) => `${t.name} (${t.code})`;

const territoryOf = (area: MapArea): TerritoryRef => ({
  type: area.type,
  code: area.code,
  name: area.name,
});

/** A coordinate to 10 m (planar units are km): short numbers for the browser to parse. */
const hundredth = (v: number) => Math.round(v * 100) / 100;

/** A text as an attribute value in the areas' markup. */
function attr(text: string): string {
  // Most texts need nothing: one test instead of three replacements (hundreds of areas).
  if (!/[&"<]/.test(text)) return text;
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Map of territories with real outlines: the communes of one or more départements (vintage-aware,
 * with focus, EPCI outline and borders), départements/régions of France or the study zones of a
 * zoning (with overseas insets), coloured by any indicator. Exported from `@epic/ui/map`, loaded on demand.
 */
export function TerritoryMap({
  title,
  layer,
  indicator,
  values,
  selected = null,
  hrefFor,
  onSelect,
  picked,
  onPick,
  credit,
  fileName,
  loading = false,
  error = false,
  onRetry,
  names,
  aspectRatio = 1,
  classification,
  messages,
}: TerritoryMapProps) {
  const m = withMessages(territoryMapMessages, messages);
  const titleId = useId();
  const hintId = useId();
  const prefix = `m${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const svgRef = useRef<SVGSVGElement>(null);
  const ready = !loading && !error;
  // Only a few codes' presence in the values changes the drawing (see valueDependentCodes).
  const dependent = useMemo(() => valueDependentCodes(layer), [layer]);
  const dependentKey = Object.keys(values)
    .filter((code) => dependent.has(code))
    .sort()
    .join();
  const model = useMemo(() => {
    if (!ready) return null;
    if (typeof performance !== 'undefined') performance.mark('epic-map-render-start');
    return mapModel(layer, new Set(dependentKey.split(',')), names);
  }, [ready, layer, dependentKey, names]);
  // By value, not identity: a caller may build the classification on every render.
  const classificationKey = JSON.stringify(classification ?? {});
  const scale = useMemo(
    () =>
      model
        ? mapScale(
            model.areas,
            values,
            indicator,
            m,
            JSON.parse(classificationKey) as MapClassification,
          )
        : null,
    [model, values, indicator, m, classificationKey],
  );
  const hasValues = Object.keys(values).length > 0;
  const order = useMemo(
    () => (model ? readingOrder(model.areas.map((a) => a.centroid)) : []),
    [model],
  );
  useLayoutEffect(() => {
    if (!model || typeof performance === 'undefined') return;
    try {
      performance.measure('epic-map-render', 'epic-map-render-start');
    } catch {
      // No start mark (cleared by the page): nothing to measure.
    }
  }, [model]);

  const [active, setActive] = useState<number | null>(null);
  // Escape hides the tooltip, wherever the focus is (WCAG 1.4.13): it shows again on another area.
  useEffect(() => {
    if (active === null) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setActive(null);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [active]);
  // The map's width on screen (at most 40 rem): the circles' legend is drawn at the map's scale.
  const [mapWidth, setMapWidth] = useState(640);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!model || !svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width > 0) setMapWidth(width);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [model]);
  const [exportError, setExportError] = useState<string | null>(null);
  const [zoomChoice, setZoomChoice] = useState<boolean | null>(null);
  const selectedIndex =
    model?.areas.findIndex((a) => a.members.some((x) => x.code === selected)) ?? -1;
  const selectedArea = model?.areas[selectedIndex];
  // A city drawn as its arrondissements is highlighted by its outline.
  const selectedCity = selectedArea ? undefined : model?.cities.find((c) => c.code === selected);
  const highlight = selectedArea ?? selectedCity;
  // An arrondissement or its city: the map zooms to the whole city (its arrondissements together).
  const city = selectedCity ?? model?.cities.find((c) => c.code === selectedArea?.city);
  const zoomTarget = city ?? selectedArea;
  const full = model ? viewBoxAround(model.box, aspectRatio, 0.02) : ([0, 0, 1, 1] as Box);
  const small =
    zoomTarget !== undefined &&
    Math.max(zoomTarget.box[2] - zoomTarget.box[0], zoomTarget.box[3] - zoomTarget.box[1]) <
      Math.max(full[2], full[3]) / (city ? 2.5 : 10);
  const zoomed = small && (zoomChoice ?? true);
  const baseView =
    zoomed && zoomTarget ? viewBoxAround(zoomTarget.box, aspectRatio, city ? 0.15 : 1.2) : full;
  // Picking: the areas are toggles, drawn in or out of `picked` (set in place, see applyPicked).
  const picking = picked !== undefined && onPick !== undefined && !hrefFor;
  const navigable = Boolean(hrefFor || onSelect || picking);
  const tabStop = selectedIndex >= 0 ? selectedIndex : (order[0] ?? 0);

  // The areas are built once per data as one SVG string (no per-area state or handler: events
  // are delegated): about 900 links and paths are parsed by the browser in one go instead of
  // being created one by one by React, which took most of a large département's first render.
  const drawn = useMemo(() => {
    if (!model || !scale) return null;
    let markup = '';
    for (const index of order) {
      const area = model.areas[index] as MapArea;
      const areaView = scale.views[index];
      const fill = picking
        ? NOT_PICKED_FILL
        : (areaView?.colour ?? stateFill(prefix, areaView?.state ?? 'unavailable'));
      const label = attr(
        picking && !hasValues
          ? area.members.length > 1
            ? m.area(area.name, area.code, m.group(area.members.map(nameAndCode).join('\u00a0; ')))
            : nameAndCode(area)
          : m.area(area.name, area.code, areaView?.text ?? m.unavailable),
      );
      const current = area.members.some((x) => x.code === selected);
      // The hint describes the tab stop only; it moves with the focus (focusArea).
      const focus = !navigable
        ? ' role="img"'
        : index === tabStop
          ? ` tabindex="0" aria-describedby="${attr(hintId)}"`
          : ' tabindex="-1"';
      // The states without a value only (fewer attributes to parse).
      const state =
        !picking && areaView && areaView.state !== 'value' && areaView.state !== 'base'
          ? ` data-state="${areaView.state}"`
          : '';
      // No class on each element: the group's CSS styles them (shorter markup to parse).
      const path = (extra: string) => `<path d="${area.d}" fill="${attr(fill)}"${state}${extra}/>`;
      markup += hrefFor
        ? `<a href="${attr(hrefFor(territoryOf(area)))}" data-index="${index}" aria-label="${label}"${current ? ' aria-current="page"' : ''}${focus}>${path('')}</a>`
        : path(
            ` data-index="${index}" aria-label="${label}"${focus}${navigable ? ' role="button"' : ''}${current ? ' aria-current="true"' : ''}${picking ? ' aria-pressed="false"' : ''}`,
          );
    }
    return markup;
  }, [
    model,
    scale,
    order,
    prefix,
    hrefFor,
    navigable,
    picking,
    hasValues,
    selected,
    tabStop,
    hintId,
    m,
  ]);

  // Before paint, after each new markup or pick: no frame shows the areas out of the selection.
  useLayoutEffect(() => {
    if (picking && picked && model && drawn !== null && svgRef.current)
      applyPicked(svgRef.current, model.areas, picked, prefix);
  }, [picking, picked, model, drawn, prefix]);

  if (!ready || !model || !scale) {
    return (
      <DataFigure
        title={title}
        titleId={titleId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        messages={m}
        skeletonHeight={`calc(min(40rem, 100vw - 4rem) / ${aspectRatio})`}
      >
        {null}
      </DataFigure>
    );
  }

  const areaFromEvent = (event: { target: EventTarget }) => {
    const element = (event.target as Element).closest?.('[data-index]');
    const index = Number(element?.getAttribute('data-index'));
    return element && Number.isInteger(index) ? { element, index } : null;
  };
  const focusArea = (index: number) => {
    const element = svgRef.current?.querySelector<SVGElement>(`[data-index="${index}"][tabindex]`);
    if (!element) return;
    for (const other of svgRef.current?.querySelectorAll('[tabindex="0"]') ?? []) {
      other.setAttribute('tabindex', '-1');
      other.removeAttribute('aria-describedby');
    }
    element.setAttribute('tabindex', '0');
    element.setAttribute('aria-describedby', hintId);
    element.focus();
  };
  /** Toggles an area's territories: all in, unless all are in already. */
  const pick = (area: MapArea) => {
    if (picked) onPick?.(membersOf(area), pickState(area, picked) !== 'true');
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const hit = areaFromEvent(event);
    if (!hit) return;
    const area = model.areas[hit.index] as MapArea;
    if (event.key === 'Enter' || (!hrefFor && event.key === ' ')) {
      event.preventDefault();
      if (picking) return pick(area);
      if (!hrefFor) {
        onSelect?.(territoryOf(area));
        return;
      }
      // An SVG link is not followed with Enter by every browser: click it, as HTML links are.
      const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
      hit.element.dispatchEvent(click);
      if (!click.defaultPrevented) window.location.assign(hrefFor(territoryOf(area)));
      return;
    }
    let next = -1;
    if (event.key === 'Home') next = order[0] ?? -1;
    else if (event.key === 'End') next = order.at(-1) ?? -1;
    else if (arrowDirections[event.key]) {
      next = areaInDirection(
        hit.index,
        arrowDirections[event.key] as [number, number],
        model.areas.map((a) => a.centroid),
        model.neighbours(),
      );
    } else return;
    event.preventDefault();
    if (next >= 0) focusArea(next);
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const hit = areaFromEvent(event);
    if (!hit) return;
    if (picking) return pick(model.areas[hit.index] as MapArea);
    const territory = territoryOf(model.areas[hit.index] as MapArea);
    if (hrefFor) {
      onSelect?.(territory, event);
      // A circle is not inside its area's link: follow the link ourselves.
      if (hit.element.tagName === 'circle' && !event.defaultPrevented) {
        window.location.assign(hrefFor(territory));
      }
    } else onSelect?.(territory);
  };

  const states = new Set<AreaState>(scale.views.map((v) => v.state));
  // Circles and patterns keep their size on screen when the map zooms.
  const maxRadius = Math.min(baseView[2], baseView[3]) * 0.06;
  // Picking: the fills say in or out; circles would hide the areas to click.
  const drawsCircles = indicator.kind === 'count' && !picking;
  const circles = drawsCircles
    ? model.areas
        .map((area, index) => ({
          area,
          index,
          r: radiusOf(scale.views[index] as never, scale, maxRadius),
        }))
        .filter((c) => c.r > 0)
        .sort((a, b) => b.r - a.r)
    : [];
  // One string (the browser parses hundreds of circles at once; React compares it on re-render).
  const circleMarkup = circles
    .map(
      ({ area, index, r }) =>
        `<circle cx="${hundredth(area.centroid[0])}" cy="${hundredth(area.centroid[1])}" r="${Number(r.toPrecision(3))}" data-index="${index}"/>`,
    )
    .join('');
  // The whole map leaves room for the circles of the areas at its edges (none is cut); a zoom
  // shows part of the map, cut as any area is.
  let view = baseView;
  if (!zoomed && circles.length > 0) {
    const box: Box = [...model.box];
    for (const { area, r } of circles) {
      box[0] = Math.min(box[0], area.centroid[0] - r);
      box[1] = Math.min(box[1], area.centroid[1] - r);
      box[2] = Math.max(box[2], area.centroid[0] + r);
      box[3] = Math.max(box[3], area.centroid[1] + r);
    }
    view = viewBoxAround(box, aspectRatio, 0.02);
  }
  // Legend circles in pixels, at the map's scale on screen.
  const pxPerUnit = mapWidth / view[2];
  const legendCircles = circleLegendValues(drawsCircles ? scale.max : 0).map((value) => {
    const units = radiusOf({ state: 'base', value, text: '' }, scale, maxRadius);
    return { value, units, radius: units * pxPerUnit };
  });
  const entries = legendEntries({
    prefix,
    indicator,
    scale,
    states,
    circles: legendCircles,
    selected: Boolean(highlight),
    epci: model.epciBorders
      ? true
      : model.epciOutline
        ? layer.kind === 'communes' && layer.outlineFocus
          ? 'outline'
          : true
        : false,
    outside: Boolean(model.background),
    cities: model.cities.map((c) => c.name),
    picking,
    m,
  });
  const legendTitle = picking
    ? m.legendPicking
    : m.legend(indicator.label, indicator.referenceYear);
  // Circles, or the classes' method and count (fewer classes than asked when values repeat).
  const legendNote = drawsCircles
    ? m.legendCircles
    : !picking && scale.classes.length > 0
      ? m.legendMethod(
          m.methods[effectiveMethod(classification ?? {})],
          scale.classes.length,
          indicator.kind === 'change',
        )
      : undefined;
  // The table's value texts, written when it is opened (not during the map's first render).
  const textOf = (code: string) => valueText(values[code], indicator, m);
  const activeArea = active === null ? undefined : model.areas[active];
  const unit = view[2] / 640;

  const exportMap = async (kind: 'svg' | 'png') => {
    const map = svgRef.current;
    if (!map) return;
    setExportError(null);
    try {
      const { svg, width, height } = mapSvgDocument(map, {
        title,
        legendTitle,
        ...(legendNote ? { legendNote } : {}),
        legend: entries,
        credit,
        defs: map.ownerDocument.querySelector(`[data-legend-defs="${prefix}"]`)?.innerHTML,
        // The screen's own fonts (an SVG drawn as an image reads only the system's).
        ...(getComputedStyle(map).fontFamily ? { font: getComputedStyle(map).fontFamily } : {}),
      });
      if (kind === 'svg') {
        downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`);
      } else downloadBlob(await svgToPng(svg, width, height), `${fileName}.png`);
    } catch (error) {
      setExportError(m.exportFailed(kind.toUpperCase(), (error as Error).message));
    }
  };
  const exportCsv = () => {
    const rows = model.areas
      .filter((area) => !area.outOfFocus)
      .flatMap((area) => area.members)
      .map((member) => {
        const value = values[member.code];
        const status = value?.status ?? 'unavailable';
        return [
          member.code,
          member.name,
          // Rounded as the map and its table show it.
          value?.status === 'ok' && value.value !== null
            ? roundAsShown(value.value, indicator.format)
            : null,
          status === 'ok'
            ? ''
            : { secret: m.secret, unavailable: m.unavailable, not_applicable: m.notApplicable }[
                status
              ],
          credit,
        ];
      });
    const csv = toCsv(
      [
        m.code,
        m.name,
        indicatorHeading(indicator.label, indicator, indicator.referenceYear),
        m.csvStatus,
        m.csvSource,
      ],
      rows,
    );
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };

  let tooltip: ReactNode = null;
  if (activeArea) {
    const style = {
      left: `${((activeArea.centroid[0] - view[0]) / view[2]) * 100}%`,
      top: `${((activeArea.centroid[1] - view[1]) / view[3]) * 100}%`,
    } as CSSProperties;
    tooltip = (
      <div className={styles.tooltip} style={style} aria-hidden="true">
        <strong>
          {activeArea.name} ({activeArea.code})
        </strong>
        <br />
        {picking && picked
          ? `${pickState(activeArea, picked) === 'false' ? m.legendNotPicked : m.pickedColumn}${hasValues ? ` – ${scale.views[active as number]?.text}` : ''}`
          : scale.views[active as number]?.text}
      </div>
    );
  }

  return (
    <DataFigure title={title} titleId={titleId} messages={m}>
      <div className={styles.toolbar}>
        {small && zoomTarget && (
          <button
            type="button"
            className={styles.button}
            onClick={() => setZoomChoice(!zoomed)}
            aria-pressed={zoomed}
          >
            {zoomed ? m.zoomOut : m.zoomIn(zoomTarget.name)}
          </button>
        )}
      </div>
      <div className={styles.frame} style={{ aspectRatio: String(aspectRatio) }}>
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG group of areas; the caption names it */}
        <svg
          ref={svgRef}
          className={styles.svg}
          viewBox={view.join(' ')}
          role="group"
          aria-labelledby={titleId}
          data-map
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={(event) => setActive(areaFromEvent(event)?.index ?? null)}
          onBlur={() => setActive(null)}
          onMouseOver={(event) => setActive(areaFromEvent(event)?.index ?? null)}
          onMouseLeave={() => setActive(null)}
          style={{ '--unit': unit } as CSSProperties}
        >
          <defs>
            {/* In the areas' units (PATH_SCALE per planar unit): patterns fill their user space. */}
            <MapPatterns prefix={prefix} size={(PATH_SCALE * Math.max(view[2], view[3])) / 150} />
          </defs>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable */}
          <g aria-hidden="true">
            {model.background && (
              <path
                d={model.background}
                transform={`scale(${1 / PATH_SCALE})`}
                fill={OUTSIDE_FILL}
                stroke="none"
              />
            )}
            {model.insets.map((inset) => (
              <g key={inset.code} className={styles.inset} fill="none" stroke="#6a6a6a">
                <rect
                  vectorEffect="non-scaling-stroke"
                  x={inset.box[0]}
                  y={inset.box[1]}
                  width={inset.box[2] - inset.box[0]}
                  height={inset.box[3] - inset.box[1]}
                />
                <text
                  x={inset.box[0] + 2 * unit}
                  y={inset.box[3] - 4 * unit}
                  fontSize={11 * unit}
                  fill="#1e1e1e"
                  stroke="none"
                >
                  {inset.name}
                </text>
              </g>
            ))}
          </g>
          {/* Presentation attributes as well as CSS: the exports carry the SVG without the CSS. */}
          <g
            className={styles.areas}
            transform={`scale(${1 / PATH_SCALE})`}
            stroke="#1e1e1e"
            strokeOpacity={0.4}
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built here from escaped values
            dangerouslySetInnerHTML={{ __html: drawn ?? '' }}
          />
          {/* Each border on a white halo: the dark dashes stand out on light classes, the halo
              on dark ones (≥ 3:1 against every class colour, RGAA 3.3). */}
          <g fill="none" stroke="#1e1e1e" vectorEffect="non-scaling-stroke">
            {[
              { d: model.epciBorders, className: styles.epciBorders, width: 1.2, dash: '5 3' },
              { d: model.epciOutline, className: styles.epciOutline, width: 2.5, dash: '6 3' },
            ].map(
              ({ d, className, width, dash }) =>
                d && (
                  <Fragment key={className}>
                    <path
                      className={styles.borderHalo}
                      d={d}
                      stroke="#ffffff"
                      strokeWidth={width + 2}
                    />
                    <path className={className} d={d} strokeWidth={width} strokeDasharray={dash} />
                  </Fragment>
                ),
            )}
          </g>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable */}
          <g
            aria-hidden="true"
            className={styles.circles}
            fill="#2c7fb8"
            fillOpacity={0.75}
            stroke="#ffffff"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: numbers only
            dangerouslySetInnerHTML={{ __html: circleMarkup }}
          />
          {model.cities.length > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable
            <g
              className={styles.cityOutline}
              aria-hidden="true"
              fill="none"
              stroke="#1e1e1e"
              strokeWidth={2}
              transform={`scale(${1 / PATH_SCALE})`}
            >
              {model.cities.map((c) => (
                <path key={c.code} d={c.d} vectorEffect="non-scaling-stroke" />
              ))}
            </g>
          )}
          {highlight && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable
            <g
              className={styles.selected}
              aria-hidden="true"
              fill="none"
              transform={`scale(${1 / PATH_SCALE})`}
            >
              <path
                d={highlight.d}
                className={styles.selectedHalo}
                stroke="#ffffff"
                strokeWidth={6}
              />
              <path d={highlight.d} stroke="#1e1e1e" strokeWidth={3} />
            </g>
          )}
        </svg>
        {tooltip}
      </div>
      {navigable && (
        <p id={hintId} className={styles.caption}>
          {picking ? m.keyboardHintPicking : m.keyboardHint}
        </p>
      )}
      {highlight && (
        <p className={styles.selectedText}>{m.selected(highlight.name, highlight.code)}</p>
      )}
      <Legend title={legendTitle} entries={entries} prefix={prefix} note={legendNote} />
      <MapTable
        title={title}
        areas={model.areas}
        textOf={textOf}
        selected={selected}
        indicator={indicator}
        {...(picking && picked ? { picked } : {})}
        m={m}
      />
      <div className={styles.exports}>
        <span className={styles.caption}>{m.exports}</span>
        <button type="button" className={styles.button} onClick={() => void exportMap('svg')}>
          {m.exportSvg}
        </button>
        <button type="button" className={styles.button} onClick={() => void exportMap('png')}>
          {m.exportPng}
        </button>
        <button type="button" className={styles.button} onClick={exportCsv}>
          {m.exportCsv}
        </button>
      </div>
      {exportError && (
        <p className={styles.exportError} role="alert">
          {exportError}
        </p>
      )}
      <p className={styles.credit}>{credit}</p>
    </DataFigure>
  );
}
