import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './FieldNotes.module.css';

/** Whether a control shows an error: `false`, `null` and `undefined` show none. */
export const hasFieldError = (error: ReactNode): boolean =>
  error !== undefined && error !== null && error !== false;

/** The ids of a control and of its notes (`id` if given), and whether it shows an error. */
export function useFieldIds(id: string | undefined, kind: string, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? `${generated}-${kind}`;
  return {
    controlId,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
    hasError: hasFieldError(error),
  };
}

/**
 * The hint and error lines under a control's label (a field, a check box, a radio group), with
 * the ids its `aria-describedby` points at; the error is prefixed for screen readers. `className`
 * places them (margins), the look is shared.
 */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
  errorPrefix,
  className,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  errorPrefix: string;
  className?: string;
}) {
  const placed = (look: string | undefined) => (className ? `${look} ${className}` : look);
  return (
    <>
      {hint && (
        <p className={placed(styles.hint)} id={hintId}>
          {hint}
        </p>
      )}
      {hasFieldError(error) && (
        <p className={placed(styles.error)} id={errorId}>
          <VisuallyHidden>{errorPrefix}</VisuallyHidden> {error}
        </p>
      )}
    </>
  );
}
