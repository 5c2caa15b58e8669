import type { TerritoryDetail } from '@epic/api-contract';
import { useNavigate, useSearchParams } from 'react-router';
import { mapFileName, POPULATION_INDICATOR } from '../../data/mapMappers';
import {
  explorerMapHref,
  type TerritoryParams,
  writeMapIndicator,
  writeMapToggle,
} from '../../data/params';
import styles from '../explore.module.css';
import { TerritoryMap } from '../LazyVisuals';
import { useTerritoryMap } from './useTerritoryMap';

const toggleLabels = {
  epci: 'Afficher les intercommunalités',
  regions: 'Afficher les régions',
} as const;

/**
 * The territory's map (issue 15): the communes of its département (a commune, a département),
 * of its EPCI, the départements of its région, or of France (no territory), coloured by the
 * indicator chosen above it (`carte=` in the address), with an overlay toggle (`contours=`).
 */
export function MapPanel({
  side,
  year,
  detail,
  painted,
}: {
  /** Null: the Explorer's start state (France by département). */
  side: TerritoryParams | null;
  year: number | undefined;
  detail: TerritoryDetail | undefined;
  /** Whether the page is painted: only then are the map's code, files and values asked for. */
  painted: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const map = useTerritoryMap({ side, year, detail, painted });
  const toggle = map.plan.toggle;
  const update = (write: (target: URLSearchParams) => URLSearchParams) =>
    setSearchParams((current) => write(new URLSearchParams(current)), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="carte">
      <h2 id="carte">Carte</h2>
      <div className={styles.mapControls}>
        <label className={styles.mapControl}>
          <span>Indicateur affiché</span>
          <select
            value={map.indicatorId}
            onChange={(event) => {
              const id = event.currentTarget.value;
              update((t) => writeMapIndicator(t, id === POPULATION_INDICATOR ? null : id));
            }}
          >
            {map.groups.map((group) => (
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
        {toggle && (
          <label className={styles.mapToggle}>
            <input
              type="checkbox"
              checked={map.toggled}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                update((t) => writeMapToggle(t, on ? toggle : null));
              }}
            />
            {toggleLabels[toggle]}
          </label>
        )}
      </div>
      <div className={styles.mapBox} data-map-box>
        <TerritoryMap
          title={map.title}
          layer={map.layer}
          indicator={map.indicator}
          values={map.values}
          selected={map.plan.selected}
          // Areas are links to each territory (same indicator); a plain click stays in the app.
          hrefFor={(t) => explorerMapHref({ type: t.type, id: t.code, year }, searchParams)}
          onSelect={(t, event) => {
            if (event && (event.button !== 0 || event.metaKey || event.ctrlKey)) return;
            if (event && (event.shiftKey || event.altKey)) return;
            event?.preventDefault();
            void navigate(explorerMapHref({ type: t.type, id: t.code, year }, searchParams));
          }}
          credit={map.credit}
          fileName={mapFileName(
            map.indicatorId,
            side?.type ?? 'france',
            side?.id ?? 'departements',
            year,
          )}
          loading={map.loading}
          error={map.error}
          onRetry={map.retry}
        />
      </div>
    </section>
  );
}
