// Long file: one hook gathers the map's plan, files, values and classes, which depend on each other.
import type { IndicatorValuesResponse, TerritoryDetail, ZoneType } from '@epic/api-contract';
import { isZoneType } from '@epic/api-contract';
import { withArticle } from '@epic/ui';
import type { MapClassification, MapLayer } from '@epic/ui/map';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  mapCredit,
  mapFranceReference,
  mapIndicatorGroups,
  POPULATION_INDICATOR,
  populationIndicator,
  toMapIndicator,
  toMapValues,
} from '../../data/mapMappers';
import {
  MAP_TOGGLE_PARAM,
  type MapZoning,
  parseMapArrondissements,
  parseMapClassification,
  parseMapIndicator,
  parseMapZones,
} from '../../data/mapParams';
import {
  type MapPlan,
  mapPlan,
  planZoning,
  showsArrondissements,
  valuesLevel,
  withMembers,
} from '../../data/mapPlan';
import { mapValuesQuery } from '../../data/mapQueries';
import type { TerritoryParams } from '../../data/params';
import { catalogueQuery } from '../../data/queries';
import { useStableList } from './mapControls';
import { epciLayer, useMapFiles, zonesLayer } from './useMapFiles';

const NO_VALUES = {};

/** A study zoning's areas in the map's title. */
const zonesTitle: Readonly<Record<ZoneType, string>> = {
  ze: 'zones d’emploi',
  aav: 'aires d’attraction des villes',
  uu: 'unités urbaines',
  bv: 'bassins de vie',
};

/**
 * The values the map draws: the plan's territories, and the arrondissements of `city` (Paris,
 * Lyon or Marseille drawn as them; the city's own value is then not drawn).
 */
function useMapValues(
  values: UseQueryResult<IndicatorValuesResponse>,
  indicatorId: string,
  year: number | undefined,
  city: string | undefined,
  enabled: boolean,
) {
  const cityValues = useQuery({
    ...mapValuesQuery(indicatorId, 'arrondissement', year, `commune:${city}`),
    enabled: enabled && city !== undefined,
  });
  const withCity = city ? cityValues.data : undefined;
  const mapValues = useMemo(() => {
    if (!values.data) return NO_VALUES;
    const own = toMapValues(values.data);
    return withCity ? { ...own, ...toMapValues(withCity) } : own;
  }, [values.data, withCity]);
  return { cityValues, mapValues };
}

/** The map's title: what it shows, of which territories, in which vintage. */
function titleOf(
  label: string,
  plan: MapPlan,
  side: TerritoryParams | null,
  detail: TerritoryDetail | undefined,
  toggled: boolean,
  year: number | undefined,
  arrondissements: boolean,
  zones: MapZoning | null,
): string {
  const when = year === undefined ? '' : `, ${year}`;
  const t = detail?.territory;
  // Of France, or of the territory whose areas are drawn (a région's, an EPCI's, a zone's).
  const of = !side ? ' de France' : t ? ` ${withArticle(t.name, t.typeLiaison, 'de', t.type)}` : '';
  if (zones === 'epci') return `${label}\u00a0: intercommunalités${of}${when}`;
  if (zones) return `${label}\u00a0: ${zonesTitle[zones]} de France${when}`;
  const plm = plan.kind === 'communes' && arrondissements ? plan.plm : undefined;
  if (plm?.city === '75056') return `${label}\u00a0: arrondissements de Paris${when}`;
  const split = plm ? `, ${plm.name} par arrondissement` : '';
  if (plan.kind === 'areas') {
    return `${label}\u00a0: ${side || !toggled ? 'départements' : 'régions'}${of}${when}`;
  }
  if (side?.type === 'epci' || (side && isZoneType(side.type))) {
    return `${label}\u00a0: communes${of}${split}${when}`;
  }
  // A commune's map: its département's communes.
  const dep = detail?.parents.departement;
  const inDep =
    side?.type === 'departement'
      ? of
      : dep
        ? ` ${withArticle(dep.name, dep.typeLiaison, 'de', 'departement')}`
        : '';
  return `${label}\u00a0: communes${inDep}${split}${when}`;
}

/**
 * Everything the Explorer's map needs: which map for the territory (data/mapPlan.ts),
 * the indicator chosen in the address (`carte=`, the legal population when absent or not offered
 * at this level), its values, and the topologies, each fetched once the page is painted.
 */
export function useTerritoryMap({
  side,
  year,
  detail,
  painted,
}: {
  side: TerritoryParams | null;
  year: number | undefined;
  detail: TerritoryDetail | undefined;
  painted: boolean;
}) {
  const [searchParams] = useSearchParams();
  const planned = mapPlan(side, detail?.parents);
  // France by study zone instead of by département, or France, a région or a département by EPCI
  // (`zonage=`), its file fetched only then.
  const zones = planZoning(planned, parseMapZones(searchParams));
  const epci = zones === 'epci';
  const studyZones = epci ? null : zones;
  // The overlay (EPCI borders, régions) is the map's own areas': none over a zoning.
  const toggled = zones === null && searchParams.get(MAP_TOGGLE_PARAM) === planned.toggle;
  // Communes drawn (an EPCI's, a département's): their indicators, not those above them.
  const communes = planned.kind === 'communes' && !epci;

  const catalogue = useQuery({ ...catalogueQuery(), enabled: painted });
  const groups = useMemo(
    () => mapIndicatorGroups(catalogue.data, year, communes, studyZones !== null),
    [catalogue.data, year, communes, studyZones],
  );
  // The asked indicator if this map offers it (once the catalogue says so), else the population.
  const asked = parseMapIndicator(searchParams) ?? POPULATION_INDICATOR;
  const offered = groups.some((g) => g.options.some((o) => o.id === asked));
  const indicatorId = catalogue.data && !offered ? POPULATION_INDICATOR : asked;
  // Another indicator waits for the catalogue (cached for good) to know it is offered here.
  const waitingCatalogue = indicatorId !== POPULATION_INDICATOR && !catalogue.data;

  // The classes asked for (`classes=`, `nb=`, `seuils=`, `palette=`), stable while they are.
  const classificationKey = JSON.stringify(parseMapClassification(searchParams));
  const classification = useMemo(
    () => JSON.parse(classificationKey) as MapClassification,
    [classificationKey],
  );

  const level = valuesLevel(planned, toggled, zones);
  const ready = painted && year !== undefined && (side === null || detail !== undefined);
  const enabled = ready && !waitingCatalogue;
  // EPCI: every EPCI's values; those drawn are those with communes in the parent (from the EPCI
  // file), straddling ones included, which the API's parent filter (an EPCI's own) leaves out.
  const valuesParent = epci ? null : planned.parent;
  const values = useQuery({ ...mapValuesQuery(indicatorId, level, year, valuesParent), enabled });
  const listed = useMemo(() => values.data?.values.map((v) => v.code), [values.data]);
  // An EPCI's départements and PLM city, once its members are known.
  const plan = withMembers(planned, listed);
  const arrondissements =
    !epci && showsArrondissements(plan, parseMapArrondissements(searchParams));
  const plmCity = plan.kind === 'communes' ? plan.plm?.city : undefined;
  const { cityValues, mapValues } = useMapValues(
    values,
    indicatorId,
    year,
    arrondissements ? plmCity : undefined,
    enabled,
  );

  // Files: the départements drawn, or `france.json`.
  const departements = plan.kind === 'communes' ? plan.departements : null;
  const { depFiles, france, zonesFile, epciFile } = useMapFiles(plan, ready, year, toggled, zones);

  const entry = catalogue.data?.indicators.find((i) => i.id === indicatorId);
  const indicator = useMemo(() => {
    if (values.data) return toMapIndicator(values.data.indicator);
    return entry && indicatorId !== POPULATION_INDICATOR
      ? toMapIndicator(entry)
      : populationIndicator(year);
  }, [values.data, entry, indicatorId, year]);

  const topologies = useStableList(depFiles.flatMap((q) => (q.data ? [q.data] : [])));
  const regions = plan.toggle === 'regions' && toggled;
  const epciBorders = plan.toggle === 'epci' && toggled;
  const { focusMembers, outlineEpci, outlineMembers } =
    plan.kind === 'communes'
      ? plan
      : { focusMembers: false, outlineEpci: undefined, outlineMembers: false };
  const depCount = departements?.length;
  const layer = useMemo((): MapLayer | null => {
    if (epci) return epciLayer(plan.parent, epciFile.data, france.data);
    if (plan.kind === 'communes') {
      if (depCount === undefined || topologies.length !== depCount || year === undefined) {
        return null;
      }
      return {
        kind: 'communes',
        topologies,
        year,
        ...(focusMembers && listed ? { focus: listed } : {}),
        ...(outlineEpci ? { outlineEpci } : {}),
        ...(outlineMembers ? { outlineFocus: true } : {}),
        ...(epciBorders ? { epciBorders: true } : {}),
        ...(arrondissements ? { arrondissements: true } : {}),
      };
    }
    if (!france.data || (plan.parent && !listed)) return null;
    if (studyZones) return zonesLayer(studyZones, zonesFile.data, france.data);
    return {
      kind: regions ? 'regions' : 'departements',
      topology: france.data,
      ...(plan.parent && listed ? { only: listed } : {}),
      ...(epciBorders && epciFile.data ? { epci: epciFile.data } : {}),
    };
  }, [
    epci,
    plan.kind,
    plan.parent,
    depCount,
    topologies,
    year,
    focusMembers,
    listed,
    outlineEpci,
    outlineMembers,
    epciBorders,
    arrondissements,
    france.data,
    regions,
    epciFile.data,
    studyZones,
    zonesFile.data,
  ]);

  const geoError =
    depFiles.some((q) => q.isError) ||
    france.isError ||
    epciFile.isError ||
    (studyZones !== null && zonesFile.isError);
  const cityError = arrondissements && cityValues.isError;
  const error = values.isError || cityError || geoError || (waitingCatalogue && catalogue.isError);
  const loading =
    !error &&
    (layer === null ||
      values.isPending ||
      (arrondissements && cityValues.isPending) ||
      (plan.toggle === 'epci' && toggled && plan.kind === 'areas' && epciFile.isPending));
  const retry = () => {
    if (values.isError) void values.refetch();
    if (cityValues.isError) void cityValues.refetch();
    if (catalogue.isError) void catalogue.refetch();
    for (const q of [...depFiles, france, epciFile, zonesFile]) if (q.isError) void q.refetch();
  };

  return {
    plan,
    toggled,
    zones,
    arrondissements,
    classification,
    groups,
    indicatorId,
    indicator,
    layer,
    values: mapValues,
    title: titleOf(indicator.label, plan, side, detail, toggled, year, arrondissements, zones),
    // A zone's figures are its communes' (aggregated), never a figure INSEE publishes for it; an
    // EPCI's may be (Filosofi's medians and deciles).
    credit: mapCredit(catalogue.data, indicatorId, communes || studyZones !== null),
    // France's value to read the areas against ("France métropolitaine" for Filosofi figures).
    reference: mapFranceReference(values.data, indicator),
    loading,
    error,
    retry,
  };
}
