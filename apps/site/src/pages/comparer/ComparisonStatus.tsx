import { ApiError, isTransientError } from '@epic/api-contract';
import { DataError } from '@epic/ui';
import type { ParsedSide, TerritoryParams } from '../../data/params';
import styles from '../explore.module.css';

/**
 * What the Comparer says instead of a comparison: which territories to choose, a failure to retry,
 * or (a side absent or unknown) that each side's panel says why and where to go.
 */
export function ComparisonStatus({
  left,
  right,
  a,
  b,
  error,
  onRetry,
}: {
  left: ParsedSide;
  right: ParsedSide;
  a: TerritoryParams | null;
  b: TerritoryParams | null;
  /** The comparison's failed request, if it failed. */
  error: Error | null;
  onRetry: () => void;
}) {
  return (
    <>
      {(!a || !b) && left.state !== 'invalid' && right.state !== 'invalid' && (
        <p className={styles.message}>
          {a || b
            ? 'Choisissez le second territoire pour lancer la comparaison.'
            : 'Choisissez deux territoires, de n’importe quel niveau et millésime, pour les comparer.'}
        </p>
      )}
      {error &&
        (isTransientError(error) ? (
          <DataError
            message={
              error instanceof ApiError
                ? error.message
                : 'La comparaison n’a pas pu être chargée. Vérifiez votre connexion.'
            }
            retryLabel="Réessayer"
            onRetry={onRetry}
          />
        ) : (
          // A side absent from its vintage or unknown: each side says why and where to go.
          <p className={styles.message}>
            La comparaison s’affichera dès que chaque territoire existe dans le millésime
            choisi&nbsp;: suivez les liens proposés ci-dessus.
          </p>
        ))}
    </>
  );
}
