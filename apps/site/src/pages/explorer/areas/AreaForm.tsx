import { AREA_LIMITS } from '@epic/api-contract';
import { formatNumber } from '@epic/ui';
import { AreaEditor } from '@epic/ui/areas';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { areaQuery, territoryCommunesQuery, useAreaMutations } from '../../../data/areaQueries';
import { parseAreaSource } from '../../../data/areaSource';
import { toVintageYears } from '../../../data/mappers';
import { vintagesQuery } from '../../../data/queries';
import { VisualSkeleton } from '../../LazyVisuals';
import { useAddress } from '../../useAddress';
import { AreaUnknown } from './AreaUnknown';
import styles from './areas.module.css';
import { useCommuneNames } from './useCommuneNames';
import { useCommuneSearch } from './useCommuneSearch';

// The map's code, its files and values load when « Choisir sur la carte » opens only.
const AreaMapPicker = lazy(() => import('./AreaMapPicker'));

const areaHref = (id: string) => `/explorer/?area=${encodeURIComponent(id)}`;

/** A name for an area started from a territory, within the API's limit. */
const suggestedName = (name: string) => `${name} – sélection`.slice(0, AREA_LIMITS.name);

/**
 * The form of a new area (`id` null) or of a saved one; saved, it shows the area. A new area's
 * address may name a territory (`from=type:code&year=`): the form starts from its communes.
 */
export default function AreaForm({ id }: { id: string | null }) {
  const { navigate, searchParams } = useAddress();
  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  const area = useQuery({ ...areaQuery(id ?? ''), enabled: id !== null });
  const source = id === null ? parseAreaSource(searchParams) : ({ state: 'empty' } as const);
  const from = useQuery({
    ...territoryCommunesQuery(
      source.state === 'valid' ? source.value : { type: 'epci', id: '', year: undefined },
    ),
    enabled: source.state === 'valid',
  });
  // The list's names: the starting territory's, then those of the codes typed, by département.
  const typed = useCommuneNames();
  const names = useMemo(
    () => ({
      ...Object.fromEntries((from.data?.communes ?? []).map((c) => [c.code, c.name])),
      ...typed.names,
    }),
    [from.data, typed.names],
  );
  const communeSearch = useCommuneSearch();
  const { create, update } = useAreaMutations();
  const title = id === null ? 'Créer un territoire' : 'Modifier le territoire';

  if (id !== null && area.isError) {
    return <AreaUnknown error={area.error} onRetry={() => void area.refetch()} />;
  }
  const starting = source.state === 'valid' && from.isPending;
  const ready = vintages.data && (id === null ? !starting : area.data);
  const prefill = from.data && {
    name: suggestedName(from.data.parent.name),
    year: from.data.parent.year,
    communes: from.data.communes.map((c) => c.code),
  };
  const count = from.data?.communes.length ?? 0;
  return (
    <>
      <title>{`${title} – Mes territoires – Explorer – EPIC`}</title>
      <h1>{area.data ? `Modifier «\u202f${area.data.name}\u202f»` : title}</h1>
      {from.data && (
        <p className={styles.from}>
          {count > 1
            ? `Les ${formatNumber(count)} communes de ${from.data.parent.name}`
            : `La commune de ${from.data.parent.name}`}{' '}
          (millésime {from.data.parent.year}) {count > 1 ? 'sont' : 'est'} dans la liste&nbsp;:
          retirez celles à exclure, ajoutez-en d’autres, puis créez le territoire.
          {count > AREA_LIMITS.communes &&
            ` Un territoire compte au plus ${formatNumber(AREA_LIMITS.communes)} communes\u00a0: retirez-en au moins ${formatNumber(count - AREA_LIMITS.communes)}.`}
        </p>
      )}
      {(source.state === 'invalid' || from.isError) && (
        <p className={styles.from} role="alert">
          Les communes du territoire de départ n’ont pas pu être chargées&nbsp;:{' '}
          {source.state === 'invalid' ? source.message : from.error?.message} Le formulaire part
          d’une liste vide.
        </p>
      )}
      {ready ? (
        <AreaEditor
          // A new form for another area or another starting territory: its own initial values.
          key={id ?? `new-${searchParams.get('from') ?? ''}`}
          mode={id === null ? 'create' : 'edit'}
          years={[...vintages.data.years].sort((a, b) => b - a)}
          initial={area.data ?? prefill ?? { year: vintages.data.latest }}
          names={names}
          onCodesChange={typed.onCodesChange}
          communeSearch={communeSearch}
          mapPicker={(picker) => (
            <Suspense fallback={<VisualSkeleton label="Chargement de la carte…" />}>
              <AreaMapPicker {...picker} />
            </Suspense>
          )}
          maxNameLength={AREA_LIMITS.name}
          onSubmit={async (input) => {
            const saved =
              id === null
                ? await create.mutateAsync(input)
                : await update.mutateAsync({ id, input });
            navigate(areaHref(saved.id));
          }}
          onCancel={() => navigate(id === null ? '/explorer/' : areaHref(id))}
        />
      ) : vintages.isError ? (
        <p className={styles.lede}>{vintages.error.message}</p>
      ) : (
        <VisualSkeleton label="Chargement du formulaire…" />
      )}
    </>
  );
}
