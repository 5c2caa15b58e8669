import { SkeletonLine } from '@epic/ui';
import styles from './PageSkeleton.module.css';

/** Shown while a route's code loads: the page's shape, announced politely. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.label}>Chargement de la page…</span>
      <SkeletonLine size="title" />
      <SkeletonLine width="100%" />
      <SkeletonLine width="100%" />
      <SkeletonLine width="40%" />
    </div>
  );
}
