import styles from './Skeleton.module.css';

export interface SkeletonLineProps {
  /** `line` for a label or a line of text, `value` for a large figure. @default 'line' */
  size?: 'line' | 'value';
}

/**
 * A placeholder bar shown where text will appear once loaded (cards of key figures, indicators).
 * Hidden from assistive technologies: the loading state is announced by its container.
 */
export function SkeletonLine({ size = 'line' }: SkeletonLineProps) {
  return <span className={styles.line} data-size={size} aria-hidden="true" />;
}
