import type { ZoneType } from '@epic/api-contract';
import {
  type DepartementTopology,
  type EpciTopology,
  type FranceTopology,
  type MapLayer,
  mapFiles,
  type ZonesTopology,
} from '@epic/ui/map';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { MapZoning } from '../../data/mapParams';
import type { MapPlan } from '../../data/mapPlan';
import { geoQuery } from '../../data/mapQueries';

/**
 * The map files a plan draws (département files, france.json, a zoning's or the EPCI's): with the
 * EPCI as the zoning, their file alone.
 */
export function useMapFiles(
  plan: MapPlan,
  ready: boolean,
  year: number | undefined,
  toggled: boolean,
  zones: MapZoning | null,
) {
  const epci = zones === 'epci';
  const departements = plan.kind === 'communes' && !epci ? plan.departements : null;
  const depFiles = useQueries({
    queries: (departements ?? []).map((d) => ({
      ...geoQuery<DepartementTopology>(mapFiles.departement(d)),
      enabled: ready,
    })),
  });
  const france = useQuery({
    ...geoQuery<FranceTopology>(mapFiles.france),
    // A région's EPCI map reads the région's départements from it.
    enabled: ready && plan.kind === 'areas' && (!epci || plan.parent !== null),
  });
  const study = epci ? null : zones;
  const zonesFile = useQuery({
    ...geoQuery<ZonesTopology>(mapFiles.zones(study ?? 'ze', year ?? 0)),
    enabled: ready && study !== null,
  });
  const epciFile = useQuery({
    ...geoQuery<EpciTopology>(mapFiles.epci(year ?? 0)),
    enabled: ready && (epci || (plan.kind === 'areas' && plan.toggle === 'epci' && toggled)),
  });
  return { depFiles, france, zonesFile, epciFile };
}

/** Zonings that leave communes out: France is drawn under them. */
const PARTIAL_ZONINGS: readonly ZoneType[] = ['aav', 'uu'];

/** France by study zone, once its file is in (over France's départements where it has gaps). */
export function zonesLayer(
  zones: ZoneType,
  topology: ZonesTopology | undefined,
  france: FranceTopology,
): MapLayer | null {
  if (!topology) return null;
  return { kind: 'zones', topology, ...(PARTIAL_ZONINGS.includes(zones) ? { base: france } : {}) };
}

/**
 * The EPCI, once their file is in: all of France's, or those with communes in the plan's parent
 * (`departement:42`, `region:84`: a région's départements read from `france.json`), each whole.
 */
export function epciLayer(
  parent: string | null,
  topology: EpciTopology | undefined,
  france: FranceTopology | undefined,
): MapLayer | null {
  if (!topology) return null;
  if (!parent) return { kind: 'epci', topology };
  const [type, code] = parent.split(':');
  let departements: Set<string>;
  if (type === 'region') {
    if (!france) return null;
    const inRegion = france.objects.departements.geometries.filter((g) => g.properties.r === code);
    departements = new Set(inRegion.map((g) => g.id));
  } else departements = new Set([code ?? '']);
  const only = topology.objects.epci.geometries
    .filter((g) => g.properties.d.some((d) => departements.has(d)))
    .map((g) => g.id);
  return { kind: 'epci', topology, only };
}
