import { ApiError } from '@epic/api-contract';
import { DataError } from '@epic/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import styles from '../../explore.module.css';
import { VisualSkeleton } from '../../LazyVisuals';
import { useAddress } from '../../useAddress';

// Each screen in a chunk of its own: the Explorer's route chunk then lists this small module's
// files only, not those of the forms, tables and cards it leads to.
const MyAreas = lazy(() => import('./MyAreas'));
const AreaForm = lazy(() => import('./AreaForm'));
const AreaView = lazy(() => import('./AreaView'));

// Shared by the screens (their chunks import it from here, with the entry they come through).
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

/** The ids the API gives (and accepts): anything else is a broken address, said at once. */
const AREA_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * « Mes territoires » in the Explorer. `start`: the user's list in the start state. `area`: the
 * screen `/explorer/?area=…` asks for: `new` (the form of a new area), an id (the area), an id
 * with `edit=1` (its form).
 */
export default function Areas({ view }: { view: 'start' | 'area' }) {
  const { searchParams } = useAddress();
  if (view === 'start') {
    return (
      <Suspense fallback={null}>
        <MyAreas />
      </Suspense>
    );
  }
  const id = searchParams.get('area')?.trim() ?? '';
  if (id !== 'new' && !AREA_ID.test(id)) return <AreaUnknown />;
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement du territoire…" />}>
      {id === 'new' ? (
        <AreaForm id={null} />
      ) : searchParams.get('edit') === '1' ? (
        <AreaForm id={id} />
      ) : (
        <AreaView id={id} />
      )}
    </Suspense>
  );
}
