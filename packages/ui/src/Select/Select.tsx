import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { withMessages } from '../messages';
import { describedBy } from '../TextInput/TextInput';
import { type FieldMessages, fieldMessages } from '../TextInput/TextInput.messages';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Select.module.css';

export type SelectOption = {
  /** Submitted value. */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
};

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple'> & {
  /** Visible label, always shown. */
  label: ReactNode;
  /** Help shown under the label. Linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when set the field is marked `aria-invalid` and the message is linked to it. */
  error?: ReactNode;
  /** The choices; or pass `<option>`/`<optgroup>` elements as children instead. */
  options?: readonly SelectOption[];
  /** Text of a first empty option (value ""), e.g. "Choisir une année". */
  placeholderOption?: string;
  /** Overrides of the French copy. */
  messages?: Partial<FieldMessages>;
  /** Ref to the `<select>` element. */
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native drop-down list (keyboard, screen reader and mobile pickers for free). */
export function Select({
  label,
  hint,
  error,
  options,
  placeholderOption,
  children,
  id,
  required,
  className,
  messages,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const m = withMessages(fieldMessages, messages);
  const generated = useId();
  const selectId = id ?? `${generated}-select`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={hasError || undefined}
    >
      <label className={styles.label} htmlFor={selectId}>
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
      <span className={styles.control}>
        <select
          {...rest}
          id={selectId}
          required={required}
          className={styles.select}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(
            ariaDescribedBy,
            hint ? hintId : undefined,
            hasError && errorId,
          )}
        >
          {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      </span>
    </div>
  );
}
