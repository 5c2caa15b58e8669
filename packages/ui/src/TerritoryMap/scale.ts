import { formatIndicator } from '../format';
import { statisticReasons } from '../territory/statistic';
import {
  circleRadius,
  classIndex,
  type MapClass,
  type MapClassification,
  mapClasses,
} from './classes';
import type { MapArea } from './geometry';
import type { TerritoryMapMessages } from './TerritoryMap.messages';
import type { MapIndicator, MapValue } from './types';

/** How an area is drawn: a class colour, or one of the patterns (see `MapPatterns`). */
export type AreaState = 'value' | 'secret' | 'unavailable' | 'outOfFocus' | 'merged' | 'base';

export interface AreaView {
  state: AreaState;
  /** Class colour (choropleth), when `state` is `value`. */
  colour?: string;
  /** Value of the area (a group's sum for counts), for circles. */
  value: number | null;
  /** The value(s) in words, for the accessible name, the tooltip and the table. */
  text: string;
}

export interface MapScale {
  classes: MapClass[];
  /** Largest value (circles). */
  max: number;
  views: AreaView[];
}

/** An indicator's value in French, signed for changes. */
export function formatMapValue(value: number, indicator: MapIndicator): string {
  // A change is already a difference (an annual rate, a count…): its own unit, with its sign.
  const text = formatIndicator(value, indicator);
  return indicator.kind === 'change' && value > 0 ? `+${text}` : text;
}

/** One territory's value in words: the number, or why there is none. */
export function valueText(
  value: MapValue | undefined,
  indicator: MapIndicator,
  m: TerritoryMapMessages,
): string {
  if (!value) return m.unavailable;
  if (value.status === 'ok' && value.value !== null) return formatMapValue(value.value, indicator);
  if (value.status === 'secret') return m.secret;
  if (value.status === 'not_applicable') return m.notApplicable;
  return value.reason ? `${m.unavailable} (${statisticReasons[value.reason]})` : m.unavailable;
}

const okValue = (value: MapValue | undefined): number | null =>
  value?.status === 'ok' && value.value !== null ? value.value : null;

/** The value, state and words of every area, and the classes of the legend. */
export function mapScale(
  areas: readonly MapArea[],
  values: Readonly<Record<string, MapValue>>,
  indicator: MapIndicator,
  m: TerritoryMapMessages,
  classification: MapClassification = {},
): MapScale {
  const partial = areas.map((area): Omit<AreaView, 'colour'> => {
    if (area.outOfFocus) return { state: 'outOfFocus', value: null, text: m.outOfFocus };
    if (area.members.length > 1) {
      const parts = area.members.map(
        (member) =>
          `${member.name} (${member.code})\u00a0: ${valueText(values[member.code], indicator, m)}`,
      );
      const memberValues = area.members.map((member) => okValue(values[member.code]));
      // A count is additive: the group shows the sum when every member has a value.
      const sum =
        indicator.kind === 'count' && memberValues.every((v) => v !== null)
          ? memberValues.reduce<number>((total, v) => total + (v as number), 0)
          : null;
      return { state: 'merged', value: sum, text: m.group(parts.join('\u00a0; ')) };
    }
    const value = values[area.code];
    const number = okValue(value);
    const text = valueText(value, indicator, m);
    if (number !== null) return { state: 'value', value: number, text };
    return { state: value?.status === 'secret' ? 'secret' : 'unavailable', value: null, text };
  });
  const numbers = partial.flatMap((view) =>
    view.state === 'value' && view.value !== null ? [view.value] : [],
  );
  const classes =
    indicator.kind === 'count' ? [] : mapClasses(numbers, indicator.kind, classification);
  const circleValues = partial.flatMap((view) => (view.value !== null ? [view.value] : []));
  const max = circleValues.length > 0 ? Math.max(...circleValues) : 0;
  const views = partial.map((view): AreaView => {
    if (view.state !== 'value' || view.value === null) return view;
    if (indicator.kind === 'count') return { ...view, state: 'base' };
    return { ...view, colour: classes[classIndex(view.value, classes)]?.colour };
  });
  return { classes, max, views };
}

/** Radius of an area's circle (counts), in the map's units. */
export function radiusOf(view: AreaView, scale: MapScale, maxRadius: number): number {
  return view.value === null ? 0 : circleRadius(view.value, scale.max, maxRadius);
}
