import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './FieldNotes.module.css';

/** Whether a control shows an error: `false`, `null` and `undefined` show none. */
export const hasFieldError = (error: ReactNode): boolean =>
  error !== undefined && error !== null && error !== false;

/** Joins the ids given, or `undefined` when there is none (no empty `aria-describedby`). */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

type Notes = { hint?: ReactNode; error?: ReactNode };

/**
 * What a control (a field, a check box, a radio group) needs for its hint and error: its id
 * (`id` if given), whether it shows an error, its `aria-describedby` after the caller's own ids,
 * and the props of its `FieldNotes`.
 */
export function useFieldNotes(id: string | undefined, kind: string, { hint, error }: Notes) {
  const generated = useId();
  const controlId = id ?? `${generated}-${kind}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = hasFieldError(error);
  return {
    controlId,
    hasError,
    describedBy: (own?: string) => describedBy(own, hint ? hintId : undefined, hasError && errorId),
    notes: { hint, hintId, error, errorId },
  };
}

/**
 * The hint and error lines under a control's label, with the ids its `aria-describedby` points
 * at (`useFieldNotes`); the error is prefixed for screen readers. `className` places them
 * (margins), the look is shared.
 */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
  errorPrefix,
  className,
}: ReturnType<typeof useFieldNotes>['notes'] & { errorPrefix: string; className?: string }) {
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

/** « (obligatoire) » after a label or a legend, when `required`. */
export function RequiredMark({ required, text }: { required: boolean | undefined; text: string }) {
  if (!required) return null;
  return (
    <>
      {' '}
      <span className={styles.required}>{text}</span>
    </>
  );
}
