import { ApiError, absentDetailsOf, isTransientError } from '@epic/api-contract';
import {
  AbsentTerritory,
  Button,
  DataError,
  type TerritoryInYear,
  type TerritoryType,
} from '@epic/ui';
import { Link } from 'react-router';
import { auth } from '../auth';
import { RouterLink } from '../RouterLink';

/**
 * Why a territory cannot be shown, never as a dead end: absent from the vintage (links to the
 * vintages where it exists, to the commune it merged into or the communes it came from), unknown
 * code ("Aucune commune n’a le code 99999."), or a transient failure (only then "Réessayer").
 */
export function TerritoryProblem({
  territory,
  year,
  error,
  onlyUnknownCode = false,
  hrefFor,
  onRetry,
  searchHref,
}: {
  territory: { type: TerritoryType; id: string };
  /** The vintage asked for. */
  year: number;
  error: unknown;
  /** Say nothing unless the code is unknown (the vintage was not really asked for). */
  onlyUnknownCode?: boolean;
  /** The same screen with this territory replaced by another one, or by itself in another year. */
  hrefFor: (territory: TerritoryInYear) => string;
  onRetry: () => void;
  /** Where to search for another territory, offered when the code is unknown. */
  searchHref?: string;
}) {
  const absent = absentDetailsOf(error);
  const apiError = error instanceof ApiError ? error : null;
  if (onlyUnknownCode && apiError?.code !== 'TERRITORY_NOT_FOUND') return null;
  if (absent) {
    return (
      <div role="alert">
        <AbsentTerritory
          territory={{
            type: territory.type,
            code: territory.id,
            name: absent.name || territory.id,
          }}
          year={year}
          existingYears={absent.exists}
          successors={absent.successors}
          predecessors={absent.predecessors}
          hrefFor={hrefFor}
          linkComponent={RouterLink}
        />
      </div>
    );
  }
  const transient = isTransientError(error);
  return (
    <DataError
      message={
        apiError?.message ??
        'Les données de ce territoire n’ont pas pu être chargées. Vérifiez votre connexion.'
      }
      retryLabel="Réessayer"
      onRetry={onRetry}
      transient={transient}
    >
      {apiError?.status === 401 && (
        <Button
          onClick={() =>
            void auth.startSignIn(`${window.location.pathname}${window.location.search}`)
          }
        >
          Se reconnecter
        </Button>
      )}
      {!transient && apiError?.status !== 401 && searchHref && (
        <p>
          <Link to={searchHref}>Chercher un autre territoire</Link>
        </p>
      )}
    </DataError>
  );
}
