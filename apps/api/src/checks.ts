/**
 * Answers checked against a lighter schema than the contract's (plugins/zod.ts `checkedAs`): the
 * parts that code builds to the contract by construction are taken as they are, and their tests
 * compare them with the contract's check. The rest of each answer is checked as usual.
 *
 * A children page's statistics (values.ts's `cells`: catalogue ids, statuses from one table,
 * counts from integer arrays, finite values or null, keys in the contract's order): checking their
 * 250 objects was a large part of an uncached page of 50 with 5 indicators. (A territory's
 * statistics answer is written as bytes from the arrays instead: statistics-json.ts.)
 * Tested in test/territory-json.test.ts (generated vintages) and test/indicators.test.ts (pages
 * of the real data served byte for byte as the contract's check writes them).
 */
import type { StatisticValue } from '@epic/api-contract';
import { childrenResponseSchema, childSchema } from '@epic/api-contract/schemas';
import { z } from 'zod';

// One check of the list (an array), not one per statistic: z.array(z.custom()) also ran a check and
// made a result per element.
const builtStatistics = z.custom<StatisticValue[]>((value) => Array.isArray(value));

export const CHECKED_AS = new Map<unknown, unknown>([
  [
    childrenResponseSchema,
    childrenResponseSchema.extend({
      items: z.array(childSchema.extend({ statistics: builtStatistics.optional() })),
    }),
  ],
]);
