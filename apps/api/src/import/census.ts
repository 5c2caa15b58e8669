/**
 * The census behind a vintage's legal populations, read from its package's README, which names
 * the INSEE publication the populations come from. Not assumed from the vintage year: the packages
 * lag (vintage 2021 carries the 2019 census, not 2018's) and repeat one (2022 and 2023).
 */
/**
 * INSEE's « Populations légales » publications by page id, and the census year (date of
 * reference, 1 January) of the populations they publish.
 */
export const LEGAL_POPULATION_PUBLICATIONS: Readonly<Record<string, number>> = {
  '3677855': 2016,
  '6011070': 2019,
  '6683035': 2020,
  '7739582': 2021,
  '8290591': 2022,
  '8680726': 2023,
};

export interface VintageCensus {
  year: number;
  /** The INSEE page the package cites. */
  url: string;
}

const LINK = /\[Population légale\]\((https:\/\/www\.insee\.fr\/fr\/statistiques\/(\d+)[^)\s]*)\)/;

/** The census named by a package README's « Population légale » link, or null if unknown. */
export function censusFromReadme(readme: string): VintageCensus | null {
  const match = LINK.exec(readme);
  const id = match?.[2];
  const year = id === undefined ? undefined : LEGAL_POPULATION_PUBLICATIONS[id];
  if (!match || year === undefined) return null;
  return { year, url: (match[1] as string).split('?')[0] as string };
}
