import { AREA_LIMITS, isTransientError } from '@epic/api-contract';
import { AreaList } from '@epic/ui/areas';
import { useQuery } from '@tanstack/react-query';
import { areasApi, areasQuery, useAreaMutations } from '../../../data/areaQueries';
import { RouterLink } from '../../../RouterLink';
import styles from './areas.module.css';

/** The Explorer's start state: the user's own areas, and the way to create one. */
export default function MyAreas() {
  const list = useQuery(areasQuery());
  const { remove } = useAreaMutations();
  return (
    <section className={styles.section} aria-labelledby="mes-territoires">
      <h2 id="mes-territoires">Mes territoires</h2>
      <AreaList
        areas={list.data?.areas ?? null}
        limit={list.data?.limits.areas ?? AREA_LIMITS.areas}
        loading={list.isPending}
        error={list.isError ? list.error.message : false}
        errorTransient={isTransientError(list.error)}
        onRetry={() => void list.refetch()}
        hrefFor={(area) => `/explorer/?area=${encodeURIComponent(area.id)}`}
        editHrefFor={(area) => `/explorer/?area=${encodeURIComponent(area.id)}&edit=1`}
        createHref="/explorer/?area=new"
        onDelete={(area) => remove.mutateAsync(area.id)}
        onExport={(area) => areasApi.get(area.id)}
        linkComponent={RouterLink}
      />
    </section>
  );
}
