import type { ReactNode } from 'react';
import { formatNumber, formatOrdinal, formatPercent } from '../format';
import { nameWithCode } from '../territory/format';
import type { Census, TerritoryType } from '../territory/types';
import type { KeyFiguresData, KeyFiguresProps } from './KeyFigures';
import type { KeyFiguresMessages } from './KeyFigures.messages';
import { ChangeValue, changeDetail } from './KeyFiguresChange';

/** One card: its label, value, an optional detail line and ranking link. */
export type KeyFigure = {
  key: string;
  label: string;
  value: ReactNode;
  detail?: string | undefined;
  href?: string | undefined;
};

/** Grammatical gender of each level's noun ("1ʳᵉ commune", "1ᵉʳ département"). */
const genders: Record<TerritoryType, 'm' | 'f'> = {
  commune: 'f',
  epci: 'f',
  departement: 'm',
  region: 'f',
  arrondissement: 'm',
  ze: 'f',
  aav: 'f',
  uu: 'f',
  bv: 'm',
};

/** French ordinal agreeing with the level's noun: "1ʳᵉ" (commune), "1ᵉʳ" (département), "14ᵉ". */
export function ordinal(rank: number, type?: TerritoryType): string {
  return formatOrdinal(rank, type ? genders[type] : 'm');
}

/**
 * The census under the population: its year, or the vintage whose census it repeats, and whether
 * it leaves out communes merged since.
 */
function censusDetail(census: Census | null | undefined, m: KeyFiguresMessages) {
  if (!census) return undefined;
  const text =
    census.sameAs === null ? m.census(census.year) : m.sameCensus(census.sameAs, census.year);
  return census.incomplete ? `${text}\u202f; ${m.incompleteCensus}` : text;
}

/**
 * The cards of a vintage where the territory exists, in order: population, changes, ranks,
 * communes, chef-lieu (each only where it makes sense for the level).
 */
export function keyFigureList(
  data: KeyFiguresData,
  m: KeyFiguresMessages,
  rankingHrefs: KeyFiguresProps['rankingHrefs'],
): KeyFigure[] {
  const figures: KeyFigure[] = [
    {
      key: 'population',
      label: m.population,
      value: data.population === null ? m.noValue : m.inhabitants(formatNumber(data.population)),
      detail: censusDetail(data.census, m),
    },
  ];
  for (const [key, change] of [
    ['previous', data.changePrevious],
    ['first', data.changeFirst],
  ] as const) {
    if (change) {
      figures.push({
        key,
        label: m.changeSince(change.year, change.census),
        value: <ChangeValue change={change} m={m} />,
        detail: changeDetail(change, data.year, m),
      });
    }
  }
  if (data.rankParent) {
    const { rank, of, share, parent } = data.rankParent;
    figures.push({
      key: 'rankParent',
      label: m.rankIn(parent),
      value: m.rankOf(ordinal(rank, data.territory.type), formatNumber(of), data.territory.type),
      detail: m.shareOf(formatPercent(share), parent),
      href: rankingHrefs?.parent,
    });
  }
  if (data.rankNational) {
    const { rank, of, share } = data.rankNational;
    figures.push({
      key: 'rankNational',
      label: m.rankNational,
      value: m.rankOf(ordinal(rank, data.territory.type), formatNumber(of), data.territory.type),
      detail: m.shareNational(formatPercent(share)),
      href: rankingHrefs?.national,
    });
  }
  // A commune has no member communes: the figure is left out ("sans objet"); for the other levels
  // a missing count reads "Non disponible".
  if (data.territory.type !== 'commune' && data.territory.type !== 'arrondissement') {
    figures.push({
      key: 'communes',
      label: m.communes,
      value: data.communes === null ? m.noValue : m.communesValue(formatNumber(data.communes)),
    });
  }
  if (data.chefLieu) {
    figures.push({
      key: 'chefLieu',
      label: m.chefLieu,
      value: nameWithCode(data.chefLieu.name, data.chefLieu.code),
    });
  }

  return figures;
}
