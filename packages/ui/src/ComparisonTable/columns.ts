import { withArticle } from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import type {
  ComparisonIndicator,
  ComparisonReferences,
  ComparisonSide,
  ComparisonStatistic,
} from './types';

/** A territory of the comparison: its column, key (A…F) and name with its vintage. */
export type SideColumn = {
  kind: 'side';
  index: number;
  key: string;
  /** "Saint-Étienne (2024)". */
  name: string;
  side: ComparisonSide;
  reference: boolean;
};

/** A reference column: France, or the parent (département, région) of one side or more. */
export type ReferenceColumn =
  | { kind: 'france'; key: string; name: string; ofName: string }
  | {
      kind: 'parent';
      key: string;
      name: string;
      ofName: string;
      side: ComparisonSide;
      /** The sides (0-based) whose parent it is. */
      of: readonly number[];
    };

export type Column = SideColumn | ReferenceColumn;

/** The sides' columns, in order, the reference marked. */
export function sideColumns(
  sides: readonly ComparisonSide[],
  reference: number,
  m: ComparisonTableMessages,
): SideColumn[] {
  return sides.map((side, index) => ({
    kind: 'side',
    index,
    key: m.sideKey(index),
    name: m.side(side.territory.name, side.year),
    side,
    reference: index === reference,
  }));
}

/**
 * The reference columns shown: France, then each distinct parent (two communes of one
 * département share its column), in the order of the sides.
 */
export function referenceColumns(
  references: ComparisonReferences,
  parents: readonly (ComparisonSide | null)[],
  m: ComparisonTableMessages,
): ReferenceColumn[] {
  const columns: ReferenceColumn[] = [];
  if (references.france) {
    columns.push({ kind: 'france', key: 'france', name: m.france, ofName: m.franceOf });
  }
  if (!references.parent) return columns;
  const byKey = new Map<string, { side: ComparisonSide; of: number[] }>();
  parents.forEach((parent, index) => {
    if (!parent) return;
    const key = `${parent.territory.type}:${parent.territory.code}:${parent.year}`;
    const found = byKey.get(key);
    if (found) found.of.push(index);
    else byKey.set(key, { side: parent, of: [index] });
  });
  for (const [key, { side, of }] of byKey) {
    columns.push({
      kind: 'parent',
      key,
      name: m.parent(side.territory.name, side.territory.type, side.year),
      ofName: withArticle(
        side.territory.name,
        side.territory.typeLiaison,
        'de',
        side.territory.type === 'area' ? undefined : side.territory.type,
      ),
      side,
      of,
    });
  }
  return columns;
}

/**
 * The reference columns asked for that the figures have: a column shows once its values are
 * here (not while they are being asked for).
 */
export function givenReferences(
  references: ComparisonReferences,
  indicators: readonly ComparisonIndicator[],
): ComparisonReferences {
  return {
    france: references.france && indicators.some((i) => i.france !== undefined),
    parent: references.parent && indicators.some((i) => i.parents !== undefined),
  };
}

/** A column's statistic of an indicator (undefined: none given). */
export function columnValue(
  column: Column,
  indicator: ComparisonIndicator,
): ComparisonStatistic | undefined {
  if (column.kind === 'side') return indicator.values[column.index];
  if (column.kind === 'france') return indicator.france;
  return indicator.parents?.[column.of[0] ?? 0] ?? undefined;
}

/** The reference columns a side is compared with: France and its own parent. */
export function sideReferences(
  references: readonly ReferenceColumn[],
  index: number,
): ReferenceColumn[] {
  return references.filter((r) => r.kind === 'france' || r.of.includes(index));
}
