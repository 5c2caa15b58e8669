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
import { Button } from '../Button';
import { downloadCsv, downloadText } from '../csv/download';
import { DataFigure } from '../DataFigure';
import { indicatorHeading } from '../format';
import { withMessages } from '../messages';
import type { TerritoryRef } from '../territory/types';
import { circleLegendValues, effectiveMethod, type MapClassification } from './classes';
import { type MapArea, mapModel, PATH_SCALE, valueDependentCodes } from './geometry';
import { areaInDirection, arrowDirections, readingOrder } from './keyboard';
import { LANDMARK_FONT_PX, type LandmarkCandidate, placeLandmarks } from './landmarks';
import {
  type Box,
  boxAspect,
  fitView,
  INSET_FONT_PX,
  isWide,
  labelsWidth,
  MAP_MAX_HEIGHT,
  type Point,
  relativeRect,
  type TooltipPlace,
  tooltipPlace,
  type View,
  viewBoxAround,
} from './layout';
import {
  CIRCLE_STYLE,
  Legend,
  legendEntries,
  MapPatterns,
  MapTable,
  OUTSIDE_FILL,
  stateFill,
} from './parts';
import { applyPicked, membersOf, NOT_PICKED_FILL, pickState } from './picking';
import { type AreaState, mapScale, radiusOf, valueText } from './scale';
import { type TerritoryMapMessages, territoryMapMessages } from './TerritoryMap.messages';
import styles from './TerritoryMap.module.css';
import type { TerritoryMapProps as ContractProps } from './types';

export type TerritoryMapProps = ContractProps & {
  /** Noms, par code, des communes du millésime qui n’ont pas de polygone propre (fusionnées depuis). */
  names?: Readonly<Record<string, string>>;
  /**
   * Rapport largeur / hauteur du cadre de la carte réservé avant l’arrivée des données ; ensuite, le
   * cadre prend la forme du territoire. @default 1
   */
  aspectRatio?: number;
  /**
   * Comment les valeurs sont réparties en classes (méthode, nombre, seuils, palette). Absente : 5
   * classes par quantiles sur YlGnBu pour les niveaux, 3 et 3 sur PuOr autour de 0 pour les évolutions.
   */
  classification?: MapClassification;
  /**
   * Communes nommées sur une carte de communes, comme repères (quelques grandes communes, la première
   * d’abord) : celles qui tiennent sans se chevaucher sont écrites, sur un cadre d’au moins 480 px de
   * large. Absente : les plus grandes valeurs d’un effectif (population…).
   */
  landmarks?: readonly string[];
  /** Remplacements des textes français par défaut. */
  messages?: Partial<TerritoryMapMessages>;
};

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
  landmarks,
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

  // The tooltip: its area, the pointer (or the focused area's centre) in px in the map's box, and
  // its place there (see tooltipPlace).
  const [tip, setTip] = useState<{ index: number; point: Point; place: TooltipPlace } | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  // Escape hides the tooltip, wherever the focus is (WCAG 1.4.13): it shows again on another area.
  const tipShown = tip !== null;
  useEffect(() => {
    if (!tipShown) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setTip(null);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [tipShown]);
  // Once drawn with its new text, the tooltip moves away if it came near the pointer after all.
  useLayoutEffect(() => {
    if (!tip || tip.place === 'below') return;
    const frame = frameRef.current?.getBoundingClientRect();
    const box = tooltipRef.current?.getBoundingClientRect();
    if (!frame || !box || frame.width === 0) return;
    const place = tooltipPlace(tip.point, frame, tip.place, relativeRect(box, frame));
    if (place !== tip.place) setTip({ ...tip, place });
  }, [tip]);
  // The map's size on screen: the circles' legend and the insets' names are drawn at its scale.
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!model || !svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      const height = Math.round(entry?.contentRect.height ?? 0);
      if (width > 0 && height > 0)
        setSize((old) => (old?.width === width && old.height === height ? old : { width, height }));
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
  // The box's shape is the territory's (a zoom keeps it: the box does not jump).
  const aspect = model ? boxAspect(model.box) : aspectRatio;
  const full = model ? viewBoxAround(model.box, aspect, 0.02) : ([0, 0, 1, 1] as View);
  const small =
    zoomTarget !== undefined &&
    Math.max(zoomTarget.box[2] - zoomTarget.box[0], zoomTarget.box[3] - zoomTarget.box[1]) <
      Math.max(full[2], full[3]) / (city ? 2.5 : 10);
  const zoomed = small && (zoomChoice ?? true);
  const baseView =
    zoomed && zoomTarget ? viewBoxAround(zoomTarget.box, aspect, city ? 0.15 : 1.2) : full;
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
        skeletonHeight={`min(${MAP_MAX_HEIGHT}, (100vw - 4rem) / ${aspectRatio})`}
      >
        {null}
      </DataFigure>
    );
  }

  // A layer without areas (a territory without communes in the vintage): said, with no empty box.
  if (model.areas.length === 0) {
    return (
      <DataFigure title={title} titleId={titleId} messages={m}>
        <p className={styles.emptyNote}>{m.noAreas}</p>
        <p className={styles.credit}>{credit}</p>
      </DataFigure>
    );
  }

  const areaFromEvent = (event: { target: EventTarget }) => {
    const element = (event.target as Element).closest?.('[data-index]');
    const index = Number(element?.getAttribute('data-index'));
    return element && Number.isInteger(index) ? { element, index } : null;
  };
  /** Shows the tooltip of the area of an event at `client` (px in the page), or hides it. */
  const showTip = (event: { target: EventTarget }, client: Point | null) => {
    const index = areaFromEvent(event)?.index;
    const frame = frameRef.current?.getBoundingClientRect();
    if (index === undefined || !frame || !client) return setTip(null);
    const point = { x: client.x - frame.left, y: client.y - frame.top };
    const box = tooltipRef.current?.getBoundingClientRect();
    const rect = box ? relativeRect(box, frame) : null;
    setTip((old) => ({
      index,
      point,
      place: tooltipPlace(point, frame, old?.place ?? null, rect),
    }));
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
  let padded = baseView;
  if (!zoomed && circles.length > 0) {
    const box: Box = [...model.box];
    for (const { area, r } of circles) {
      box[0] = Math.min(box[0], area.centroid[0] - r);
      box[1] = Math.min(box[1], area.centroid[1] - r);
      box[2] = Math.max(box[2], area.centroid[0] + r);
      box[3] = Math.max(box[3], area.centroid[1] + r);
    }
    padded = viewBoxAround(box, aspect, 0.02);
  }
  // The insets' names on their left, at a size in px: their names when the box is wide enough,
  // else their codes (the names are in the areas' names and the tooltip).
  const shown = size ?? { width: 640, height: 640 / aspect };
  // A zoom shows part of the map: the insets' frames, cut as the areas are, without names.
  const insetLabels = zoomed
    ? []
    : model.insets.map((inset) => (isWide(shown.width) ? inset.name : inset.code));
  const column = insetLabels.length > 0 ? labelsWidth(insetLabels, INSET_FONT_PX) + 8 : 0;
  // The view as the SVG draws it in its box, and the map's scale (px per unit).
  const { view, scale: pxPerUnit } = fitView(padded, shown, column);
  // A few communes named, largest first, where they fit (none on a narrow box: no room), once the
  // box is measured (no names flashing on a phone).
  let named: ReturnType<typeof placeLandmarks> = [];
  if (layer.kind === 'communes' && size && isWide(size.width)) {
    const radiusOfArea = new Map(circles.map((c) => [c.index, c.r]));
    const ranked = landmarks
      ? landmarks.map((code) =>
          model.areas.findIndex((a) => a.members.some((x) => x.code === code)),
        )
      : circles.map((c) => c.index);
    const candidates = ranked.slice(0, 30).flatMap((index): LandmarkCandidate[] => {
      const area = model.areas[index];
      if (!area || area.outOfFocus) return [];
      const [x, y] = area.centroid;
      return [{ name: area.name, x, y, below: radiusOfArea.get(index) ?? 0 }];
    });
    named = placeLandmarks(candidates, view, pxPerUnit);
  }
  // Legend circles in pixels, at the map's scale on screen.
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
  const active = tip?.index ?? null;
  const activeArea = active === null ? undefined : model.areas[active];
  const unit = 1 / pxPerUnit;

  const exportMap = async (kind: 'svg' | 'png') => {
    const map = svgRef.current;
    if (!map) return;
    setExportError(null);
    try {
      // The image exports' code loads on the first export: most visits never use it.
      const { mapSvgDocument, svgToPng } = await import('./exports');
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
        downloadText(svg, `${fileName}.svg`, 'image/svg+xml');
      } else downloadText(await svgToPng(svg, width, height), `${fileName}.png`, 'image/png');
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
    downloadCsv(csv, `${fileName}.csv`);
  };

  let tooltip: ReactNode = null;
  if (activeArea) {
    // Hoverable: the pointer can rest on it (it is in the map's box, which the pointer has not left).
    tooltip = (
      <div
        ref={tooltipRef}
        className={styles.tooltip}
        data-place={tip?.place}
        aria-hidden="true"
        data-map-tooltip
      >
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
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setZoomChoice(!zoomed)}
            aria-pressed={zoomed}
          >
            {zoomed ? m.zoomOut : m.zoomIn(zoomTarget.name, city ? 'commune' : selectedArea?.type)}
          </Button>
        )}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving the map and its tooltip hides the tooltip (the areas are the controls) */}
      <div
        ref={frameRef}
        className={styles.frame}
        style={{ aspectRatio: String(aspect), maxHeight: MAP_MAX_HEIGHT }}
        onMouseLeave={() => setTip(null)}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG group of areas; the caption names it */}
        <svg
          ref={svgRef}
          className={styles.svg}
          viewBox={view.join(' ')}
          role="group"
          aria-labelledby={titleId}
          data-map
          data-measured={size ? '' : undefined}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={(event) => {
            // The focused area's centre stands for the pointer.
            const box = (event.target as Element).getBoundingClientRect?.();
            showTip(
              event,
              box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null,
            );
          }}
          onBlur={() => setTip(null)}
          onMouseOver={(event) => showTip(event, { x: event.clientX, y: event.clientY })}
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
            {model.insets.map((inset, i) => (
              <g key={inset.code} className={styles.inset} fill="none" stroke="#6a6a6a">
                <rect
                  vectorEffect="non-scaling-stroke"
                  x={inset.box[0]}
                  y={inset.box[1]}
                  width={inset.box[2] - inset.box[0]}
                  height={inset.box[3] - inset.box[1]}
                />
                {insetLabels[i] && (
                  <text
                    x={inset.box[0] - 6 * unit}
                    y={(inset.box[1] + inset.box[3]) / 2}
                    fontSize={INSET_FONT_PX * unit}
                    data-font-px={INSET_FONT_PX}
                    textAnchor="end"
                    dominantBaseline="central"
                    fill="#1e1e1e"
                    stroke="none"
                  >
                    {insetLabels[i]}
                  </text>
                )}
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
            fill={CIRCLE_STYLE.fill}
            fillOpacity={CIRCLE_STYLE.opacity}
            stroke={CIRCLE_STYLE.stroke}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: numbers only
            dangerouslySetInnerHTML={{ __html: circleMarkup }}
          />
          {named.length > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without tabindex is not focusable
            <g
              aria-hidden="true"
              className={styles.landmarks}
              fontSize={LANDMARK_FONT_PX * unit}
              textAnchor="middle"
              fill="#1e1e1e"
              stroke="#ffffff"
              strokeWidth={3 * unit}
              data-landmarks
            >
              {named.map((l) => (
                <text key={`${l.name}-${l.x}`} x={l.x} y={l.y} data-font-px={LANDMARK_FONT_PX}>
                  {l.name}
                </text>
              ))}
            </g>
          )}
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
      {!picking && scale.views.every((v) => v.value === null) && (
        <p className={styles.emptyNote}>{m.noValues}</p>
      )}
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
        <Button variant="secondary" size="sm" onClick={() => void exportMap('svg')}>
          {m.exportSvg}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void exportMap('png')}>
          {m.exportPng}
        </Button>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          {m.exportCsv}
        </Button>
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
