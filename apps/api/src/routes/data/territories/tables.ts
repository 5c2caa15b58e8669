/**
 * The territories slice's answers as CSV tables: key figures and members. Each names its units,
 * reference years, census years, perimeter and sources, as the screens do.
 */
import { INDICATORS_BY_ID, type StatisticValue } from '@epic/api-contract';
import type { childrenResponseSchema, territoryDetailSchema } from '@epic/api-contract/schemas';
import type { z } from 'zod';
import type { CsvValue } from '../../../csv.js';
import { type CsvRow, type CsvRows, type CsvTable, lazyRows } from '../../../http/exports.js';
import {
  ATTRIBUTION_HEADER,
  attributionCells,
  sourceOf,
  statusText,
  valueHeader,
} from '../../../indicators/csv-columns.js';
import { resolveIndicators } from '../../../indicators/values.js';
import type { CellReader } from './service.js';

type Detail = z.infer<typeof territoryDetailSchema>;

/**
 * A territory's key figures as a CSV table, one indicator a row; with `indicators=`, the catalogue
 * indicators follow with their status in words, and every row names its reference year, source and
 * licence.
 */
export function detailTable(detail: Detail): CsvTable {
  const t = detail.territory;
  const withStatistics = detail.statistics !== undefined;
  const base = (row: CsvRow): CsvRow =>
    withStatistics ? [...row, '', t.year, detail.source.name, detail.source.licence] : row;
  return {
    filename: `${t.type}-${t.code}-${t.year}.csv`,
    header: [
      'indicateur',
      'libelle',
      'valeur',
      'unite',
      ...(withStatistics ? ['statut', 'annee_reference', 'source', 'licence'] : []),
    ],
    rows: [
      [
        'population',
        detail.census
          ? `Population municipale (recensement ${detail.census.year})`
          : 'Population municipale',
        detail.population,
        'habitants',
      ],
      ['recensement', 'Année du recensement', detail.census?.year ?? null, 'année'],
      ...(detail.census?.sameAs
        ? [['meme_recensement_que', 'Même recensement que le millésime', detail.census.sameAs, '']]
        : []),
      ...changeRows('evolution_precedent', detail.change.previous, t.year),
      ...changeRows('evolution_premier', detail.change.first, t.year),
      ['rang_parent', 'Rang dans le territoire parent', detail.rank.parent?.rank ?? null, ''],
      ['part_parent', 'Part du territoire parent', detail.rank.parent?.share ?? null, 'ratio'],
      ['rang_national', 'Rang national', detail.rank.national?.rank ?? null, ''],
      ['part_nationale', 'Part nationale', detail.rank.national?.share ?? null, 'ratio'],
      ['communes', 'Nombre de communes', detail.communes, 'communes'],
      ...detail.indicators.map((i) => [i.id, i.label, i.value, i.unit]),
    ]
      .map(base)
      .concat(
        (detail.statistics ?? []).flatMap((stat) => {
          const def = INDICATORS_BY_ID.get(stat.id);
          if (!def) return [];
          const { attribution, licence } = sourceOf(def);
          return [
            [
              def.id,
              def.label,
              stat.value,
              def.unit,
              statusText(stat),
              def.referenceYear,
              attribution,
              licence,
            ],
          ];
        }),
      ),
  };
}

/** A change's two rows (habitants, ratio), labelled with both censuses and the perimeter. */
function changeRows(id: string, change: Detail['change']['previous'], year: number): CsvRow[] {
  if (!change) return [];
  const since = `Évolution depuis ${change.year}${change.census ? ` (recensement ${change.census})` : ''}, à périmètre ${year}`;
  const note = change.comparable ? '' : '\u00a0: non comparable';
  return [
    [id, `${since}${note}`, change.absolute, 'habitants'],
    [`${id}_taux`, `${since}${note}`, change.relative, 'ratio'],
  ];
}

type Children = z.infer<typeof childrenResponseSchema>;

/**
 * Every member as a CSV row; with `indicators=`, one value column per indicator (label and unit),
 * its status in words where the value is missing, and the reference years, sources and licences.
 * Rows are made as they are written (a région's communes with every indicator are 20 MB).
 */
export function membersTable(
  result: Children,
  indicators: string | undefined,
  /** The census year of the vintage's legal populations, named in the population column. */
  census?: number,
  /** Reads the members' statistics as the rows are written (service.ts's `childrenTable`). */
  cells?: CellReader,
): CsvTable {
  const withStatistics = indicators !== undefined;
  const ids = withStatistics ? resolveIndicators(indicators) : [];
  const defs = ids.map((id) => INDICATORS_BY_ID.get(id)).filter((d) => d !== undefined);
  // The same three texts on every row: made once.
  const attribution = withStatistics ? attributionCells(ids) : undefined;
  return {
    filename: `${result.parent.type}-${result.parent.code}-${result.parent.year}-${result.childType}.csv`,
    header: [
      'type',
      'code',
      'nom',
      census === undefined ? 'population' : `population (recensement ${census})`,
      'part',
      'codes_postaux',
      ...defs.flatMap((d) => [valueHeader(d), `${d.label} (statut)`]),
      ...(withStatistics ? ATTRIBUTION_HEADER : []),
    ],
    rows: memberRows(result, attribution, cells),
  };
}

type Member = Children['items'][number];
/** Members whose statistics are read together: about 2 000 cells. */
const MEMBERS_PER_READ = 32;

/**
 * The members' rows, made as they are written; with `read` (every member of a CSV), a few
 * members' statistics at a time, so that they never exist all at once.
 */
function memberRows(
  result: Children,
  attribution: string[] | undefined,
  read: CellReader | undefined,
): CsvRows {
  const row = (i: Member, statistics: readonly StatisticValue[] = []): CsvRow => {
    const cells: CsvValue[] = [
      i.type,
      i.code,
      i.name,
      i.population,
      i.share,
      i.postalCodes.join(' '),
    ];
    for (const s of statistics) cells.push(s.value, statusText(s));
    if (attribution) cells.push(...attribution);
    return cells;
  };
  if (!read) return lazyRows(result.items, (i) => row(i, i.statistics));
  const { items } = result;
  return {
    length: items.length,
    async *[Symbol.asyncIterator]() {
      for (let from = 0; from < items.length; from += MEMBERS_PER_READ) {
        const part = items.slice(from, from + MEMBERS_PER_READ);
        const statistics = await read(part.map((i) => `${i.type}:${i.code}`));
        for (const [k, item] of part.entries()) yield row(item, statistics[k]);
      }
    },
  };
}
