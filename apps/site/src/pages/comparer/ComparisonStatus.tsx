import { ApiError, isTransientError } from '@epic/api-contract';
import { DataError } from '@epic/ui';
import styles from '../explore.module.css';
import type { ComparisonAddress } from './comparerAddress';

/**
 * What the Comparer says instead of a comparison, or beside it: the address's parameters that
 * cannot be used (a 7th side, a gap, a bad reference), which territories to choose, a failure to
 * retry, or (a side absent or unknown) that each side's panel says why and where to go.
 */
export function ComparisonStatus({
  address,
  error,
  onRetry,
}: {
  address: ComparisonAddress;
  /** The comparison's failed request, if it failed. */
  error: Error | null;
  onRetry: () => void;
}) {
  const { slots, compared, problems } = address;
  const general = problems.filter((problem) => problem.side === undefined);
  // A side's own problem (invalid, duplicated) is said in its panel: no invitation over it.
  const quiet = slots.some((slot) => slot.state === 'invalid') || problems.some((p) => p.side);
  return (
    <>
      {general.length > 0 && (
        <div role="alert">
          {general.map((problem) => (
            <p key={problem.param} className={styles.error}>
              {problem.message}
            </p>
          ))}
        </div>
      )}
      {compared.length < 2 && !quiet && (
        <p className={styles.message}>
          {compared.length === 1
            ? 'Choisissez le second territoire pour lancer la comparaison.'
            : 'Choisissez deux territoires (jusqu’à six), de n’importe quel niveau et millésime, pour les comparer.'}
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
