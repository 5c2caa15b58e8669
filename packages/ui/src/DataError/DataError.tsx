import type { ReactNode } from 'react';
import { Button } from '../Button';
import styles from './DataError.module.css';

export type DataErrorProps = {
  /** What failed, in French. */
  message: string;
  /** Label of the retry button. */
  retryLabel: string;
  /** Shows the retry button when given (and the error is transient). */
  onRetry?: () => void;
  /**
   * Whether trying again may help (network failure, timeout, server error). A 400 or 404 gives the
   * same answer every time: no retry button for those. @default true
   */
  transient?: boolean;
  /** Further content under the message (e.g. links to go elsewhere). */
  children?: ReactNode;
};

/**
 * The error state of the data components: an alert with the message, optional content, and a retry
 * button for transient errors only.
 */
export function DataError({
  message,
  retryLabel,
  onRetry,
  transient = true,
  children,
}: DataErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{message}</p>
      {children}
      {onRetry && transient && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
