import { type ChangeEvent, type ReactNode, useId } from 'react';
import { Choice, type ChoiceProps } from '../Checkbox/Checkbox';
import { describedBy } from '../Field/Field';
import { type FieldMessages, fieldMessages } from '../Field/Field.messages';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Radio.module.css';

export type RadioProps = ChoiceProps;

/** One native radio button with its label and optional hint; group them with `RadioGroup`. */
export function Radio(props: RadioProps) {
  return <Choice {...props} type="radio" />;
}

/** One choice of a `RadioGroup`. */
export type RadioOption = {
  value: string;
  label: ReactNode;
  /** Help under this choice's label. */
  hint?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** The question the choices answer, as the fieldset's legend. */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The chosen `value` (controlled); with `onChange`. */
  value?: string | undefined;
  /** The first chosen `value` when not controlled. */
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Name shared by the radios; generated when absent. */
  name?: string;
  /** Help under the legend, linked to the group with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message of the whole group, linked to it; the radios are marked `aria-invalid`. */
  error?: ReactNode;
  /** Says « (obligatoire) » after the legend and makes the radios `required`. */
  required?: boolean;
  /** Every choice unavailable. */
  disabled?: boolean;
  /** Choices side by side (wrapping) rather than one per line. @default false */
  inline?: boolean;
  /** Ids of other elements that describe the group (a note outside it). */
  'aria-describedby'?: string | undefined;
  /** Class of the fieldset. */
  className?: string | undefined;
  /** Overrides of the French copy. */
  messages?: Partial<FieldMessages>;
};

/**
 * Native radio buttons in a fieldset whose legend asks the question: the browser moves between
 * them with the arrow keys and Tab enters the group on the chosen one.
 */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue,
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  inline = false,
  'aria-describedby': own,
  className,
  messages,
}: RadioGroupProps) {
  const m = withMessages(fieldMessages, messages);
  const generated = useId();
  const groupName = name ?? generated;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-describedby={describedBy(own, hint ? hintId : undefined, hasError && errorId)}
      disabled={disabled}
      data-invalid={hasError || undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && (
          <>
            {' '}
            <span className={styles.required}>{m.required}</span>
          </>
        )}
      </legend>
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
      <div className={styles.options} data-inline={inline || undefined}>
        {options.map((option) => (
          <Choice
            key={option.value}
            type="radio"
            markRequired={false}
            name={groupName}
            value={option.value}
            label={option.label}
            hint={option.hint}
            disabled={option.disabled}
            required={required}
            aria-invalid={hasError || undefined}
            {...(value !== undefined
              ? { checked: option.value === value }
              : { defaultChecked: option.value === defaultValue })}
            {...(onChange ? { onChange: (event) => onChange(option.value, event) } : {})}
            {...(value !== undefined && !onChange ? { readOnly: true } : {})}
          />
        ))}
      </div>
    </fieldset>
  );
}
