import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { type FieldMessages, fieldMessages } from '../Field/Field.messages';
import { FieldNotes, RequiredMark, useFieldNotes } from '../Field/FieldNotes';
import { withMessages } from '../messages';
import styles from './Checkbox.module.css';

/** What a check box and a radio button share: a label that holds the input, hint, error. */
export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** Libellé visible ; tout le libellé (avec la case) est la zone tactile, haute d’au moins 44 px. */
  label: ReactNode;
  /** Aide sous le libellé, reliée par `aria-describedby`. */
  hint?: ReactNode;
  /** Message d’erreur ; s’il est fourni, le champ est marqué `aria-invalid` et le message lui est relié. */
  error?: ReactNode;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<FieldMessages>;
  /** Référence vers l’élément `<input>`. */
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
  const {
    controlId: inputId,
    hasError,
    describedBy,
    notes,
  } = useFieldNotes(id, type, { hint, error });
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
          aria-describedby={describedBy(own)}
        />
        <span className={styles.label}>
          {label}
          <RequiredMark required={required && markRequired} text={m.required} />
        </span>
      </label>
      <FieldNotes {...notes} errorPrefix={m.errorPrefix} className={styles.note} />
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
