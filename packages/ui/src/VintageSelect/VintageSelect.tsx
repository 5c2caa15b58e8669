import { useId } from 'react';
import { withMessages } from '../messages';
import { type VintageSelectMessages, vintageSelectMessages } from './VintageSelect.messages';
import styles from './VintageSelect.module.css';

/** A vintage with data, and whether the current territory exists in it. */
export type Vintage = { year: number; exists: boolean };

export type VintageSelectProps = {
  /** Millésimes disposant de données, dans l’ordre d’affichage. */
  vintages: readonly Vintage[];
  /** L’année sélectionnée. */
  value: number;
  /** Appelée avec l’année choisie. */
  onChange: (year: number) => void;
  /** Désactive la liste déroulante et indique qu’elle est en cours de chargement. @default false */
  loading?: boolean;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<VintageSelectMessages>;
};

/**
 * Choice of the vintage (millésime) among the years with data. Vintages where the territory does
 * not exist stay selectable (the page then says so) but are marked in words.
 */
export function VintageSelect({
  vintages,
  value,
  onChange,
  loading = false,
  messages,
}: VintageSelectProps) {
  const m = withMessages(vintageSelectMessages, messages);
  const id = useId();
  const hintId = useId();
  const selected = vintages.find((vintage) => vintage.year === value);
  const absent = selected !== undefined && !selected.exists;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {m.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={loading ? '' : String(value)}
        disabled={loading}
        aria-describedby={absent ? hintId : undefined}
        data-absent={absent || undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {loading ? (
          <option value="">{m.loading}</option>
        ) : (
          vintages.map((vintage) => (
            <option key={vintage.year} value={vintage.year}>
              {vintage.exists ? String(vintage.year) : m.absentOption(vintage.year)}
            </option>
          ))
        )}
      </select>
      {absent && (
        <p id={hintId} className={styles.hint}>
          {m.absentHint(value)}
        </p>
      )}
    </div>
  );
}
