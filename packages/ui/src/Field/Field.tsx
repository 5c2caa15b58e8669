import type { ReactNode } from 'react';
import { withMessages } from '../messages';
import { type FieldMessages, fieldMessages } from './Field.messages';
import styles from './Field.module.css';
import { FieldNotes, RequiredMark, useFieldNotes } from './FieldNotes';

/** Class of a control's box (border, size, states), for the control a field wraps. */
export const fieldBoxClass = styles.box;

/** What a field gives the control it wraps. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** Id du contrôle ; généré s’il est absent. */
  id: string | undefined;
  /** Suffixe de l’id généré (« input », « select »). */
  kind: string;
  /** Libellé visible, suivi de « obligatoire » quand le champ est requis. */
  label: ReactNode;
  /** Aide affichée sous le libellé, reliée au contrôle par `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Message d’erreur, affiché au-dessus du contrôle et relié à lui par `aria-describedby` ; le
   * contrôle est alors marqué `aria-invalid`.
   */
  error?: ReactNode;
  /** Le champ est obligatoire : le libellé le dit. */
  required?: boolean | undefined;
  /** Classe ajoutée à celle du champ. */
  className?: string | undefined;
  /** Le `aria-describedby` propre à l’appelant, placé en premier. */
  describedBy?: string | undefined;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<FieldMessages> | undefined;
  /** Rend le contrôle, avec l’id et les attributs ARIA que le champ lui donne. */
  children: (control: FieldControl) => ReactNode;
};

/**
 * The layout shared by TextInput and Select: label (with « obligatoire »), hint, error (above the
 * control, announced through `aria-describedby`), then the control itself.
 */
export function Field({
  id,
  kind,
  label,
  hint,
  error,
  required,
  className,
  describedBy: own,
  messages,
  children,
}: FieldProps) {
  const m = withMessages(fieldMessages, messages);
  const { controlId, hasError, describedBy, notes } = useFieldNotes(id, kind, { hint, error });
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={hasError || undefined}
    >
      <label className={styles.label} htmlFor={controlId}>
        {label}
        <RequiredMark required={required} text={m.required} />
      </label>
      <FieldNotes {...notes} errorPrefix={m.errorPrefix} className={styles.note} />
      {children({
        id: controlId,
        'aria-invalid': hasError || undefined,
        'aria-describedby': describedBy(own),
      })}
    </div>
  );
}
