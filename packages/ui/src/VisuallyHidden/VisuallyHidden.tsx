import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps = {
  /** Text read by assistive technology but not shown. */
  children: ReactNode;
};

/** Hides content visually while keeping it in the accessibility tree (captions, extra context). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={styles.hidden}>{children}</span>;
}
