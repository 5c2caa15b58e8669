import type { ChangeEvent, ReactNode } from 'react';
import { Choice, type ChoiceProps } from '../Checkbox/Checkbox';
import { type FieldMessages, fieldMessages } from '../Field/Field.messages';
import { FieldNotes, RequiredMark, useFieldNotes } from '../Field/FieldNotes';
import { withMessages } from '../messages';
import styles from './Radio.module.css';

export type RadioProps = ChoiceProps;

/** One native radio button with its label and optional hint; group them with `RadioGroup`. */
export function Radio(props: RadioProps) {
  return <Choice {...props} type="radio" />;
}

/** Un choix d’un `RadioGroup`. */
export type RadioOption = {
  /** Valeur du choix, celle que reçoit `onChange`. */
  value: string;
  /** Libellé visible du choix. */
  label: ReactNode;
  /** Aide sous le libellé de ce choix. */
  hint?: ReactNode;
  /** Ce choix est indisponible. */
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** La question à laquelle répondent les choix, en légende du `fieldset`. */
  legend: ReactNode;
  /** Les choix, dans l’ordre d’affichage. */
  options: readonly RadioOption[];
  /** La `value` choisie (mode contrôlé) ; avec `onChange`. */
  value?: string | undefined;
  /** La `value` choisie au départ, en mode non contrôlé. */
  defaultValue?: string;
  /** Appelée au choix d’une option, avec sa `value` et l’événement. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Nom commun aux boutons radio ; généré s’il est absent. */
  name?: string;
  /** Aide sous la légende, reliée au groupe par `aria-describedby`. */
  hint?: ReactNode;
  /** Message d’erreur de tout le groupe, relié à celui-ci ; les boutons radio sont marqués `aria-invalid`. */
  error?: ReactNode;
  /** Affiche « (obligatoire) » après la légende et rend les boutons radio `required`. */
  required?: boolean;
  /** Tous les choix sont indisponibles. */
  disabled?: boolean;
  /** Choix côte à côte (avec retour à la ligne) plutôt qu’un par ligne. @default false */
  inline?: boolean;
  /** Identifiants d’autres éléments qui décrivent le groupe (une note placée hors de celui-ci). */
  'aria-describedby'?: string | undefined;
  /** Classe du `fieldset`. */
  className?: string | undefined;
  /** Remplacements des textes français par défaut. */
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
  const { controlId, hasError, describedBy, notes } = useFieldNotes(undefined, 'group', {
    hint,
    error,
  });
  const groupName = name ?? controlId;
  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-describedby={describedBy(own)}
      disabled={disabled}
      data-invalid={hasError || undefined}
    >
      <legend className={styles.legend}>
        {legend}
        <RequiredMark required={required} text={m.required} />
      </legend>
      <FieldNotes {...notes} errorPrefix={m.errorPrefix} className={styles.note} />
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
