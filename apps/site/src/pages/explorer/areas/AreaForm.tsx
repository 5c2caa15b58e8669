import { AREA_LIMITS } from '@epic/api-contract';
import { AreaEditor } from '@epic/ui/areas';
import { useQuery } from '@tanstack/react-query';
import { areaQuery, useAreaMutations } from '../../../data/areaQueries';
import { toVintageYears } from '../../../data/mappers';
import { vintagesQuery } from '../../../data/queries';
import { VisualSkeleton } from '../../LazyVisuals';
import { useAddress } from '../../useAddress';
import { AreaUnknown } from './Areas';
import styles from './areas.module.css';

const areaHref = (id: string) => `/explorer/?area=${encodeURIComponent(id)}`;

/** The form of a new area (`id` null) or of a saved one; saved, it shows the area. */
export default function AreaForm({ id }: { id: string | null }) {
  const { navigate } = useAddress();
  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  const area = useQuery({ ...areaQuery(id ?? ''), enabled: id !== null });
  const { create, update } = useAreaMutations();
  const title = id === null ? 'Créer un territoire' : 'Modifier le territoire';

  if (id !== null && area.isError) {
    return <AreaUnknown error={area.error} onRetry={() => void area.refetch()} />;
  }
  const ready = vintages.data && (id === null || area.data);
  return (
    <>
      <title>{`${title} – Mes territoires – Explorer – EPIC`}</title>
      <h1>{area.data ? `Modifier «\u202f${area.data.name}\u202f»` : title}</h1>
      {ready ? (
        <AreaEditor
          // A new form for another area: its own initial values.
          key={id ?? 'new'}
          mode={id === null ? 'create' : 'edit'}
          years={[...vintages.data.years].sort((a, b) => b - a)}
          initial={area.data ?? { year: vintages.data.latest }}
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
