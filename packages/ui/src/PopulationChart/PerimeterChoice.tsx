import { RadioGroup } from '../Radio';
import type { PopulationChartMessages } from './PopulationChart.messages';
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
  return (
    <RadioGroup
      legend={m.perimeterLegend}
      inline
      options={[
        { value: 'constant', label: m.perimeterConstant(year) },
        { value: 'asWas', label: m.perimeterAsWas },
      ]}
      value={value}
      onChange={(view) => onChange(view as PerimeterView)}
    />
  );
}
