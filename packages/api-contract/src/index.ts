/**
 * @epic/api-contract: what the EPIC API and its callers agree on. This entry has no runtime zod
 * (types only from the schemas), so a browser bundle that calls the API without validating its
 * answers ships no zod; the zod schemas themselves are in `@epic/api-contract/schemas`.
 */

export {
  AREA_LIMITS,
  AREAS_COMPARE_PATH,
  AREAS_PATH,
  areaPath,
} from './areas.js';
export type { AreasClient } from './areas-client.js';
export { createAreasClient } from './areas-client.js';
export type { ApiClient, ApiClientOptions } from './client.js';
export { ApiError, absentDetailsOf, createApiClient, isTransientError } from './client.js';
export type {
  Aggregation,
  IndicatorDefinition,
  IndicatorFormat,
  IndicatorSourceId,
  IndicatorTheme,
} from './indicators.js';
export {
  INDICATOR_SOURCES,
  INDICATOR_THEMES,
  INDICATORS,
  INDICATORS_BY_ID,
  LEGAL_POPULATION_ID,
  LEGAL_POPULATION_SOURCE,
} from './indicators.js';
export {
  API_PATHS,
  AREA_ID_PATTERN,
  AREA_SIDE,
  comparablesPath,
  indicatorValuesPath,
  MAX_COMPARE_SIDES,
  mapPath,
  sideKeys,
  statisticsPath,
  territoryPath,
} from './paths.js';
export type {
  AbsentDetails,
  Area,
  AreaCompareQuery,
  AreaInput,
  AreaStatistics,
  AreasResponse,
  Census,
  ChildrenQuery,
  ChildrenResponse,
  ComparablesQuery,
  ComparablesResponse,
  CompareDetail,
  CompareQuery,
  CompareReferenceRowCell,
  CompareResponse,
  ErrorBody,
  IndicatorCatalogue,
  IndicatorValuesQuery,
  IndicatorValuesResponse,
  LoginBody,
  MapResponse,
  Merger,
  OAuthCallbackBody,
  Perimeter,
  PopulationChange,
  SearchQuery,
  SearchResponse,
  SearchResult,
  Series,
  SeriesPoint,
  SeriesQuery,
  SeriesResponse,
  SessionResponse,
  StatisticsQuery,
  StatisticValue,
  TerritoryDetail,
  TerritoryInYear,
  TerritoryRef,
  TerritoryStatistics,
  User,
  VersionResponse,
  VintagesResponse,
} from './schemas.js';
export type { SeriesDefinition, SeriesSourceId } from './series.js';
export { LEGAL_POPULATIONS_SOURCE, SERIES, SERIES_BY_ID } from './series.js';
export { SESSION_PATHS } from './session-paths.js';
export type { MapLevel, TerritoryType, ZoneType } from './territory.js';
export {
  ANY_CODE_PATTERN,
  CODE_PATTERNS,
  COMPARE_SIDE_TYPES,
  type CompareSideType,
  codeFormatMessage,
  isTerritoryType,
  isZoneType,
  MAP_LEVELS,
  MAX_YEAR,
  MIN_YEAR,
  TERRITORY_TYPES,
  territoryCode,
  ZONE_TYPES,
} from './territory.js';
