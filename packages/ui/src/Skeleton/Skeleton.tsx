import styles from './Skeleton.module.css';

export interface SkeletonLineProps {
  /**
   * `line` for a label or a line of text, `value` for a large figure, `title` for a page title.
   * @default 'line'
   */
  size?: 'line' | 'value' | 'title';
  /** Width of the bar (any CSS length or percentage); each size has its own default. */
  width?: string;
}

/**
 * A placeholder bar shown where text will appear once loaded (page titles, cards of key figures,
 * indicators). Hidden from assistive technologies: the loading state is announced by its container.
 */
export function SkeletonLine({ size = 'line', width }: SkeletonLineProps) {
  return (
    <span
      className={styles.line}
      data-size={size}
      aria-hidden="true"
      style={width ? { width } : undefined}
    />
  );
}
