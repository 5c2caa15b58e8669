/**
 * A comparison as a CSV table: the two-side layout (`ecart`, `ecart_relatif`) or one column per
 * side with its differences to the reference and the reference columns.
 */
import { INDICATORS_BY_ID, type IndicatorDefinition } from '@epic/api-contract';
import { roundAsShown } from '@epic/api-contract/csv';
import type { compareResponseSchema } from '@epic/api-contract/schemas';
import type { z } from 'zod';
import type { CsvRow, CsvTable } from '../../../http/exports.js';
import { sourceOf } from '../../../indicators/csv-columns.js';

type Compare = z.infer<typeof compareResponseSchema>;

/** A catalogue value (or its difference) rounded as the Comparer shows it. */
const shown = (value: number | null | undefined, def: IndicatorDefinition) =>
  value === null || value === undefined ? null : roundAsShown(value, def.format);
type Row = Compare['rows'][number];
type ReferenceCell = NonNullable<Row['france']>;

/** A reference column's value of a key row: "" where it has none, as a side's. */
const referenceValue = (cell: ReferenceCell | null | undefined) =>
  cell?.applicable ? cell.value : null;

/**
 * The rows with each side's census year after the population (a CSV names the census of every
 * population, as the screen does).
 */
function withCensus(result: Compare, rows: Row[]): Row[] {
  const years = result.sides.map((s) => s.census?.year ?? null);
  const census: Row = {
    indicator: 'recensement',
    label: 'Année du recensement de la population municipale',
    unit: 'année',
    a: years[0] ?? null,
    b: years[1] ?? null,
    absolute: null,
    relative: null,
    applicable: { a: true, b: true },
    values: years.map((value) => ({ value, absolute: null, relative: null, applicable: true })),
  };
  const population = rows.find((r) => r.indicator === 'population');
  // The census of France's and the parents' populations too.
  const censusCell = (cell: ReferenceCell | null) =>
    cell ? { value: cell.census?.year ?? null, applicable: true } : null;
  const france = censusCell(population?.france ?? null);
  if (france) census.france = france;
  if (population?.parents) census.parents = population.parents.map(censusCell);
  const at = rows.findIndex((r) => r.indicator === 'population') + 1;
  return [...rows.slice(0, at), census, ...rows.slice(at)];
}

/** The France column, which holds France métropolitaine's value where only that is published. */
const franceHeader = (result: Compare) =>
  result.statistics?.some((s) => s.france?.scope === 'france_metropolitaine')
    ? 'France (France métropolitaine pour les revenus publiés par l’Insee)'
    : 'France';

/**
 * The comparison as a CSV table, one indicator a row; with `indicators=`, the catalogue
 * indicators follow (absolute difference b − a, relative one for counts only) and every row names
 * its reference year, source and licence. This is the two-side layout, kept as it was.
 */
function pairTable(result: Compare): CsvTable {
  const a = result.a.territory;
  const b = result.b.territory;
  const withStatistics = result.statistics !== undefined;
  // The differences against side 1, as `values` has them (on one perimeter for one territory).
  const rows: CsvRow[] = withCensus(result, result.rows).map((r) => [
    r.indicator,
    r.label,
    r.unit,
    r.a,
    r.b,
    r.values[1]?.absolute ?? r.absolute,
    r.values[1]?.relative ?? r.relative,
    ...(withStatistics ? [a.year === b.year ? a.year : `${a.year}, ${b.year}`] : []),
    ...(withStatistics ? [result.a.source.name, result.a.source.licence] : []),
  ]);
  for (const s of result.statistics ?? []) {
    const def = INDICATORS_BY_ID.get(s.id);
    if (!def) continue;
    const [ca, cb] = s.values;
    const { attribution, licence } = sourceOf(def);
    rows.push([
      def.id,
      def.label,
      def.unit,
      shown(ca?.value, def),
      shown(cb?.value, def),
      shown(s.absolute[1], def),
      s.relative[1] ?? null,
      def.referenceYear,
      attribution,
      licence,
    ]);
  }
  return {
    filename: `comparaison-${a.code}-${a.year}-${b.code}-${b.year}.csv`,
    header: [
      'indicateur',
      'libelle',
      'unite',
      `${a.name} (${a.year})`,
      `${b.name} (${b.year})`,
      'ecart',
      'ecart_relatif',
      ...(withStatistics ? ['annee_reference', 'source', 'licence'] : []),
    ],
    rows,
  };
}

/**
 * Any other comparison (3 to 6 sides, another reference side, reference columns): one column per
 * side, then per other side its difference to the reference (`ecart_<n>`, `ecart_relatif_<n>`),
 * then France and each side's parent when asked, and the reference year, source and licence.
 */
function sidesTable(result: Compare): CsvTable {
  const sides = result.sides.map((s) => s.territory);
  const ref = result.reference - 1;
  const others = sides.map((_, i) => i).filter((i) => i !== ref);
  const france = result.references?.france === true;
  const parents = result.references?.parents;
  const years = [...new Set(sides.map((t) => t.year))].join(', ');
  const source = result.sides[0]?.source;
  const rows: CsvRow[] = withCensus(result, result.rows).map((r) => [
    r.indicator,
    r.label,
    r.unit,
    ...r.values.map((v) => v.value),
    ...others.flatMap((i) => [r.values[i]?.absolute ?? null, r.values[i]?.relative ?? null]),
    ...(france ? [referenceValue(r.france)] : []),
    ...(parents ? parents.map((_, i) => referenceValue(r.parents?.[i])) : []),
    years,
    source?.name,
    source?.licence,
  ]);
  for (const s of result.statistics ?? []) {
    const def = INDICATORS_BY_ID.get(s.id);
    if (!def) continue;
    const { attribution, licence } = sourceOf(def);
    rows.push([
      s.id,
      def.label,
      def.unit,
      ...s.values.map((v) => shown(v.value, def)),
      ...others.flatMap((i) => [shown(s.absolute[i], def), s.relative[i] ?? null]),
      ...(france ? [shown(s.france?.value, def)] : []),
      ...(parents ? parents.map((_, i) => shown(s.parents?.[i]?.value, def)) : []),
      def.referenceYear,
      attribution,
      licence,
    ]);
  }
  return {
    filename: `comparaison-${sides.map((t) => `${t.code}-${t.year}`).join('-')}.csv`,
    header: [
      'indicateur',
      'libelle',
      'unite',
      ...sides.map((t) => `${t.name} (${t.year})`),
      ...others.flatMap((i) => [`ecart_${i + 1}`, `ecart_relatif_${i + 1}`]),
      ...(france ? [franceHeader(result)] : []),
      ...(parents ?? []).map((p, i) => (p ? `${p.name} (parent ${i + 1})` : `parent ${i + 1}`)),
      'annee_reference',
      'source',
      'licence',
    ],
    rows,
  };
}

export const compareTable = (result: Compare): CsvTable =>
  result.sides.length === 2 && result.reference === 1 && result.references === undefined
    ? pairTable(result)
    : sidesTable(result);
