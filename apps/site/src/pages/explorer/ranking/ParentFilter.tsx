import type { IndicatorValuesResponse } from '@epic/api-contract';
import { ButtonLink } from '@epic/ui';
import type { RankingLevel, RankingParent } from '../../../data/rankingParams';
import { RouterLink } from '../../../RouterLink';
import styles from './RankingView.module.css';
import { parentText } from './rankingText';

/** Which territories filter a ranking of each level, as the search above offers them. */
const hints: Record<RankingLevel, string> = {
  region: 'Pour situer une région, recherchez-la ci-dessus.',
  departement:
    'Pour filtrer le classement, recherchez ci-dessus une région\u00a0; pour y situer un département, recherchez-le.',
  epci: 'Pour filtrer le classement, recherchez ci-dessus une région ou un département\u00a0; pour y situer une intercommunalité, recherchez-la.',
  commune:
    'Pour filtrer le classement, recherchez ci-dessus une région, un département, une intercommunalité ou une zone d’étude\u00a0; pour y situer une commune, recherchez-la.',
  ze: 'Pour filtrer le classement, recherchez ci-dessus une région ou un département\u00a0; pour y situer une zone d’emploi, recherchez-la.',
  aav: 'Pour filtrer le classement, recherchez ci-dessus une région ou un département\u00a0; pour y situer une aire d’attraction des villes, recherchez-la.',
  uu: 'Pour filtrer le classement, recherchez ci-dessus une région ou un département\u00a0; pour y situer une unité urbaine, recherchez-la.',
  bv: 'Pour filtrer le classement, recherchez ci-dessus une région ou un département\u00a0; pour y situer un bassin de vie, recherchez-le.',
};

/**
 * The ranking's parent filter: the one in force, with a link that removes it, or how to set one
 * (the Explorer's territory search above: a territory containing the level filters the ranking).
 */
export function ParentFilter({
  level,
  parent,
  shown,
  withoutHref,
}: {
  level: RankingLevel;
  /** The filter asked for in the address. */
  parent: RankingParent | null;
  /** The filter as the API named it (once answered). */
  shown: IndicatorValuesResponse['parent'] | undefined;
  /** The ranking's address without the filter. */
  withoutHref: string;
}) {
  if (!parent) return <p className={styles.hint}>{hints[level]}</p>;
  return (
    <p className={styles.filter}>
      <span>
        Filtre&nbsp;: <strong>{shown ? parentText(shown) : `${parent.type}:${parent.code}`}</strong>
      </span>
      <ButtonLink href={withoutHref} linkComponent={RouterLink} variant="tertiary" size="sm">
        Retirer le filtre
      </ButtonLink>
    </p>
  );
}
