/**
 * Reference cells checked once. A territory's answer with its indicators carries, for each of its
 * 58 statistics, the same indicator for its département, its région and France: cells shared by
 * every answer of a loaded vintage (values.ts). The response check (plugins/zod.ts) parsed each of
 * them again in every answer: 174 of the some 600 objects of a commune's answer with all its
 * indicators. Checked once, they take the answer's check from 45 to 29 µs (measured alone).
 *
 * Each shared cell is now checked against the contract's schema when it is made, frozen (with its
 * coverage) and remembered; the answer's check accepts a remembered cell as it is, and parses any
 * other reference cell in full. What reaches the client is therefore checked exactly as before.
 */
import {
  statisticReferenceSchema,
  statisticValueSchema,
  territoryDetailSchema,
} from '@epic/api-contract/schemas';
import { z } from 'zod';
import type { Cell } from './loaded-vintage.js';

const checked = new WeakSet<object>();

/** `cell` checked against the contract (unknown keys dropped), frozen, and remembered. */
export function checkedReference(cell: Cell): Readonly<Cell> {
  const parsed = statisticReferenceSchema.parse(cell) as Cell;
  if (parsed.coverage) Object.freeze(parsed.coverage);
  checked.add(Object.freeze(parsed));
  return parsed;
}

/** A cell made by `checkedReference` as it is, else the contract's full check. */
const reference = z.union([
  z.custom<Cell>((value) => typeof value === 'object' && value !== null && checked.has(value)),
  statisticReferenceSchema,
]);

/**
 * The schema a territory's answer is checked with before it is sent: the contract's, its
 * references read through `reference`. The OpenAPI document keeps the contract's.
 */
export const territoryAnswerSchema = territoryDetailSchema.extend({
  statistics: z
    .array(
      statisticValueSchema.extend({
        references: z
          .object({
            departement: reference.optional(),
            region: reference.optional(),
            france: reference,
          })
          .optional(),
      }),
    )
    .optional(),
});

/** For plugins/zod.ts: the contract's schema → the one an answer is checked with. */
export const ANSWER_SCHEMAS = new Map<unknown, unknown>([
  [territoryDetailSchema, territoryAnswerSchema],
]);
