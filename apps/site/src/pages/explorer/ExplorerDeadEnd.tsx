import { ApiError } from '@epic/api-contract';
import { DataError } from '@epic/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { type ParsedSide, type TerritoryParams, territoryInYearHref } from '../../data/params';
import styles from '../explore.module.css';

const searchHref = '/explorer/';

type ProblemProps = ComponentProps<typeof import('../DeadEnd').TerritoryProblem>;

/** Said when the explanation's own code cannot load either (the server is out of reach). */
function PlainProblem({ error, onRetry }: ProblemProps) {
  return (
    <DataError
      message={
        error instanceof ApiError
          ? error.message
          : 'Les données de ce territoire n’ont pas pu être chargées. Vérifiez votre connexion.'
      }
      retryLabel="Réessayer"
      onRetry={onRetry}
    />
  );
}

// Only a failed territory needs its explanation (absent from the vintage, unknown code): its code
// (the lineage's links) stays out of the route chunk.
const TerritoryProblem = lazy(() =>
  import('../DeadEnd').then(
    (m) => ({ default: m.TerritoryProblem }),
    () => ({ default: PlainProblem }),
  ),
);

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
    <Suspense fallback={null}>
      <TerritoryProblem
        territory={side}
        year={year}
        error={error}
        hrefFor={territoryInYearHref}
        onRetry={onRetry}
        searchHref={searchHref}
      />
    </Suspense>
  );
}
