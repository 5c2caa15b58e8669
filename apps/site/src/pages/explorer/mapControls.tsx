import { Button } from '@epic/ui';
import {
  ClassificationChooser,
  type MapClassification,
  type MapIndicator,
  type MapValue,
} from '@epic/ui/map';
import { Suspense, useId, useMemo, useRef, useState } from 'react';
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

/**
 * « Classes et couleurs »: a disclosure that opens the chooser of the method, number of classes and
 * palette (`classes=`, `nb=`, `seuils=`, `palette=`), for an indicator drawn in classes; none for
 * counts (proportional circles). Open at first when the address asks for classes of its own; the
 * chooser's code loads when it opens.
 */
export function ClassesChooser({
  indicator,
  values,
  value,
  onChange,
}: {
  indicator: MapIndicator;
  /** The map's values: manual thresholds are checked against their range. */
  values: Readonly<Record<string, MapValue>>;
  value: MapClassification;
  onChange: (classification: MapClassification) => void;
}) {
  const [open, setOpen] = useState(() => Object.keys(value).length > 0);
  const id = useId();
  const numbers = useMemo(
    () =>
      Object.values(values).flatMap((v) =>
        v.status === 'ok' && v.value !== null ? [v.value] : [],
      ),
    [values],
  );
  if (indicator.kind === 'count') return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        Classes et couleurs
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ClassificationChooser
            id={id}
            value={value}
            onChange={onChange}
            diverging={indicator.kind === 'change'}
            values={numbers}
          />
        </Suspense>
      )}
    </>
  );
}
