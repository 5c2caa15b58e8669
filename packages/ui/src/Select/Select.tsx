import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, fieldBoxClass } from '../Field/Field';
import type { FieldMessages } from '../Field/Field.messages';
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
  return (
    <Field
      id={id}
      kind="select"
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      describedBy={ariaDescribedBy}
      messages={messages}
    >
      {(control) => (
        <span className={styles.control}>
          <select
            {...rest}
            {...control}
            required={required}
            className={`${fieldBoxClass} ${styles.select}`}
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
      )}
    </Field>
  );
}
