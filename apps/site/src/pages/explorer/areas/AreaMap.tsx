import type { TerritoryRef } from '@epic/ui';
import { formatNumber } from '@epic/ui';
import {
  type DepartementTopology,
  type MapClassification,
  type MapLayer,
  type MapValue,
  mapFiles,
} from '@epic/ui/map';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  mapCredit,
  mapFileName,
  mapFranceReference,
  mapIndicatorGroups,
  POPULATION_INDICATOR,
  populationIndicator,
  toMapIndicator,
} from '../../../data/mapMappers';
import {
  explorerMapHrefs,
  parseMapClassification,
  parseMapIndicator,
  writeMapClassification,
  writeMapIndicator,
} from '../../../data/mapParams';
import { geoQuery, mapValuesQuery } from '../../../data/mapQueries';
import { catalogueQuery } from '../../../data/queries';
import explore from '../../explore.module.css';
import { TerritoryMap } from '../../LazyVisuals';
import { useAddress } from '../../useAddress';
import { ClassesChooser, IndicatorSelect, useStableList } from '../mapControls';
import { areaMapDepartements, MAX_MAP_DEPARTEMENTS } from './areaMapDepartements';
import styles from './areas.module.css';

/** An area's map opens on its communes' density (a rate: classes, not the population's circles). */
const DEFAULT_INDICATOR = 'density_rp2018';

/**
 * False until the element comes within 300 px of the viewport, then true for good: the map's files
 * and values wait for the reader. useNearViewport's rule, not imported: sharing that hook with this
 * chunk moved it out of the Explorer's route chunk into one more file fetched on every visit.
 */
function useNear<E extends Element>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * Each commune a link to its Explorer page in the vintage, with the indicator shown (the
 * Explorer's own default, the population, unwritten); a plain click stays in the app.
 */
function useCommuneLinks(year: number, indicatorId: string) {
  const { navigate } = useAddress();
  const hrefFor = useMemo(
    () =>
      explorerMapHrefs(
        year,
        writeMapIndicator(
          new URLSearchParams(),
          indicatorId === POPULATION_INDICATOR ? null : indicatorId,
        ),
      ),
    [year, indicatorId],
  );
  const onSelect = useCallback(
    (t: TerritoryRef, event?: MouseEvent<Element>) => {
      if (event && (event.button !== 0 || event.metaKey || event.ctrlKey)) return;
      if (event && (event.shiftKey || event.altKey)) return;
      event?.preventDefault();
      navigate(hrefFor(t));
    },
    [navigate, hrefFor],
  );

  return { hrefFor, onSelect };
}

export interface AreaMapProps {
  /** The area's id (the exports' file name). */
  id: string;
  name: string;
  /** The vintage shown, whose communes `communes` are. */
  year: number;
  /** The area's communes in `year`; undefined while they are being followed there. */
  communes: readonly string[] | undefined;
}

/**
 * An area's map, as the Explorer's map of a study zone: the communes of the départements it lies
 * in (at most six), its own coloured by the indicator chosen (`carte=`), the others greyed, its
 * dissolved outline, each commune a link to its Explorer page. Loaded on demand (AreaView).
 */
export default function AreaMap({ id, name, year, communes }: AreaMapProps) {
  const { searchParams, update } = useAddress();
  // Below the fold: the files and values wait until the reader gets near the map.
  const [box, near] = useNear<HTMLDivElement>();
  const plan = useMemo(() => areaMapDepartements(communes ?? []), [communes]);
  const ready = near && communes !== undefined;

  const catalogue = useQuery({ ...catalogueQuery(), enabled: ready });
  const groups = useMemo(
    () => mapIndicatorGroups(catalogue.data, year, true),
    [catalogue.data, year],
  );
  const offered = (indicator: string) =>
    groups.some((g) => g.options.some((o) => o.id === indicator));
  const asked = parseMapIndicator(searchParams);
  const fallback = offered(DEFAULT_INDICATOR) ? DEFAULT_INDICATOR : POPULATION_INDICATOR;
  const indicatorId = asked !== null && offered(asked) ? asked : fallback;
  const classificationKey = JSON.stringify(parseMapClassification(searchParams));
  const classification = useMemo(
    () => JSON.parse(classificationKey) as MapClassification,
    [classificationKey],
  );

  const files = useQueries({
    queries: plan.drawn.map((d) => ({
      ...geoQuery<DepartementTopology>(mapFiles.departement(d)),
      enabled: ready,
    })),
  });
  // The indicator is known to be offered once the catalogue is in (cached by the page already).
  const answers = useQueries({
    queries: plan.drawn.map((d) => ({
      ...mapValuesQuery(indicatorId, 'commune', year, `departement:${d}`),
      enabled: ready && catalogue.data !== undefined,
    })),
  });
  const topologies = useStableList(files.flatMap((q) => (q.data ? [q.data] : [])));
  const answered = useStableList(answers.flatMap((q) => (q.data ? [q.data] : [])));

  // The area's own communes only: the others are out of focus, without a value.
  const values = useMemo(() => {
    const members = new Set(communes);
    const own: Record<string, MapValue> = {};
    for (const answer of answered) {
      for (const v of answer.values) {
        if (!members.has(v.code)) continue;
        own[v.code] = {
          value: v.value,
          status: v.status,
          ...(v.reason ? { reason: v.reason } : {}),
        };
      }
    }
    return own;
  }, [answered, communes]);

  const layer = useMemo((): MapLayer | null => {
    if (!communes || plan.drawn.length === 0 || topologies.length !== plan.drawn.length) {
      return null;
    }
    return { kind: 'communes', topologies, year, focus: communes, outlineFocus: true };
  }, [communes, plan.drawn.length, topologies, year]);

  const entry = catalogue.data?.indicators.find((i) => i.id === indicatorId);
  const first = answered[0];
  const indicator = useMemo(() => {
    if (first) return toMapIndicator(first.indicator);
    return entry && indicatorId !== POPULATION_INDICATOR
      ? toMapIndicator(entry)
      : populationIndicator(year);
  }, [first, entry, indicatorId, year]);

  const { hrefFor, onSelect } = useCommuneLinks(year, indicatorId);

  const error = files.some((q) => q.isError) || answers.some((q) => q.isError) || catalogue.isError;
  const loading =
    !error && (layer === null || answered.length !== plan.drawn.length || !catalogue.data);
  const retry = () => {
    if (catalogue.isError) void catalogue.refetch();
    for (const q of [...files, ...answers]) if (q.isError) void q.refetch();
  };
  const reference = mapFranceReference(first, indicator);

  if (communes?.length === 0) {
    return (
      <p className={styles.note}>
        Aucune commune du territoire n’existe dans le millésime {year}&nbsp;: rien à cartographier.
      </p>
    );
  }
  return (
    <div ref={box} className={explore.mapPanel}>
      <div className={explore.mapControls}>
        <IndicatorSelect
          groups={groups}
          value={indicatorId}
          onChange={(chosen) => {
            // The default leaves the address without the parameter.
            const written = chosen === DEFAULT_INDICATOR ? null : chosen;
            update((query) => writeMapIndicator(query, written), {
              replace: true,
              preventScrollReset: true,
            });
          }}
        />
        {reference && !loading && <span className={explore.mapToggle}>{reference}</span>}
        <ClassesChooser
          indicator={indicator}
          values={values}
          value={classification}
          onChange={(chosen) =>
            update((query) => writeMapClassification(query, chosen), {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
      </div>
      {plan.total > MAX_MAP_DEPARTEMENTS && (
        <p className={styles.note}>
          Le territoire s’étend sur {formatNumber(plan.total)} départements&nbsp;: la carte se
          limite aux {MAX_MAP_DEPARTEMENTS} départements qui comptent le plus de ses communes (
          {formatNumber(plan.communesDrawn)} communes sur {formatNumber(communes?.length ?? 0)}).
          Les autres figurent dans la liste des communes du territoire.
        </p>
      )}
      <div className={explore.mapBox} data-map-box>
        <TerritoryMap
          title={`${indicator.label}\u00a0: communes de «\u202f${name}\u202f», ${year}`}
          layer={layer}
          indicator={indicator}
          values={values}
          classification={classification}
          hrefFor={hrefFor}
          onSelect={onSelect}
          credit={mapCredit(catalogue.data, indicatorId, true)}
          fileName={mapFileName(indicatorId, 'territoire', id, year)}
          loading={loading}
          error={error}
          onRetry={retry}
        />
      </div>
    </div>
  );
}
