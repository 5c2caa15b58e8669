import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy } from '../Field/Field';
import { type FieldMessages, fieldMessages } from '../Field/Field.messages';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Checkbox.module.css';

/** What a check box and a radio button share: a label that holds the input, hint, error. */
export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** Visible label; the whole label (with the box) is the touch target, at least 44 px high. */
  label: ReactNode;
  /** Help under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when set the input is marked `aria-invalid` and the message linked to it. */
  error?: ReactNode;
  /** Overrides of the French copy. */
  messages?: Partial<FieldMessages>;
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
};

/** The markup of `Checkbox` and `Radio`: one look, one set of states. */
export function Choice({
  type,
  label,
  hint,
  error,
  id,
  required,
  className,
  messages,
  'aria-describedby': own,
  'aria-invalid': invalid,
  markRequired = true,
  ...rest
}: ChoiceProps & {
  type: 'checkbox' | 'radio';
  /** Whether « (obligatoire) » follows the label; a radio group says it once, in its legend. */
  markRequired?: boolean;
}) {
  const m = withMessages(fieldMessages, messages);
  const generated = useId();
  const inputId = id ?? `${generated}-${type}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-invalid={hasError || undefined}
    >
      <label className={styles.target} htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type={type}
          required={required}
          className={styles.input}
          aria-invalid={hasError || invalid || undefined}
          aria-describedby={describedBy(own, hint ? hintId : undefined, hasError && errorId)}
        />
        <span className={styles.label}>
          {label}
          {required && markRequired && (
            <>
              {' '}
              <span className={styles.required}>{m.required}</span>
            </>
          )}
        </span>
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
    </div>
  );
}

export type CheckboxProps = ChoiceProps;

/**
 * A native check box with its label, optional hint and error. Controlled (`checked` +
 * `onChange`) or not (`defaultChecked`), like any `<input>`.
 */
export function Checkbox(props: CheckboxProps) {
  return <Choice {...props} type="checkbox" />;
}
