import { useRef } from 'react';
import type { MapIndicatorGroup } from '../../data/mapMappers';
import explore from '../explore.module.css';

// The map panels' shared parts: the Explorer's map and an area's map.

/**
 * The same array as last time while its items are the same: the map rebuilds its model (about 900
 * paths) only when its layer really changes, not on every render of the panel.
 */
export function useStableList<T>(items: T[]): T[] {
  const last = useRef(items);
  const same =
    last.current.length === items.length && last.current.every((item, i) => item === items[i]);
  if (!same) last.current = items;
  return last.current;
}

/** « Indicateur affiché »: the commune-level indicators, by theme (the Explorer map's choice). */
export function IndicatorSelect({
  groups,
  value,
  onChange,
}: {
  groups: MapIndicatorGroup[];
  value: string;
  onChange: (indicator: string) => void;
}) {
  return (
    <label className={explore.mapControl}>
      <span>Indicateur affiché</span>
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
