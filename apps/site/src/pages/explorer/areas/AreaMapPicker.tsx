import { Button, formatCount, formatNumber, Select, type TerritoryRef } from '@epic/ui';
import type { AreaMapPicker as AreaMapPickerProps } from '@epic/ui/areas';
import { type MapLayer, TerritoryMap } from '@epic/ui/map';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { departementOf } from '../../../data/areaQueries';
import {
  mapCredit,
  POPULATION_INDICATOR,
  populationIndicator,
  toMapIndicator,
  toMapValues,
} from '../../../data/mapMappers';
import { mapPlan, valuesLevel } from '../../../data/mapPlan';
import { mapValuesQuery } from '../../../data/mapQueries';
import { useMapFiles } from '../useMapFiles';
import styles from './AreaMapPicker.module.css';

/** Drawn while a département's file and values load: the map keeps its box (no layout shift). */
const NO_LAYER: MapLayer = { kind: 'communes', topologies: [], year: 2025 };

/** Départements in their usual order: 2A and 2B between 19 and 21, the overseas ones last. */
const byCode = (a: string, b: string) =>
  a.replace(/^2([AB])/, '20$1').localeCompare(b.replace(/^2([AB])/, '20$1'));

/**
 * « Choisir sur la carte » in the area form: a département's communes of the form's vintage, with
 * their real outlines, those of the list drawn picked; a click (Enter, Space) adds or removes one
 * through the form, as typing its code would. Loaded with the map's code when the section opens.
 */
export default function AreaMapPicker({ codes, year, onToggle }: AreaMapPickerProps) {
  const id = useId();
  // The département of the list's first commune when the section opens, until one is chosen.
  const [departement, setDepartement] = useState(() => (codes[0] ? departementOf(codes[0]) : ''));
  // Every département of the vintage: the Explorer's map of France asks the same (cached).
  const departements = useQuery({
    ...mapValuesQuery(POPULATION_INDICATOR, 'departement', year, null),
    select: (answer) =>
      answer.values
        .map(({ code, name }) => ({ code, name }))
        .sort((a, b) => byCode(a.code, b.code)),
  });
  const chosen = departements.data?.find((d) => d.code === departement);

  // The Explorer's plan, files and values of a département's map: the same queries, cached.
  const plan = mapPlan(departement ? { type: 'departement', id: departement } : null, undefined);
  const ready = chosen !== undefined;
  const { depFiles } = useMapFiles(plan, ready, year, false, null);
  const file = depFiles[0];
  const values = useQuery({
    ...mapValuesQuery(POPULATION_INDICATOR, valuesLevel(plan, false), year, plan.parent),
    enabled: ready,
  });
  const mapValues = useMemo(() => (values.data ? toMapValues(values.data) : {}), [values.data]);
  const indicator = useMemo(
    () => (values.data ? toMapIndicator(values.data.indicator) : populationIndicator(year)),
    [values.data, year],
  );
  // The vintage's names (a commune merged since keeps its own), for the map and the list.
  const names = useMemo(
    () => Object.fromEntries((values.data?.values ?? []).map((v) => [v.code, v.name])),
    [values.data],
  );
  const topology = file?.data;
  const layer = useMemo(
    () => (topology ? { kind: 'communes' as const, topologies: [topology], year } : null),
    [topology, year],
  );
  const picked = useMemo(() => new Set(codes), [codes]);
  const communes = values.data?.values ?? [];
  const inList = communes.filter((c) => picked.has(c.code)).length;

  const onPick = (territories: TerritoryRef[], add: boolean) =>
    onToggle(
      territories.map((t) => ({ code: t.code, name: names[t.code] ?? t.name })),
      add,
    );
  const error = departements.isError || values.isError || file?.isError === true;
  const retry = () => {
    for (const q of [departements, values, file]) if (q?.isError) void q.refetch();
  };

  return (
    <div className={styles.picker}>
      <Select
        id={`${id}-departement`}
        label="Département"
        hint={`Les départements du millésime ${year}`}
        placeholderOption={
          departements.isPending ? 'Chargement des départements…' : 'Choisir un département'
        }
        value={departement}
        onChange={(event) => setDepartement(event.currentTarget.value)}
        options={(departements.data ?? []).map((d) => ({
          value: d.code,
          label: `${d.code} – ${d.name}`,
        }))}
      />
      {departements.isError && (
        <p role="alert" className={styles.alert}>
          La liste des départements n’a pas pu être chargée&nbsp;: {departements.error.message}{' '}
          <Button variant="tertiary" size="sm" onClick={() => void departements.refetch()}>
            Réessayer
          </Button>
        </p>
      )}
      {chosen && (
        <>
          <p className={styles.count}>
            {values.data
              ? `${formatCount(inList, 'commune', 'communes')} sur ${formatNumber(communes.length)} de ce département dans la liste.`
              : '\u00a0'}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={!values.data || inList === communes.length}
              onClick={() => onToggle(communes, true)}
            >
              Ajouter tout le département
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!values.data || inList === 0}
              onClick={() => onToggle(communes, false)}
            >
              Retirer tout le département
            </Button>
          </div>
          <TerritoryMap
            title={`${chosen.name} (${chosen.code})\u00a0: communes du millésime ${year}`}
            layer={layer ?? NO_LAYER}
            indicator={indicator}
            values={mapValues}
            names={names}
            picked={picked}
            onPick={onPick}
            credit={mapCredit(undefined, POPULATION_INDICATOR)}
            fileName={`carte-territoire-${chosen.code}-${year}`}
            loading={!error && (layer === null || values.isPending)}
            error={error}
            onRetry={retry}
          />
        </>
      )}
    </div>
  );
}
