import { lazy, Suspense } from 'react';
import { VisualSkeleton } from '../../LazyVisuals';
import { useAddress } from '../../useAddress';
import { AreaUnknown } from './AreaUnknown';

// Each screen in a chunk of its own: the Explorer's route chunk then lists this small module's
// files only, not those of the forms, tables and cards it leads to.
const MyAreas = lazy(() => import('./MyAreas'));
const AreaForm = lazy(() => import('./AreaForm'));
const AreaView = lazy(() => import('./AreaView'));

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
