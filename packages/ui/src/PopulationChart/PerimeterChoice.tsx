import { useId } from 'react';
import type { PopulationChartMessages } from './PopulationChart.messages';
import styles from './PopulationChart.module.css';
import type { PerimeterView } from './summary';

/** The choice between the constant perimeter and each vintage's, as native radio buttons. */
export function PerimeterChoice({
  year,
  value,
  onChange,
  m,
}: {
  year: number;
  value: PerimeterView;
  onChange: (view: PerimeterView) => void;
  m: PopulationChartMessages;
}) {
  const name = useId();
  const options: [PerimeterView, string][] = [
    ['constant', m.perimeterConstant(year)],
    ['asWas', m.perimeterAsWas],
  ];
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{m.perimeterLegend}</legend>
      <div className={styles.choiceOptions}>
        {options.map(([view, label]) => (
          <label key={view} className={styles.choiceOption}>
            <input
              type="radio"
              name={name}
              value={view}
              checked={value === view}
              onChange={() => onChange(view)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
