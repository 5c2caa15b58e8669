/**
 * Zod schemas of the statistical indicators' API (issue 14): the catalogue, the values of every
 * territory of a level, and a territory's values (`indicators=` on the territory endpoint).
 * Re-exported by schemas.ts.
 */
import { z } from 'zod';
import { INDICATOR_SOURCES, INDICATOR_THEMES } from './indicators.js';
import { TERRITORY_TYPES } from './territory.js';

const themeIds = INDICATOR_THEMES.map((t) => t.id) as [string, ...string[]];
const sourceIds = INDICATOR_SOURCES.map((s) => s.id) as [string, ...string[]];

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
] as const;
export const unavailableReasonSchema = z.enum(UNAVAILABLE_REASONS);

const valueFields = {
  value: z.number().nullable(),
  status: statisticStatusSchema,
  reason: unavailableReasonSchema.optional(),
  /** For an aggregate: member communes with a value, out of all its member communes. */
  coverage: z.object({ covered: z.number().int(), of: z.number().int() }).optional(),
};

export const statisticValueSchema = z.object({ id: z.string(), ...valueFields });
export type StatisticValue = z.infer<typeof statisticValueSchema>;

/** `level` and `year` of the values, `parent` as `type:code` (e.g. `departement:42`). */
export const indicatorValuesQuerySchema = z.object({
  level: z.enum(TERRITORY_TYPES, {
    error: 'Niveau inconnu\u00a0: region, departement, epci, commune ou arrondissement.',
  }),
  year: z.coerce.number().int().optional(),
  parent: z.string().max(32).optional(),
});

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
});
export type IndicatorValuesResponse = z.infer<typeof indicatorValuesResponseSchema>;
