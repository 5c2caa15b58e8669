import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { type FieldMessages, fieldMessages } from './TextInput.messages';
import styles from './TextInput.module.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  /** Visible label, always shown (a placeholder is not a label). */
  label: ReactNode;
  /** Help shown under the label: expected format, example. Linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when set the field is marked `aria-invalid` and the message is linked to it. */
  error?: ReactNode;
  /** Overrides of the French copy. */
  messages?: Partial<FieldMessages>;
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
};

/** Joins the ids of the hint and error with any `aria-describedby` the caller gave. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A labelled single-line text field with optional hint and error message. */
export function TextInput({
  label,
  hint,
  error,
  id,
  type = 'text',
  required,
  className,
  messages,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextInputProps) {
  const m = withMessages(fieldMessages, messages);
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={hasError || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
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
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        className={styles.input}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(
          ariaDescribedBy,
          hint ? hintId : undefined,
          hasError && errorId,
        )}
      />
    </div>
  );
}
