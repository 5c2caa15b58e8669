import type { IndicatorValuesResponse } from '@epic/api-contract';
import { ButtonLink, type TerritoryOption, TerritoryPicker } from '@epic/ui';
import {
  RANKING_PARENT_LEVELS,
  type RankingLevel,
  type RankingParent,
} from '../../../data/rankingParams';
import { RouterLink } from '../../../RouterLink';
import { useTerritorySearch } from '../../useTerritorySearch';
import styles from './RankingView.module.css';
import { parentText } from './rankingText';

const messages = {
  level: 'Niveau du filtre',
  search: 'Filtrer par territoire',
  hint: 'Région, département ou intercommunalité\u00a0: nom ou code',
};

/**
 * The ranking's parent filter: the Explorer's territory search, restricted to the levels that
 * contain the ranked one; the filter in force, with a link that removes it.
 */
export function ParentFilter({
  level,
  year,
  parent,
  shown,
  withoutHref,
  onChoose,
}: {
  level: RankingLevel;
  year: number | undefined;
  /** The filter asked for in the address. */
  parent: RankingParent | null;
  /** The filter as the API named it (once answered). */
  shown: IndicatorValuesResponse['parent'] | undefined;
  /** The ranking's address without the filter. */
  withoutHref: string;
  onChoose: (parent: RankingParent) => void;
}) {
  const levels = RANKING_PARENT_LEVELS[level];
  const search = useTerritorySearch(
    year,
    levels.includes('departement') ? 'departement' : levels[0],
  );
  if (levels.length === 0) return null;
  const choose = (option: TerritoryOption) => {
    if ((levels as readonly string[]).includes(option.type)) {
      onChoose({ type: option.type as RankingLevel, code: option.code });
    }
  };
  return (
    <div className={styles.parent}>
      <TerritoryPicker {...search} levels={levels} onSelect={choose} messages={messages} />
      {parent && (
        <p className={styles.filter}>
          <span>
            Filtre&nbsp;:{' '}
            <strong>{shown ? parentText(shown) : `${parent.type}\u00a0${parent.code}`}</strong>
          </span>
          <ButtonLink href={withoutHref} linkComponent={RouterLink} variant="tertiary" size="sm">
            Retirer le filtre
          </ButtonLink>
        </p>
      )}
    </div>
  );
}
