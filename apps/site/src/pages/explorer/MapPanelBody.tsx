import type { TerritoryRef } from '@epic/ui';
import { type MouseEvent, startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { mapFileName, POPULATION_INDICATOR } from '../../data/mapMappers';
import {
  explorerMapHref,
  explorerMapHrefs,
  type MapZoning,
  writeMapArrondissements,
  writeMapClassification,
  writeMapIndicator,
  writeMapToggle,
  writeMapZones,
} from '../../data/mapParams';
import { offersEpci, offersZones } from '../../data/mapPlan';
import styles from '../explore.module.css';
import { TerritoryMap } from '../LazyVisuals';
import { useAddress } from '../useAddress';
import type { MapPanelProps } from './MapPanel';
import { ClassesChooser, IndicatorSelect } from './mapControls';
import { useTerritoryMap } from './useTerritoryMap';

const toggleLabels = {
  epci: 'Afficher les intercommunalités',
  regions: 'Afficher les régions',
} as const;

/**
 * What a map can show instead of its own areas: the EPCI (France, a région, a département), a
 * study zoning (France only). The EPCI first: a région's or a département's only choice.
 */
const zoneOptions: { value: MapZoning; label: string }[] = [
  { value: 'epci', label: 'Intercommunalités (EPCI)' },
  { value: 'ze', label: 'Zones d’emploi' },
  { value: 'aav', label: 'Aires d’attraction des villes' },
  { value: 'uu', label: 'Unités urbaines' },
  { value: 'bv', label: 'Bassins de vie' },
];

/**
 * The map panel's content, loaded on demand with its data code (which map, values, files): the
 * indicator chosen (`carte=` in the address), what it draws (`zonage=`: the EPCI, a study zoning),
 * the overlay toggle (`contours=`), the classes
 * (`classes=`, `nb=`, `seuils=`, `palette=`) and the map.
 */
export default function MapPanelBody({ side, year, detail }: MapPanelProps) {
  const { searchParams, current, navigate, update: updateAddress } = useAddress();
  const map = useTerritoryMap({ side, year, detail, painted: true });
  const toggle = map.plan.toggle;
  // Lyon or Marseille: its arrondissements or the city whole (Paris: always its arrondissements).
  const plm = map.plan.kind === 'communes' ? map.plan.plm : undefined;
  const plmToggle = plm && plm.mode !== 'always' && !map.zones ? plm : undefined;
  // France: the EPCI and the study zonings; a région or a département: the EPCI.
  const france = offersZones(map.plan);
  const zonings = france ? zoneOptions : offersEpci(map.plan) ? zoneOptions.slice(0, 1) : [];
  // Stable while the address is: the map's areas are rebuilt only when these change.
  const hrefFor = useMemo(() => explorerMapHrefs(year, searchParams), [year, searchParams]);
  const onSelect = useCallback(
    (t: TerritoryRef, event?: MouseEvent<Element>) => {
      if (event && (event.button !== 0 || event.metaKey || event.ctrlKey)) return;
      if (event && (event.shiftKey || event.altKey)) return;
      event?.preventDefault();
      navigate(explorerMapHref({ type: t.type, id: t.code, year }, current()));
      // Another territory's page, read from its top: focus on <main>, view scrolled up to it.
      document.getElementById('contenu')?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    },
    [navigate, year, current],
  );
  // From the address the user is on: a change made while the last one's map loads keeps it.
  const update = (write: (target: URLSearchParams) => URLSearchParams) =>
    updateAddress(write, { replace: true, preventScrollReset: true });
  // The router changes the address in a transition, committed once the new map's files and values
  // are in: until then a checkbox would show its old state after a click or a Space. Shown at once.
  const [toggledShown, showToggled] = useOptimistic(map.toggled);
  const [arrondissementsShown, showArrondissements] = useOptimistic(map.arrondissements);
  const [zonesShown, showZones] = useOptimistic(map.zones);
  const [classificationShown, showClassification] = useOptimistic(map.classification);

  return (
    <>
      <div className={styles.mapControls}>
        <IndicatorSelect
          groups={map.groups}
          value={map.indicatorId}
          onChange={(id) =>
            update((t) => writeMapIndicator(t, id === POPULATION_INDICATOR ? null : id))
          }
        />
        {zonings.length > 0 && (
          <label className={styles.mapControl}>
            <span>Découpage</span>
            <select
              value={zonesShown ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                const level = zonings.find((o) => o.value === value)?.value ?? null;
                startTransition(() => {
                  showZones(level);
                  update((t) => writeMapZones(t, level));
                });
              }}
            >
              <option value="">
                {france
                  ? 'Départements ou régions'
                  : map.plan.kind === 'areas'
                    ? 'Départements'
                    : 'Communes'}
              </option>
              {zonings.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {toggle && !zonesShown && (
          <label className={styles.mapToggle}>
            <input
              type="checkbox"
              checked={toggledShown}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                startTransition(() => {
                  showToggled(on);
                  update((t) => writeMapToggle(t, on ? toggle : null));
                });
              }}
            />
            {toggleLabels[toggle]}
          </label>
        )}
        {plmToggle && (
          <label className={styles.mapToggle}>
            <input
              type="checkbox"
              checked={arrondissementsShown}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                // The map's default leaves the address without the parameter.
                const asked = on === (plmToggle.mode === 'on') ? null : on;
                startTransition(() => {
                  showArrondissements(on);
                  update((t) => writeMapArrondissements(t, asked));
                });
              }}
            />
            Afficher {plmToggle.name} par arrondissement
          </label>
        )}
        {map.reference && !map.loading && <span className={styles.mapToggle}>{map.reference}</span>}
        <ClassesChooser
          indicator={map.indicator}
          values={map.values}
          value={classificationShown}
          onChange={(classification) =>
            startTransition(() => {
              showClassification(classification);
              update((t) => writeMapClassification(t, classification));
            })
          }
        />
      </div>
      <div className={styles.mapBox} data-map-box>
        <TerritoryMap
          title={map.title}
          layer={map.layer}
          indicator={map.indicator}
          values={map.values}
          classification={classificationShown}
          selected={map.plan.selected}
          // Areas are links to each territory (same indicator); a plain click stays in the app.
          hrefFor={hrefFor}
          onSelect={onSelect}
          credit={map.credit}
          fileName={mapFileName(
            map.indicatorId,
            side?.type ?? 'france',
            // A région's or a département's EPCI: `carte-<indicator>-departement-42-epci-2025`.
            side ? [side.id, map.zones].filter(Boolean).join('-') : (map.zones ?? 'departements'),
            year,
          )}
          loading={map.loading}
          error={map.error}
          onRetry={map.retry}
        />
      </div>
    </>
  );
}
