import { type ReactNode, useId } from 'react';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { type FieldMessages, fieldMessages } from './Field.messages';
import styles from './Field.module.css';

/** Class of a control's box (border, size, states), for the control a field wraps. */
export const fieldBoxClass = styles.box;

/** Joins the ids of the hint and error with any `aria-describedby` the caller gave. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** What a field gives the control it wraps. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** Id of the control; generated when absent. */
  id: string | undefined;
  /** Suffix of the generated id ("input", "select"). */
  kind: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  /** The caller's own `aria-describedby`, kept first. */
  describedBy?: string | undefined;
  messages?: Partial<FieldMessages> | undefined;
  children: (control: FieldControl) => ReactNode;
};

/**
 * The layout shared by TextInput and Select: label (with « obligatoire »), hint, error (above the
 * control, announced through `aria-describedby`), then the control itself.
 */
export function Field({
  id,
  kind,
  label,
  hint,
  error,
  required,
  className,
  describedBy: own,
  messages,
  children,
}: FieldProps) {
  const m = withMessages(fieldMessages, messages);
  const generated = useId();
  const controlId = id ?? `${generated}-${kind}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={hasError || undefined}
    >
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <>
            {' '}
            <span className={styles.required}>{m.required}</span>
          </>
        )}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {hasError && (
        <p className={styles.error} id={errorId}>
          <VisuallyHidden>{m.errorPrefix}</VisuallyHidden> {error}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': hasError || undefined,
        'aria-describedby': describedBy(own, hint ? hintId : undefined, hasError && errorId),
      })}
    </div>
  );
}
