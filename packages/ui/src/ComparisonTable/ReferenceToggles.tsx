import { Checkbox } from '../Checkbox';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import type { ComparisonReferences } from './types';

/** The two check boxes of the reference columns: France, each side's département or région. */
export function ReferenceToggles({
  references,
  onChange,
  m,
}: {
  references: ComparisonReferences;
  onChange: (next: ComparisonReferences) => void;
  m: ComparisonTableMessages;
}) {
  const toggles = [
    { key: 'france', label: m.franceToggle },
    { key: 'parent', label: m.parentToggle },
  ] as const;
  return (
    <fieldset className={styles.toggles}>
      <legend className={styles.togglesLegend}>{m.referencesLegend}</legend>
      {toggles.map(({ key, label }) => (
        <Checkbox
          key={key}
          label={label}
          checked={references[key]}
          onChange={(event) => onChange({ ...references, [key]: event.currentTarget.checked })}
        />
      ))}
    </fieldset>
  );
}
