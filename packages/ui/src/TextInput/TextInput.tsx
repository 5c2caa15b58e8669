import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldBoxClass } from '../Field/Field';
import type { FieldMessages } from '../Field/Field.messages';

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
