import { Link } from 'react-router';
import { type ParsedSide, type TerritoryParams, territoryInYearHref } from '../../data/params';
import { TerritoryProblem } from '../DeadEnd';
import styles from '../explore.module.css';

const searchHref = '/explorer/';

/**
 * Why the Explorer cannot show a territory, with the ways out: a malformed address (back to the
 * search), or the territory's own problem (absent from the vintage, unknown code, failure).
 */
export function ExplorerDeadEnd({
  parsed,
  side,
  year,
  error,
  onRetry,
}: {
  parsed: ParsedSide;
  side: TerritoryParams | null;
  year: number | undefined;
  /** The territory's failed request, if it failed. */
  error: Error | null;
  onRetry: () => void;
}) {
  if (parsed.state === 'invalid') {
    return (
      <div className={styles.error} role="alert">
        <p>{parsed.message}</p>
        <p>
          <Link to={searchHref}>Recommencer avec la recherche</Link>
        </p>
      </div>
    );
  }
  if (!side || !error || year === undefined) return null;
  return (
    <TerritoryProblem
      territory={side}
      year={year}
      error={error}
      hrefFor={territoryInYearHref}
      onRetry={onRetry}
      searchHref={searchHref}
    />
  );
}
