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
  /** Libellé visible, toujours affiché. */
  label: ReactNode;
  /** Aide affichée sous le libellé. Reliée par `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Message d’erreur ; quand il est fourni, le champ est marqué `aria-invalid` et le message lui
   * est relié.
   */
  error?: ReactNode;
  /** Les choix ; ou bien passer des éléments `<option>`/`<optgroup>` en enfants. */
  options?: readonly SelectOption[];
  /** Texte d’une première option vide (valeur ""), par exemple « Choisir une année ». */
  placeholderOption?: string;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<FieldMessages>;
  /** Référence à l’élément `<select>`. */
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
