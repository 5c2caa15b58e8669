// Long file: one zod schema per request and response of the API, read together as the contract.
/**
 * Zod schemas of every query and response of the EPIC API, shared by the server (validation,
 * serialisation, OpenAPI) and the typed client (loaded on demand when it validates). No Node
 * import here: the site bundles it.
 *
 * Conventions: `type` is the territory level, `id`/`code` its official code (INSEE code; SIREN for
 * an EPCI), `year` the vintage (millésime) of the official geography. Relative changes and shares
 * are ratios (0.042 = 4,2 %). Every error body is `{ error: { code, message, details? } }` with a
 * French message.
 */
import { z } from 'zod';
import { AREA_LIMITS } from './areas.js';
import { INDICATOR_SOURCES, INDICATOR_THEMES, LEGAL_POPULATION_SOURCE } from './indicators.js';
import { AREA_ID_PATTERN, AREA_SIDE, MAX_COMPARE_SIDES, sideKeys } from './paths.js';
import { LEGAL_POPULATIONS_SOURCE } from './series.js';
import {
  COMPARE_SIDE_TYPES,
  type CompareSideType,
  codeFormatMessage,
  MAP_LEVELS,
  MAX_YEAR,
  MIN_YEAR,
  TERRITORY_TYPES,
  type TerritoryType,
  territoryCode,
} from './territory.js';

export const MAX_QUERY_LENGTH = 100;
export const MAX_SEARCH_RESULTS = 20;

export const territoryTypeSchema = z.enum(TERRITORY_TYPES, {
  error:
    'Type de territoire inconnu : region, departement, epci, commune, arrondissement, ze (zone d’emploi), aav (aire d’attraction des villes), uu (unité urbaine) ou bv (bassin de vie).',
});

export const compareSideTypeSchema = z.enum(COMPARE_SIDE_TYPES, {
  error:
    'Type de territoire inconnu\u00a0: region, departement, epci, commune, arrondissement, ze, aav, uu, bv, ou area (un de vos territoires).',
});

export const yearSchema = z.coerce
  .number({ error: 'Millésime invalide\u00a0: une année sur quatre chiffres est attendue.' })
  .int({ error: 'Millésime invalide\u00a0: une année sur quatre chiffres est attendue.' })
  .min(MIN_YEAR, { error: 'Millésime invalide\u00a0: une année sur quatre chiffres est attendue.' })
  .max(MAX_YEAR, {
    error: 'Millésime invalide\u00a0: une année sur quatre chiffres est attendue.',
  });

/**
 * A territory id as sent: any string here; the params and compare schemas then check it against
 * its level's code format (`territoryCode`, the one rule), with the level's French message.
 */
export const idSchema = z.string();

/** Adds an `id` issue when `id` does not follow the code format of `type`. */
function refineCode(type: TerritoryType, id: string, path: string, ctx: z.RefinementCtx) {
  if (territoryCode(type, id) === null)
    ctx.addIssue({ code: 'custom', path: [path], message: codeFormatMessage(type), input: id });
}

export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorSchema>;

// ---------------------------------------------------------------- session

export const userSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({
  // Printable ASCII only (RFC 6750 token68 and more): anything else cannot travel in the
  // Authorization header sent to the provider, and is refused here rather than as a 502.
  access_token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[\x21-\x7e]+$/, { error: 'Jeton d’accès mal formé.' }),
  /** The spec's field, accepted and ignored: the API never keeps a browser's refresh token. */
  refresh_token: z.string().max(4096).optional().nullable(),
  expires_in: z.coerce
    .number()
    .int()
    .positive()
    .max(10 * 365 * 24 * 3600)
    .optional()
    .nullable(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const oauthCallbackBodySchema = z.object({
  code: z.string().min(1).max(2048),
  code_verifier: z.string().min(43).max(128),
  redirect_uri: z.string().url().max(2048),
});
export type OAuthCallbackBody = z.infer<typeof oauthCallbackBodySchema>;

export const sessionSchema = z.object({ authenticated: z.literal(true), user: userSchema });
export type SessionResponse = z.infer<typeof sessionSchema>;
export const meSchema = z.object({ user: userSchema });

// ---------------------------------------------------------------- data

export const sourceSchema = z.object({
  name: z.string(),
  version: z.string(),
  licence: z.string(),
});

/**
 * The census a vintage's legal populations come from. The packages repeat a census in two vintages
 * (2022 and 2023; 2025 and 2026): such a vintage names the earlier one (`sameAs`).
 */
export const censusSchema = z.object({
  /** Reference year of the legal populations (populations municipales) of the vintage. */
  year: z.number().int(),
  /** The earlier vintage with the same census (identical populations), or null. */
  sameAs: z.number().int().nullable(),
  /**
   * A territory's detail only: its legal population leaves out communes merged into it after the
   * census's geography (1 January of the census year + 2), whose populations the source does not
   * give (the communes nouvelles of 1 January 2019). Such a population is not compared.
   */
  incomplete: z.literal(true).optional(),
});
export type Census = z.infer<typeof censusSchema>;

export const vintageSchema = z.object({
  year: z.number().int(),
  source: sourceSchema,
  /** Its census, as its package's source names it; null for data imported before it was read. */
  census: censusSchema.extend({ url: z.string() }).nullable(),
  importedAt: z.string(),
  counts: z.object({
    region: z.number().int(),
    departement: z.number().int(),
    epci: z.number().int(),
    commune: z.number().int(),
    arrondissement: z.number().int(),
  }),
  /** Population of metropolitan France and the DROM (sum of the communes). */
  population: z.number().int(),
});
export const vintagesResponseSchema = z.object({
  vintages: z.array(vintageSchema),
  latest: z.number().int().nullable(),
  indicators: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      unit: z.string(),
      source: z.string(),
      licence: z.string(),
      /** How it adds up over territories; null for a CSV imported without the rule. */
      aggregation: z.enum(['sum', 'ratio', 'none']).nullable(),
    }),
  ),
});
export type VintagesResponse = z.infer<typeof vintagesResponseSchema>;

/** Public: what the À propos and Version pages show (no session needed). */
export const versionResponseSchema = z.object({
  api: z.object({ name: z.string(), version: z.string() }),
  sources: z.array(
    z.object({
      year: z.number().int(),
      source: sourceSchema,
      /** The vintage's census (as in `GET /api/vintages`), for the À propos page signed out. */
      census: censusSchema.extend({ url: z.string() }).nullable(),
      importedAt: z.string(),
    }),
  ),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Le paramètre q (texte recherché) est obligatoire.' })
    .max(MAX_QUERY_LENGTH, {
      error: `Recherche trop longue (${MAX_QUERY_LENGTH} caractères au plus).`,
    }),
  type: territoryTypeSchema.optional(),
  year: yearSchema.optional(),
  limit: z.coerce
    .number({ error: `limit doit être un entier entre 1 et ${MAX_SEARCH_RESULTS}.` })
    .int({ error: `limit doit être un entier entre 1 et ${MAX_SEARCH_RESULTS}.` })
    .min(1, { error: `limit doit être un entier entre 1 et ${MAX_SEARCH_RESULTS}.` })
    .max(MAX_SEARCH_RESULTS, {
      error: `limit doit être un entier entre 1 et ${MAX_SEARCH_RESULTS}.`,
    })
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const territoryRefSchema = z.object({
  type: territoryTypeSchema,
  code: z.string(),
  name: z.string(),
  /**
   * INSEE article type of the name (TNCC, « type de nom en clair »): 0 no article, "de" before a
   * consonant; 1 no article, "d’" before a vowel; 2 "le" (du); 3 "la" (de la); 4 "les" (des);
   * 5 "l’" (de l’); 6 "aux"; 7 "las"; 8 "los". Absent for EPCI and entries without one.
   */
  typeLiaison: z.number().int().min(0).max(8).optional(),
});
export type TerritoryRef = z.infer<typeof territoryRefSchema>;

export const searchResultSchema = territoryRefSchema.extend({
  year: z.number().int(),
  population: z.number().nullable(),
  /** Département of a commune or arrondissement (or of an EPCI within one département). */
  departement: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The postal code that matched, or the first one of the territory. */
  postalCode: z.string().nullable(),
  /** What matched: the name, the official code or a postal code. */
  match: z.enum(['name', 'code', 'postalCode']),
  /**
   * Why a name or code that is not the territory's own leads to it, in French: « Béon (01039),
   * commune déléguée, fusionnée dans Culoz-Béon en 2023 », « Rhône-Alpes, ancienne région,
   * aujourd’hui Auvergne-Rhône-Alpes ». Absent when its own name or code matched.
   */
  note: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({
  query: z.string(),
  year: z.number().int(),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const territoryParamsSchema = z
  .object({ type: territoryTypeSchema, id: idSchema })
  .superRefine((params, ctx) => refineCode(params.type, params.id, 'id', ctx));
export const yearQuerySchema = z.object({ year: yearSchema.optional() });
/**
 * The territory endpoint's query. `indicators` (catalogue ids or themes, comma-separated) adds the
 * catalogue indicators to its CSV only: the JSON answer has the key figures alone, the statistics
 * being `GET …/statistics`.
 */
export const territoryQuerySchema = yearQuerySchema.extend({
  indicators: z.string().max(2000).optional(),
});

/**
 * The statistics endpoint's query: `indicators` lists catalogue ids or themes, comma-separated
 * (`revenus,pop_rp2018`). @default every theme of the catalogue
 */
export const statisticsQuerySchema = yearQuerySchema.extend({
  indicators: z.string().max(2000).optional(),
});
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

/** A territory in a given vintage: the target of a "see it in that vintage" link. */
export const territoryInYearSchema = territoryRefSchema.extend({ year: z.number().int() });
export type TerritoryInYear = z.infer<typeof territoryInYearSchema>;

/**
 * How a territory of a later vintage is rebuilt in an earlier one: from the communes of the
 * earlier vintage that make up its perimeter (mergers summed; a split or a moved boundary makes it
 * non comparable).
 */
export const perimeterSchema = z.object({
  /** The vintage whose perimeter is used: the later one (the vintage shown). */
  year: z.number().int(),
  /** Whether the territory had this very perimeter in the earlier vintage. */
  same: z.boolean(),
  /** Its own population then, on its perimeter then; null when the code did not exist then. */
  asWas: z.number().nullable(),
  /** Communes of the earlier vintage summed (0 when not comparable). */
  communes: z.number().int(),
  /** A commune rebuilt from other communes (a merger since): those communes, in the earlier vintage. */
  from: z.array(territoryInYearSchema).optional(),
});
export type Perimeter = z.infer<typeof perimeterSchema>;

/** Why an earlier vintage cannot be rebuilt on the later perimeter. */
export const NOT_COMPARABLE_REASONS = [
  'perimeter_changed',
  'absent_from_source',
  /** The earlier population leaves out communes merged after its census (see `census.incomplete`). */
  'incomplete_population',
] as const;

/**
 * A change of population between an earlier vintage and the vintage shown, always on the perimeter
 * of the vintage shown (the earlier one rebuilt from its communes), with both census years.
 */
const changeSchema = z
  .object({
    /** The earlier vintage. */
    year: z.number().int(),
    /** Its census year (null for data imported before census years were read). */
    census: z.number().int().nullable(),
    /** Its population on the perimeter of the vintage shown; null when not comparable. */
    population: z.number().nullable(),
    absolute: z.number().nullable(),
    relative: z.number().nullable(),
    /** False when the perimeter cannot be rebuilt in the earlier vintage (see `reason`). */
    comparable: z.boolean(),
    reason: z.enum(NOT_COMPARABLE_REASONS).optional(),
    perimeter: perimeterSchema,
  })
  .nullable();
export type PopulationChange = NonNullable<z.infer<typeof changeSchema>>;

/** A merger of communes: the vintage in which it shows, and the communes on the other side. */
export const mergerSchema = z.object({
  /** First vintage in which the merged commune exists. */
  year: z.number().int(),
  /** The communes on the other side, each in the vintage to link to. */
  territories: z.array(territoryInYearSchema),
});
export type Merger = z.infer<typeof mergerSchema>;

/**
 * `details` of a TERRITORY_ABSENT_IN_YEAR error: where the territory exists, and what stands in its
 * place in the requested vintage (the commune it merged into, or the communes it was created from).
 */
export const absentDetailsSchema = z.object({
  /** Its name in the latest vintage where it exists. */
  name: z.string(),
  /** Vintages in which this code exists at this level. */
  exists: z.array(z.number().int()),
  /** In the requested vintage, the commune(s) it was merged into (for an EPCI: its communes' EPCI). */
  successors: z.array(territoryInYearSchema),
  /** In the requested vintage, the communes that later merged to create it (EPCI: its communes' EPCI). */
  predecessors: z.array(territoryInYearSchema),
});
export type AbsentDetails = z.infer<typeof absentDetailsSchema>;

// ---------------------------------------------------------------- statistical indicators

const themeIds = INDICATOR_THEMES.map((t) => t.id) as [string, ...string[]];
// With the legal population's source: its values answer has the same shape as the catalogue's.
const sourceIds: [string, ...string[]] = [
  LEGAL_POPULATION_SOURCE,
  ...INDICATOR_SOURCES.map((s) => s.id),
];

export const aggregationSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('sum') }),
  z.object({
    rule: z.literal('ratio'),
    numerator: z.string(),
    denominator: z.string(),
    factor: z.number(),
    /** A change over n years shown as a mean annual rate: ((1 + Σnum/Σden)^(1/n) − 1) × factor. */
    annualisedOver: z.number().int().optional(),
  }),
  z.object({ rule: z.literal('none') }),
]);

const seriesSourceIds: [string, ...string[]] = [
  LEGAL_POPULATIONS_SOURCE,
  ...INDICATOR_SOURCES.map((s) => s.id),
];

export const indicatorDefinitionSchema = z.object({
  id: z.string(),
  label: z.string(),
  definition: z.string(),
  unit: z.string(),
  format: z.enum(['integer', 'decimal1', 'decimal2', 'euro']),
  theme: z.enum(themeIds),
  source: z.enum(sourceIds),
  referenceYear: z.string(),
  aggregation: aggregationSchema,
  /**
   * A `none` figure INSEE also publishes for EPCI, départements, régions and France
   * métropolitaine: their source (values attached only where the perimeters match).
   */
  publishedAbove: z.enum(sourceIds).optional(),
});

/** A time series a territory can be shown with (`GET …/series`). */
export const seriesDefinitionSchema = z.object({
  id: z.string(),
  label: z.string(),
  definition: z.string(),
  unit: z.string(),
  format: z.enum(['integer', 'decimal1', 'decimal2', 'euro']),
  theme: z.enum(themeIds),
  /** Levels it has points for. */
  levels: z.array(z.enum(TERRITORY_TYPES)),
  note: z.string(),
});

export const indicatorCatalogueSchema = z.object({
  themes: z.array(z.object({ id: z.string(), label: z.string() })),
  sources: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      producer: z.string(),
      licence: z.string(),
      attribution: z.string(),
      url: z.string(),
      /** Year of the official geography the source file is published in. */
      geographyYear: z.number().int(),
      file: z.string(),
    }),
  ),
  indicators: z.array(indicatorDefinitionSchema),
  series: z.array(seriesDefinitionSchema),
});
export type IndicatorCatalogue = z.infer<typeof indicatorCatalogueSchema>;

/**
 * `ok`; `secret` (statistical secret); `unavailable` with a reason; `not_applicable` (a figure
 * published for communes only, e.g. a median, above the commune level).
 */
export const statisticStatusSchema = z.enum(['ok', 'secret', 'unavailable', 'not_applicable']);
export const UNAVAILABLE_REASONS = [
  'not_covered',
  'merged',
  'absent_from_source',
  'perimeter_changed',
  'no_member_value',
  'zero_denominator',
  /** A published figure whose file geography EPIC cannot check (EPCI before 2019). */
  'perimeter_unverified',
  /** Not published at this level by the source (a 2019 decile for a commune). */
  'level_not_published',
  /** A legal population that leaves out communes merged after its census (see `census.incomplete`). */
  'incomplete_population',
] as const;
export const unavailableReasonSchema = z.enum(UNAVAILABLE_REASONS);

const valueFields = {
  value: z.number().nullable(),
  status: statisticStatusSchema,
  reason: unavailableReasonSchema.optional(),
  /** Published by the source for this territory above the commune (never computed from communes). */
  published: z.literal(true).optional(),
  /**
   * `france_metropolitaine`: France's value is France métropolitaine's, the only one the source
   * publishes (never to be labelled "France").
   */
  scope: z.enum(['france_metropolitaine']).optional(),
  /** For an aggregate: member communes with a value, out of all its member communes. */
  coverage: z.object({ covered: z.number().int(), of: z.number().int() }).optional(),
};

/** A rank among the territories of one level (1 = highest value; ties share a rank). */
export const statisticRankSchema = z.object({ rank: z.number().int(), of: z.number().int() });

/**
 * The same indicator for a territory above the one shown (its département, its région), same
 * rule. Which territory it is, is the answer's `parents` (not repeated for each of the 58 values).
 */
export const statisticReferenceSchema = z.object(valueFields);

export const statisticValueSchema = z.object({
  id: z.string(),
  ...valueFields,
  /**
   * Statistics endpoint only: the same indicator for the territory's département and région (when
   * it has them) and for France, computed with the same rule.
   */
  references: z
    .object({
      departement: statisticReferenceSchema.optional(),
      region: statisticReferenceSchema.optional(),
      france: z.object(valueFields),
    })
    .optional(),
  /**
   * Statistics endpoint only: rank among the territories of the same level and vintage, nationally
   * and in the parent used for population ranks (commune and EPCI in their département,
   * département in its région, arrondissement in its commune: that parent is in the answer's
   * `parents`); null without a value. `of` counts the territories that have a value.
   */
  rank: z
    .object({
      national: statisticRankSchema.nullable(),
      parent: statisticRankSchema.nullable(),
    })
    .optional(),
});
export type StatisticValue = z.infer<typeof statisticValueSchema>;

export const RANKING_SORTS = ['rank', 'name', 'code'] as const;
const pageSchema = z.coerce
  .number({ error: 'page doit être un entier positif.' })
  .int({ error: 'page doit être un entier positif.' })
  .min(1, { error: 'page doit être un entier positif.' })
  .max(100000, { error: 'page doit être un entier positif.' });
const pageSizeSchema = z.coerce
  .number({ error: 'pageSize doit être un entier entre 1 et 500.' })
  .int({ error: 'pageSize doit être un entier entre 1 et 500.' })
  .min(1, { error: 'pageSize doit être un entier entre 1 et 500.' })
  .max(500, { error: 'pageSize doit être un entier entre 1 et 500.' });

/** `level` and `year` of the values, `parent` as `type:code` (e.g. `departement:42`). */
export const indicatorValuesQuerySchema = z.object({
  level: z.enum(TERRITORY_TYPES, {
    error: 'Niveau inconnu\u00a0: region, departement, epci, commune ou arrondissement.',
  }),
  year: z.coerce.number().int().optional(),
  parent: z.string().max(32).optional(),
  /**
   * Ranking: any of `page`, `pageSize`, `sort`, `order`, `around` turns the answer into
   * a page of the ranking, with `ranking` counts; without them every territory comes, code order.
   */
  page: pageSchema.optional(),
  pageSize: pageSizeSchema.optional(),
  /** `rank` (default; values without a rank last), `name` or `code`. */
  sort: z.enum(RANKING_SORTS, { error: 'Tri inconnu\u00a0: rank, name ou code.' }).optional(),
  /** `asc` (default: rank 1 first, A to Z) or `desc`. */
  order: z.enum(['asc', 'desc'], { error: 'Ordre inconnu\u00a0: asc ou desc.' }).optional(),
  /** A territory code of the list: the answer is the page that holds it. */
  around: z
    .string()
    .regex(/^[0-9A-Za-z]{1,9}$/, {
      error: 'Paramètre around\u00a0: un code de territoire est attendu.',
    })
    .optional(),
});
export type IndicatorValuesQuery = z.input<typeof indicatorValuesQuerySchema>;

export const indicatorValuesResponseSchema = z.object({
  indicator: indicatorDefinitionSchema,
  level: z.enum(TERRITORY_TYPES),
  year: z.number().int(),
  parent: z
    .object({ type: z.enum(TERRITORY_TYPES), code: z.string(), name: z.string() })
    .nullable(),
  /** The same indicator for France (metropolitan France and the DROM), same rule. */
  france: z.object(valueFields),
  values: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      ...valueFields,
      /** Rank among the territories listed (1 = highest value), null without a value. */
      rank: z.number().int().nullable(),
    }),
  ),
  /**
   * With a ranking parameter: `values` is one page of the territories sorted as asked; those
   * without a value (secret, unavailable, not applicable) have no rank and, sorted by rank, come
   * after every ranked one whatever the order.
   */
  ranking: z
    .object({
      /** Territories listed (in the parent), with or without a value. */
      total: z.number().int(),
      /** Those with a value (ranked). */
      ranked: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      pages: z.number().int(),
      sort: z.enum(RANKING_SORTS),
      order: z.enum(['asc', 'desc']),
      /** With `around`: the territory, its 1-based position in the sorted list, and its rank. */
      around: z
        .object({ code: z.string(), position: z.number().int(), rank: z.number().int().nullable() })
        .nullable(),
    })
    .optional(),
});
export type IndicatorValuesResponse = z.infer<typeof indicatorValuesResponseSchema>;

export const indicatorValueSchema = z.object({
  id: z.string(),
  label: z.string(),
  unit: z.string(),
  value: z.number(),
  source: z.string(),
  licence: z.string(),
  /** How it adds up over territories; null for a CSV imported without the rule. */
  aggregation: z.enum(['sum', 'ratio', 'none']).nullable(),
});

export const territoryDetailSchema = z.object({
  territory: territoryRefSchema.extend({
    year: z.number().int(),
    /** EPCI legal form (CC, CA, CU, METRO, MET69); null for other levels. */
    nature: z.string().nullable(),
    postalCodes: z.array(z.string()),
  }),
  /** Vintages in which this code exists at this level. */
  exists: z.array(z.number().int()),
  /**
   * Mergers around a commune (from the source's former codes), or, for an EPCI, the EPCI its member
   * communes belonged to before it was created and belong to after it is gone (null elsewhere).
   */
  lineage: z.object({
    /** The latest merger, up to this vintage, that created this commune (with its predecessors in the vintage before). */
    mergedFrom: mergerSchema.nullable(),
    /** The commune this one was merged into, in the first vintage where it no longer exists. */
    mergedInto: mergerSchema.nullable(),
  }),
  /** Legal population of the vintage (population municipale of its census). */
  population: z.number().nullable(),
  /** The census of that population (null for data imported before census years were read). */
  census: censusSchema.nullable(),
  change: z.object({
    /**
     * Since the latest earlier vintage with another census (2026 repeats 2025's census: its
     * change is since 2024); null when there is none.
     */
    previous: changeSchema,
    /**
     * Since the earliest vintage whose population can be rebuilt on this perimeter (2019, or 2021
     * where a 2019 population is incomplete), when that is not `previous`' vintage; null otherwise.
     */
    first: changeSchema,
  }),
  rank: z.object({
    /** Rank by population within the parent (commune in its département, département in its région, EPCI in its département, arrondissement in its commune). */
    parent: z
      .object({
        rank: z.number().int(),
        of: z.number().int(),
        share: z.number().nullable(),
        parent: territoryRefSchema,
      })
      .nullable(),
    national: z
      .object({ rank: z.number().int(), of: z.number().int(), share: z.number().nullable() })
      .nullable(),
  }),
  /** Number of communes (members of an EPCI); null for a commune or arrondissement. */
  communes: z.number().int().nullable(),
  /** Number of direct children (arrondissements of a commune, départements of a région…). */
  children: z.object({ type: territoryTypeSchema, count: z.number().int() }).nullable(),
  chefLieu: z
    .object({
      code: z.string(),
      name: z.string(),
      typeLiaison: territoryRefSchema.shape.typeLiaison,
    })
    .nullable(),
  parents: z.object({
    commune: territoryRefSchema.optional(),
    epci: territoryRefSchema.optional(),
    departement: territoryRefSchema.optional(),
    region: territoryRefSchema.optional(),
  }),
  /**
   * A commune's study zones in this vintage (zone d'emploi, aire d'attraction des villes with the
   * commune's place in it, unité urbaine, bassin de vie); absent for the other levels.
   */
  zones: z.array(territoryRefSchema.extend({ category: z.string().optional() })).optional(),
  /**
   * A study zone whose perimeter in this vintage is not INSEE's 2022 one (a commune nouvelle whose
   * former communes lay in two zones joined the zone of its chef-lieu); absent for other levels.
   */
  perimeterChanged: z.boolean().optional(),
  /** Further indicators imported from CSV for this territory and vintage. */
  indicators: z.array(indicatorValueSchema),
  source: sourceSchema,
  /**
   * The comparison's sides `a` and `b` only (`GET /api/compare` with `indicators=`): catalogue
   * indicators with their status and, for an aggregate, its coverage. A territory's own are
   * `GET …/statistics` (territoryStatisticsSchema).
   */
  statistics: z.array(statisticValueSchema).optional(),
});
export type TerritoryDetail = z.infer<typeof territoryDetailSchema>;

/** `GET /api/territories/:type/:id`: a territory's key figures, without statistics. */
export const territoryKeyFiguresSchema = territoryDetailSchema.omit({ statistics: true });

/**
 * `GET /api/territories/:type/:id/statistics`: the catalogue indicators asked (ids or themes), in
 * the catalogue's order, each with its status, coverage, references and ranks. `parents` names the
 * territories of the references and of the parent rank (as in the key figures), once for all.
 */
export const territoryStatisticsSchema = z.object({
  territory: territoryInYearSchema,
  parents: territoryDetailSchema.shape.parents,
  statistics: z.array(statisticValueSchema),
});
export type TerritoryStatistics = z.infer<typeof territoryStatisticsSchema>;

export const CHILD_SORTS = ['name', 'code', 'population'] as const;
export const childrenQuerySchema = z.object({
  year: yearSchema.optional(),
  childType: territoryTypeSchema.optional(),
  page: z.coerce
    .number({ error: 'page doit être un entier positif.' })
    .int({ error: 'page doit être un entier positif.' })
    .min(1, { error: 'page doit être un entier positif.' })
    .max(100000, { error: 'page doit être un entier positif.' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'pageSize doit être un entier entre 1 et 500.' })
    .int({ error: 'pageSize doit être un entier entre 1 et 500.' })
    .min(1, { error: 'pageSize doit être un entier entre 1 et 500.' })
    .max(500, { error: 'pageSize doit être un entier entre 1 et 500.' })
    .optional(),
  sort: z.enum(CHILD_SORTS, { error: 'Tri inconnu\u00a0: name, code ou population.' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Ordre inconnu\u00a0: asc ou desc.' }).optional(),
  /** Catalogue ids or themes, comma-separated: adds `statistics` to each member. */
  indicators: z.string().max(2000).optional(),
});
export type ChildrenQuery = z.input<typeof childrenQuerySchema>;

export const childSchema = territoryRefSchema.extend({
  population: z.number().nullable(),
  /** Share of the parent’s population. */
  share: z.number().nullable(),
  postalCodes: z.array(z.string()),
  /** Catalogue indicators asked with `indicators=`, with their status (no references nor ranks). */
  statistics: z.array(statisticValueSchema).optional(),
});
export const childrenResponseSchema = z.object({
  parent: territoryRefSchema.extend({ year: z.number().int() }),
  childType: territoryTypeSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(CHILD_SORTS),
  order: z.enum(['asc', 'desc']),
  items: z.array(childSchema),
});
export type ChildrenResponse = z.infer<typeof childrenResponseSchema>;

export const seriesQuerySchema = z.object({
  /** The vintage whose perimeter every point is on. @default the latest where the territory exists */
  year: yearSchema.optional(),
  /**
   * Series ids (`series` of `GET /api/indicators`) or ids of indicators imported from CSV,
   * comma-separated. @default population
   */
  indicators: z.string().max(500, { error: 'Paramètre indicators trop long.' }).optional(),
});

/** One date of a series. */
export const seriesPointSchema = z.object({
  /** Reference year (census year, income year; for a period, its last year). */
  year: z.number().int(),
  /** The date as shown: "2016", "2013–2017". */
  period: z.string(),
  ...valueFields,
  /** Source of the point (a catalogue source id, or `populations-legales`). */
  source: z.enum(seriesSourceIds),
  /** Legal populations: the vintages that carry this census. */
  vintages: z.array(z.number().int()).optional(),
  /** Legal populations: the territory's own population then, on its perimeter then (null if absent). */
  asWas: z.number().nullable().optional(),
  /** Legal populations: how the perimeter of the vintage asked is rebuilt then. */
  perimeter: perimeterSchema.optional(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const seriesSchema = seriesDefinitionSchema.omit({ levels: true }).extend({
  /** Oldest first. */
  points: z.array(seriesPointSchema),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesResponseSchema = z.object({
  /** The territory, in the vintage whose perimeter the points are on. */
  territory: territoryInYearSchema,
  series: z.array(seriesSchema),
  /** The sources of the points, for an export. */
  sources: z.array(z.object({ id: z.string(), attribution: z.string() })),
});
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;
export type SeriesQuery = z.input<typeof seriesQuerySchema>;

/** Optional reference columns of a comparison (`references=france,parent`). */
export const COMPARE_REFERENCES = ['france', 'parent'] as const;

// The sides' parameter names are in the zod-free paths module (the site's routes read them too).
export { MAX_COMPARE_SIDES, sideKeys };

/** A refusal of a comparison with its own error code (read by the API's error handler). */
function compareIssue(ctx: z.RefinementCtx, path: string, code: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message, params: { code } });
}

/** Checks a comparison's sides: no 7th, none incomplete, no gap, no duplicate, codes, reference. */
function refineSides(q: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const key of Object.keys(q)) {
    const m = /^(type|id|year)(\d+)$/.exec(key);
    if (m && Number(m[2]) > MAX_COMPARE_SIDES) {
      compareIssue(
        ctx,
        key,
        'TOO_MANY_SIDES',
        `Six territoires au plus\u00a0: le paramètre ${key} est de trop.`,
      );
      return;
    }
  }
  const sides: { n: number; type: CompareSideType; id: string; year: unknown }[] = [];
  let gap: number | null = null;
  for (let n = 1; n <= MAX_COMPARE_SIDES; n++) {
    const k = sideKeys(n);
    const [type, id, year] = [q[k.type], q[k.id], q[k.year]];
    if (type === undefined && id === undefined && year === undefined) {
      gap ??= n;
      continue;
    }
    if (type === undefined || id === undefined) {
      const missing = type === undefined ? k.type : k.id;
      compareIssue(
        ctx,
        missing,
        'INCOMPLETE_SIDE',
        `Territoire ${n} incomplet\u00a0: ${k.type} et ${k.id} sont nécessaires (paramètre ${missing} absent).`,
      );
      return;
    }
    if (gap !== null) {
      const g = sideKeys(gap);
      compareIssue(
        ctx,
        k.type,
        'SIDE_GAP',
        `Territoire ${n} sans territoire ${gap}\u00a0: ajoutez ${g.type} et ${g.id}, ou renumérotez ${k.type}.`,
      );
      return;
    }
    sides.push({ n, type: type as CompareSideType, id: String(id), year });
  }
  // An area's id is checked by its own pattern; a territory's by its level's code format.
  const codeOf = (side: (typeof sides)[number]) =>
    side.type === AREA_SIDE
      ? AREA_ID_PATTERN.test(side.id)
        ? side.id
        : null
      : territoryCode(side.type, side.id);
  for (const side of sides) {
    if (side.type !== AREA_SIDE) refineCode(side.type, side.id, sideKeys(side.n).id, ctx);
    else if (codeOf(side) === null)
      ctx.addIssue({
        code: 'custom',
        path: [sideKeys(side.n).id],
        message: 'Identifiant de territoire mal formé.',
        input: side.id,
      });
  }
  sides.forEach((side, i) => {
    const code = codeOf(side);
    const twin = sides
      .slice(0, i)
      .find((o) => o.type === side.type && codeOf(o) === code && o.year === side.year);
    if (twin && code !== null) {
      compareIssue(
        ctx,
        sideKeys(side.n).id,
        'DUPLICATE_SIDE',
        `Territoire ${side.n} en double\u00a0: même territoire et même millésime que le territoire ${twin.n} (paramètre ${sideKeys(side.n).id}).`,
      );
    }
  });
  const reference = q.reference as number | undefined;
  if (reference !== undefined && reference > sides.length) {
    compareIssue(
      ctx,
      'reference',
      'INVALID_REFERENCE',
      `Paramètre reference\u00a0: un numéro de territoire entre 1 et ${sides.length} est attendu.`,
    );
  }
  const references = q.references as string | undefined;
  const unknown = (references ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '' && !(COMPARE_REFERENCES as readonly string[]).includes(r));
  if (unknown.length > 0) {
    compareIssue(
      ctx,
      'references',
      'INVALID_REFERENCES',
      'Paramètre references\u00a0: france, parent ou les deux (séparés par une virgule).',
    );
  }
}

const referenceNumber =
  'Paramètre reference\u00a0: un numéro de territoire entre 1 et 6 est attendu.';

/** A comparison's query, its sides' kinds given by `type` (territory levels, or areas too). */
function compareQueryOf<T extends typeof territoryTypeSchema | typeof compareSideTypeSchema>(
  type: T,
) {
  const optionalSide = {
    type: type.optional(),
    id: idSchema.optional(),
    year: yearSchema.optional(),
  };
  return (
    z
      .object({
        type,
        id: idSchema,
        year: yearSchema.optional(),
        type2: type,
        id2: idSchema,
        year2: yearSchema.optional(),
        type3: optionalSide.type,
        id3: optionalSide.id,
        year3: optionalSide.year,
        type4: optionalSide.type,
        id4: optionalSide.id,
        year4: optionalSide.year,
        type5: optionalSide.type,
        id5: optionalSide.id,
        year5: optionalSide.year,
        type6: optionalSide.type,
        id6: optionalSide.id,
        year6: optionalSide.year,
        /** Which side (1-based) the differences are computed against. @default 1 */
        reference: z.coerce
          .number({ error: referenceNumber })
          .int({ error: referenceNumber })
          .min(1, { error: referenceNumber })
          .max(MAX_COMPARE_SIDES, { error: referenceNumber })
          .optional(),
        /** Reference columns: `france`, `parent` (each side's département, or région), comma-separated. */
        references: z.string().max(40).optional(),
        /** Catalogue ids or themes: adds `statistics` to every side (each in its own vintage). */
        indicators: z.string().max(2000).optional(),
      })
      // Loose: a 7th side (`type7`…) must be seen to be refused.
      .loose()
      .superRefine(refineSides)
  );
}

/** `GET /api/compare`: 2 to 6 territories. */
export const compareQuerySchema = compareQueryOf(territoryTypeSchema);
/** `GET /api/areas/compare`: 2 to 6 sides, each a territory or one of the user's areas. */
export const areaCompareQuerySchema = compareQueryOf(compareSideTypeSchema);
export type AreaCompareQuery = z.input<typeof areaCompareQuerySchema>;
export type CompareQuery = z.input<typeof compareQuerySchema>;
/** One side's value in a row, with its difference to the reference side's value. */
export const compareCellSchema = z.object({
  value: z.number().nullable(),
  /** value − the reference side's value (0 for the reference itself). */
  absolute: z.number().nullable(),
  /** (value − reference) / reference; null for a zero reference and for rates and shares. */
  relative: z.number().nullable(),
  /** Whether the indicator can exist at this side's level (false: "sans objet"). */
  applicable: z.boolean(),
  /**
   * The population of the same territory as the reference side in another vintage: both are taken
   * on the later vintage's perimeter (the earlier one rebuilt from its communes), and `absolute`
   * and `relative` are `value − reference` there; null values when it cannot be rebuilt.
   */
  perimeter: z
    .object({
      year: z.number().int(),
      value: z.number().nullable(),
      reference: z.number().nullable(),
      comparable: z.boolean(),
      reason: z.enum(NOT_COMPARABLE_REASONS).optional(),
    })
    .optional(),
});

/**
 * A key figure of a reference column (France, or a side's parent), with `references=`: its value
 * on the same footing as the sides' (a legal population with its census; a change since the
 * previous census on the later perimeter, with that census).
 */
export const compareReferenceRowCellSchema = z.object({
  value: z.number().nullable(),
  /**
   * Whether the figure means anything for that territory (false: "sans objet", e.g. France's share
   * of the national population); a null value where it applies is missing data.
   */
  applicable: z.boolean(),
  /** A legal population: its census. */
  census: censusSchema.optional(),
  /** A change of population: since which vintage and census, comparable or why not. */
  change: z
    .object({
      year: z.number().int(),
      census: z.number().int().nullable(),
      comparable: z.boolean(),
      reason: z.enum(NOT_COMPARABLE_REASONS).optional(),
    })
    .optional(),
});
export type CompareReferenceRowCell = z.infer<typeof compareReferenceRowCellSchema>;

export const compareRowSchema = z.object({
  indicator: z.string(),
  label: z.string(),
  unit: z.string(),
  a: z.number().nullable(),
  b: z.number().nullable(),
  /** b − a (the first two sides, whatever the reference) */
  absolute: z.number().nullable(),
  /** (b − a) / a */
  relative: z.number().nullable(),
  /**
   * Whether the indicator can exist for each side's level ("Nombre de communes" cannot for a
   * commune: "sans objet"); a null value where it applies is missing data ("non disponible").
   */
  applicable: z.object({ a: z.boolean(), b: z.boolean() }),
  /** Every side, in order, against the reference side. */
  values: z.array(compareCellSchema),
  /**
   * With `references=france`: France's figure in the reference side's vintage; absent where none
   * is known (an imported indicator without a national value).
   */
  france: compareReferenceRowCellSchema.optional(),
  /** With `references=parent`: each side's parent's figure (see `references.parents`), or null. */
  parents: z.array(compareReferenceRowCellSchema.nullable()).optional(),
});

const referenceCellSchema = z.object(valueFields);

/**
 * A catalogue indicator across the sides (with `indicators=`): its label, unit and theme are the
 * catalogue's (`GET /api/indicators`), not repeated here.
 */
export const compareStatisticSchema = z.object({
  id: z.string(),
  source: z.enum(sourceIds),
  referenceYear: z.string(),
  /** Every side, in order: its value, status, reason and coverage. */
  values: z.array(referenceCellSchema),
  /**
   * Per side: value − the reference side's value (0 for the reference), to 12 significant digits;
   * null without both values.
   */
  absolute: z.array(z.number().nullable()),
  /** Per side: (value − reference) / reference, to 6 significant digits; counts (rule `sum`) only. */
  relative: z.array(z.number().nullable()),
  /**
   * Per side: true when it is the reference side's territory in another vintage. A figure with one
   * reference date is then the same measure on two perimeters: no difference is given.
   */
  sameReference: z.array(z.boolean()).optional(),
  /** With `references=france`: France's value (in the reference side's vintage). */
  france: referenceCellSchema.optional(),
  /** With `references=parent`: each side's parent value (see `references.parents`), or null. */
  parents: z.array(referenceCellSchema.nullable()).optional(),
});

/** A side: its territory answer, without `statistics` (they are the `statistics` rows' column). */
/**
 * A side's key figures: a territory's, or an area's (`type: 'area'`, its id as `code`; no parent,
 * no rank, no lineage; its population summed over its communes in the vintage compared).
 */
export const compareDetailSchema = territoryDetailSchema.extend({
  territory: territoryDetailSchema.shape.territory.extend({ type: compareSideTypeSchema }),
});
export type CompareDetail = z.infer<typeof compareDetailSchema>;

export const compareSideSchema = compareDetailSchema.extend({
  /** Its population at each census, on its own vintage's perimeter (the `population` series). */
  series: z.array(seriesPointSchema),
});

export const compareResponseSchema = z.object({
  /**
   * The first two sides (also `sides[0]` and `sides[1]`), as in the two-side API; with `statistics`
   * for a comparison of two sides only (a caller of 3 to 6 reads the `statistics` rows).
   */
  a: compareDetailSchema,
  b: compareDetailSchema,
  rows: z.array(compareRowSchema),
  series: z.object({ a: z.array(seriesPointSchema), b: z.array(seriesPointSchema) }),
  /** Every side (2 to 6), in the order of the query. */
  sides: z.array(compareSideSchema),
  /** The side (1-based) the differences of `values` are computed against. */
  reference: z.number().int(),
  /** With `indicators=`: one row per catalogue indicator, every side and the asked references. */
  statistics: z.array(compareStatisticSchema).optional(),
  /** With `references=`: which reference columns there are. */
  references: z
    .object({
      france: z.boolean(),
      /** Per side: the territory of its parent column (département, or région), or null. */
      parents: z.array(territoryRefSchema.extend({ year: z.number().int() }).nullable()).optional(),
    })
    .optional(),
  /** With `indicators=`: the sources of the statistics, for an export. */
  sources: indicatorCatalogueSchema.shape.sources.optional(),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

export const mapParamsSchema = z.object({
  level: z.enum(MAP_LEVELS, { error: 'Niveau de carte inconnu\u00a0: region ou departement.' }),
});
export const mapQuerySchema = z.object({
  year: yearSchema.optional(),
  indicator: z.string().max(64, { error: 'Indicateur inconnu.' }).optional(),
});
export const mapResponseSchema = z.object({
  level: z.enum(MAP_LEVELS),
  year: z.number().int(),
  indicator: z.object({ id: z.string(), label: z.string(), unit: z.string() }),
  values: z.array(z.object({ code: z.string(), name: z.string(), value: z.number().nullable() })),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;

// ---------------------------------------------------------------- comparable territories

export const COMPARABLE_SCOPES = ['france', 'region', 'departement'] as const;
export const comparablesQuerySchema = z.object({
  year: yearSchema.optional(),
  /** `france` (default), or the same `region` or `departement` only. */
  scope: z
    .enum(COMPARABLE_SCOPES, { error: 'Périmètre inconnu\u00a0: france, region ou departement.' })
    .optional(),
});
export type ComparablesQuery = z.input<typeof comparablesQuerySchema>;

export const comparablesResponseSchema = z.object({
  territory: territoryInYearSchema,
  scope: z.enum(COMPARABLE_SCOPES),
  /** The région or département the comparables are taken in (null for France). */
  within: territoryRefSchema.nullable(),
  /** The standardised indicators of the distance, in order (`log`: taken as a logarithm). */
  dimensions: z.array(
    z.object({ id: z.string(), label: z.string(), unit: z.string(), log: z.boolean() }),
  ),
  /** The territory's own values of the dimensions (null when missing). */
  values: z.array(z.number().nullable()),
  /** At most 10, nearest first. */
  items: z.array(
    territoryRefSchema.extend({
      year: z.number().int(),
      /** Distance on the standardised indicators (0 = identical). */
      distance: z.number(),
      population: z.number().nullable(),
      /** The 2 or 3 dimensions where the two are closest (smallest standardised gap). */
      reasons: z.array(
        z.object({
          id: z.string(),
          /** The asked territory's value, and this one's. */
          territory: z.number(),
          comparable: z.number(),
          /** The gap in standard deviations. */
          gap: z.number(),
        }),
      ),
    }),
  ),
});
export type ComparablesResponse = z.infer<typeof comparablesResponseSchema>;

// ---------------------------------------------------------------- a user's own areas

/** A new area, or an area's new name and communes (POST /api/areas, PUT /api/areas/{id}). */
export const areaInputSchema = z.object({
  name: z
    .string({ error: 'Le nom du territoire est requis.' })
    .trim()
    .min(1, { error: 'Le nom du territoire est requis.' })
    .max(AREA_LIMITS.name, {
      error: `Le nom du territoire dépasse ${AREA_LIMITS.name} caractères.`,
    })
    // Control characters print as nothing, and PostgreSQL refuses U+0000 in text.
    .regex(/^\P{Cc}*$/u, { error: 'Le nom du territoire contient un caractère non imprimable.' }),
  /** The vintage whose communes the codes name. */
  year: z.number({ error: 'Le millésime est requis.' }).int().min(MIN_YEAR).max(MAX_YEAR),
  /** INSEE codes of the communes, as pasted (checked against the vintage by the API). */
  communes: z
    .array(z.string().max(20), { error: 'La liste des communes est requise.' })
    .min(1, { error: 'Un territoire compte au moins une commune.' })
    .max(AREA_LIMITS.communes, {
      error: `Un territoire compte au plus ${AREA_LIMITS.communes.toLocaleString('fr-FR')} communes.`,
    }),
});
export type AreaInput = z.infer<typeof areaInputSchema>;

/** One of the user's areas. */
export const areaSchema = z.object({
  /** Random and unguessable; another user's id answers 404, as an unknown one does. */
  id: z.string(),
  name: z.string(),
  year: z.number().int(),
  /** The communes' codes, in code order. */
  communes: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

/** GET /api/areas: the user's areas, the latest changed first, and what one user may store. */
export const areasResponseSchema = z.object({
  areas: z.array(areaSchema.omit({ communes: true }).extend({ communeCount: z.number().int() })),
  limits: z.object({
    areas: z.number().int(),
    communes: z.number().int(),
    name: z.number().int(),
  }),
});
export type AreasResponse = z.infer<typeof areasResponseSchema>;

export const areaParamsSchema = z.object({
  id: z.string().regex(AREA_ID_PATTERN, { error: 'Identifiant de territoire mal formé.' }),
});

/** GET /api/areas/{id}/statistics?indicators=: the catalogue aggregated over an area's communes. */
export const areaStatisticsQuerySchema = z.object({
  indicators: z.string().max(2000).optional(),
  /** Another vintage than the area's: its communes followed there through the mergers. */
  year: yearSchema.optional(),
});

export const areaStatisticsSchema = z.object({
  area: areaSchema.omit({ communes: true }).extend({ communeCount: z.number().int() }),
  /** The vintage of the figures: the area's own, or the one asked. */
  year: z.number().int(),
  /** Its communes in that vintage (code order). */
  communes: z.array(z.string()),
  /**
   * In another vintage, a commune there covers communes both in and out of the area (a merger
   * across its limit; it is counted in when its chef-lieu is) or one of its communes is gone.
   */
  perimeterChanged: z.boolean(),
  /** By the catalogue's rules, as an EPCI's; France as the reference; no rank. */
  statistics: z.array(statisticValueSchema),
});
export type AreaStatistics = z.infer<typeof areaStatisticsSchema>;
