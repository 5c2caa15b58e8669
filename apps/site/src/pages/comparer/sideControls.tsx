import styles from '../explore.module.css';

export type ReferenceOption = {
  /** The side's position (1-based). */
  n: number;
  /** "Territoire A : Lyon (2024)". */
  label: string;
};

/**
 * Which side the differences are computed against: one radio per compared side (the arrow keys
 * step through them, each choice written in the address as `reference=N`).
 */
export function ReferenceChoice({
  options,
  value,
  onChange,
}: {
  options: ReferenceOption[];
  /** The reference side's position. */
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <fieldset className={styles.referenceChoice} aria-describedby="reference-aide">
      <legend>Référence des écarts</legend>
      <p id="reference-aide" className={styles.referenceHint}>
        Les écarts de chaque territoire, absolus et relatifs, sont calculés par rapport à celui-ci.
      </p>
      <div className={styles.referenceOptions}>
        {options.map((option) => (
          <label key={option.n} className={styles.referenceOption}>
            <input
              type="radio"
              name="reference"
              value={option.n}
              checked={option.n === value}
              onChange={() => onChange(option.n)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
