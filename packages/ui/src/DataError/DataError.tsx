import styles from './DataError.module.css';

export type DataErrorProps = {
  /** What failed, in French. */
  message: string;
  /** Label of the retry button. */
  retryLabel: string;
  /** Shows the retry button when given. */
  onRetry?: () => void;
};

/** The error state of the data components: an alert with the message and an optional retry. */
export function DataError({ message, retryLabel, onRetry }: DataErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
