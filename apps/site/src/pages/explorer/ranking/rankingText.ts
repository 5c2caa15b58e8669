import type { IndicatorValuesResponse } from '@epic/api-contract';
import { formatNumber, formatOrdinal } from '@epic/ui';
import type { RankingLevel, RankingParams } from '../../../data/rankingParams';

/** The French copy of the ranking screen that depends on its data. */

/** Plural names of the levels, and whether the noun is feminine. */
export const levelNouns: Record<RankingLevel, { plural: string; feminine: boolean }> = {
  region: { plural: 'régions', feminine: true },
  departement: { plural: 'départements', feminine: false },
  epci: { plural: 'intercommunalités', feminine: true },
  commune: { plural: 'communes', feminine: true },
  ze: { plural: 'zones d’emploi', feminine: true },
  aav: { plural: 'aires d’attraction des villes', feminine: true },
  uu: { plural: 'unités urbaines', feminine: true },
  bv: { plural: 'bassins de vie', feminine: false },
};

/** The options of the level select: "Communes"… */
export const levelOptions = (
  ['commune', 'epci', 'departement', 'region', 'ze', 'aav', 'uu', 'bv'] as const
).map((level) => ({
  value: level,
  label:
    level === 'epci'
      ? 'Intercommunalités (EPCI)'
      : `${levelNouns[level].plural.charAt(0).toUpperCase()}${levelNouns[level].plural.slice(1)}`,
}));

const parentNouns: Record<RankingLevel, string> = {
  region: 'région',
  departement: 'département',
  epci: 'intercommunalité',
  commune: 'commune',
  ze: 'zone d’emploi',
  aav: 'aire d’attraction des villes',
  uu: 'unité urbaine',
  bv: 'bassin de vie',
};

/** "Loire (département 42)". */
export const parentText = (parent: NonNullable<IndicatorValuesResponse['parent']>) =>
  `${parent.name} (${parentNouns[parent.type as RankingLevel] ?? parent.type} ${parent.code})`;

/** The caption: "Classement des communes, Loire (département 42)\u00a0: Densité…, millésime 2024". */
export function rankingCaption(
  params: RankingParams,
  response: Pick<IndicatorValuesResponse, 'indicator' | 'parent' | 'year'> | undefined,
  year: number,
): string {
  const where = response?.parent ? parentText(response.parent) : 'France entière';
  const what = response?.indicator.label ?? '';
  return `Classement des ${levelNouns[params.level].plural}, ${where}${what ? `\u00a0: ${what}` : ''}, millésime ${year}`;
}

/** Where the current territory stands: "Saint-Étienne\u00a0: 14ᵉ sur 34 950 communes classées". */
export function currentText(
  name: string,
  rank: number | null,
  ranked: number,
  level: RankingLevel,
): string {
  const { plural, feminine } = levelNouns[level];
  if (rank === null)
    return `${name}\u00a0: sans valeur pour cet indicateur, non classé${feminine ? 'e' : ''}.`;
  return `${name}\u00a0: ${formatOrdinal(rank, feminine ? 'f' : 'm')} sur ${formatNumber(ranked)} ${plural} classé${feminine ? 'e' : ''}s.`;
}
