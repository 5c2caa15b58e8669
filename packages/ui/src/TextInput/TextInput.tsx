import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldBoxClass } from '../Field/Field';
import type { FieldMessages } from '../Field/Field.messages';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  /** Libellé visible, toujours affiché (un texte indicatif n’est pas un libellé). */
  label: ReactNode;
  /** Aide affichée sous le libellé : format attendu, exemple. Reliée par `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Message d’erreur ; quand il est fourni, le champ est marqué `aria-invalid` et le message lui
   * est relié.
   */
  error?: ReactNode;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<FieldMessages>;
  /** Référence à l’élément `<input>`. */
  ref?: Ref<HTMLInputElement>;
};

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
  return (
    <Field
      id={id}
      kind="input"
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      describedBy={ariaDescribedBy}
      messages={messages}
    >
      {(control) => (
        <input {...rest} {...control} type={type} required={required} className={fieldBoxClass} />
      )}
    </Field>
  );
}
