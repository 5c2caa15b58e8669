import { ApiError } from '@epic/api-contract';
import { DataError } from '@epic/ui';
import { Link } from 'react-router';
import styles from '../../explore.module.css';

// Shared by the screens: Areas imports it statically, so their chunks find it already loaded.
/**
 * An area the user cannot see: an unknown id, another account's (the API answers both with 404,
 * on purpose the same), or a malformed address; any other failure with a retry.
 */
export function AreaUnknown({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <title>Mes territoires – Explorer – EPIC</title>
        <h1>Territoire indisponible</h1>
        <DataError
          message={
            error instanceof ApiError
              ? error.message
              : 'Ce territoire n’a pas pu être chargé. Vérifiez votre connexion.'
          }
          retryLabel="Réessayer"
          {...(onRetry ? { onRetry } : {})}
        />
      </>
    );
  }
  return (
    <>
      <title>Territoire introuvable – Explorer – EPIC</title>
      <h1>Territoire introuvable</h1>
      <div className={styles.error}>
        <p>
          Ce territoire n’existe pas ou n’est pas l’un des vôtres&nbsp;: un territoire de projet
          n’est visible que par le compte qui l’a créé. Vérifiez le lien, ou connectez-vous avec le
          compte qui l’a créé.
        </p>
        <p>
          <Link to="/explorer/">Retour à l’Explorer et à vos territoires</Link>
        </p>
      </div>
    </>
  );
}
