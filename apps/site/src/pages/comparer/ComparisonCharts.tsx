import { type PopulationSeries, Select } from '@epic/ui';
import { DotPlot, PopulationChart } from '@epic/ui/chart';
import {
  type ComparisonIndicator,
  type ComparisonReferences,
  type ComparisonSide,
  type ComparisonTableMessages,
  type ComparisonTheme,
  comparisonDotPlotItems,
} from '@epic/ui/compare';
import { useId, useState } from 'react';
import styles from '../explore.module.css';

/** The indicator shown first: a catalogue rate, share or median most sides have, else a key figure. */
function defaultIndicator(
  keyFigures: readonly ComparisonIndicator[],
  themes: readonly ComparisonTheme[],
): ComparisonIndicator | undefined {
  const ok = (i: ComparisonIndicator) => i.values.filter((v) => v?.status === 'ok').length;
  const catalogue = themes.flatMap((t) => t.indicators);
  return (
    catalogue.find((i) => i.kind !== 'count' && ok(i) >= Math.min(2, i.values.length)) ??
    keyFigures[0] ??
    catalogue[0]
  );
}

/** What the population chart's points are: each side at each census, on its own perimeter. */
const SERIES_NOTE =
  'Population municipale à chaque recensement\u00a0: chaque territoire sur son propre périmètre, celui de son millésime, reconstitué à chaque date à partir de ses communes.';

/**
 * The comparison's charts: every side's population at each census, and a dot plot of the
 * indicator chosen in a list (the sides and, when asked, France and their parents on one axis),
 * each with a text summary and a table. Loaded on demand once the comparison is painted.
 */
export function ComparisonCharts({
  loading,
  series,
  seriesSources,
  sides,
  reference,
  references,
  parents,
  keyFigures,
  themes,
  messages,
}: {
  loading: boolean;
  /** Each side's population at each census (years are census years). */
  series: readonly PopulationSeries[];
  /** The attributions of the population points' sources. */
  seriesSources: readonly string[];
  sides: readonly ComparisonSide[];
  /** The reference side (0-based). */
  reference: number;
  references: ComparisonReferences;
  parents: readonly (ComparisonSide | null)[];
  keyFigures: readonly ComparisonIndicator[];
  themes: readonly ComparisonTheme[];
  /** The sides' keys, as the table names them. */
  messages: Partial<ComparisonTableMessages>;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const all = [...keyFigures, ...themes.flatMap((t) => t.indicators)];
  const indicator = all.find((i) => i.id === chosen) ?? defaultIndicator(keyFigures, themes);
  const plot = indicator
    ? comparisonDotPlotItems({ indicator, sides, reference, references, parents, messages })
    : null;
  const groups = [
    { id: 'key', label: 'Chiffres clés', indicators: keyFigures },
    ...themes.filter((t) => t.indicators.length > 0),
  ];
  return (
    <div className={styles.compareCharts}>
      <PopulationChart
        title="Population des territoires à chaque recensement"
        years="census"
        note={SERIES_NOTE}
        sources={seriesSources}
        loading={loading}
        series={series}
      />
      <div className={styles.compareChart}>
        {!loading && indicator && (
          <Select
            id={selectId}
            label="Indicateur du nuage de points"
            hint="Chaque territoire et, si elles sont cochées, les valeurs de référence sur un même axe."
            value={indicator.id}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {groups.map((group) => (
              <optgroup key={group.id} label={group.label}>
                {group.indicators.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
        <DotPlot
          title={
            indicator
              ? `${indicator.label} (${[indicator.unit, indicator.referenceYear].filter(Boolean).join(', ')})`
              : 'Indicateur choisi'
          }
          loading={loading}
          items={plot?.items ?? []}
          format={plot?.format ?? String}
        />
      </div>
    </div>
  );
}
