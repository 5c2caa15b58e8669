import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps = {
  /** Texte lu par les technologies d’assistance, mais non affiché. */
  children: ReactNode;
};

/** Hides content visually while keeping it in the accessibility tree (captions, extra context). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={styles.hidden}>{children}</span>;
}
