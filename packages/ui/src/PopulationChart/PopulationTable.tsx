import { TableAlternative } from '../chart/TableAlternative';
import { formatNumber } from '../format';
import type { PopulationPoint, PopulationSeries } from '../territory/types';
import type { PopulationChartMessages } from './PopulationChart.messages';
import styles from './PopulationChart.module.css';

/** A cell's text: the number, or why there is none. */
function cell(
  value: number | null | undefined,
  reason: string | undefined,
  m: PopulationChartMessages,
) {
  if (value !== null && value !== undefined) return formatNumber(value);
  if (reason) return m.reasons[reason] ?? m.unavailable;
  return m.absent;
}

/** Where a census-year point comes from, in words. */
function sourceText(point: PopulationPoint | undefined, m: PopulationChartMessages) {
  if (point?.source === 'legal') return m.legalSource(point.vintages ?? []);
  if (point?.source === 'census') return m.censusSource;
  return '';
}

/**
 * The chart's data table. By vintage: one column per series. By census year: a source column
 * (legal population of which vintages, or the comparateur's census) and, for one territory whose
 * perimeter can be shown both ways, both populations side by side.
 */
export function PopulationTable({
  series,
  years,
  census,
  perimeterYear,
  caption,
  m,
}: {
  series: readonly PopulationSeries[];
  years: readonly number[];
  census: boolean;
  /** Given with one series: the constant perimeter's and each vintage's populations. */
  perimeterYear: number | undefined;
  caption: string;
  m: PopulationChartMessages;
}) {
  const only = series.length === 1 ? series[0] : undefined;
  const both = census && perimeterYear !== undefined && only !== undefined;
  const pointAt = (s: PopulationSeries, year: number) => s.points.find((p) => p.year === year);
  return (
    <TableAlternative label={m.showTable} caption={caption} className={styles.yearTable}>
      <thead>
        <tr>
          <th scope="col">{census ? m.censusYear : m.year}</th>
          {both ? (
            <>
              <th scope="col" data-numeric>
                {m.perimeterConstant(perimeterYear)}
              </th>
              <th scope="col" data-numeric>
                {m.perimeterAsWas}
              </th>
            </>
          ) : (
            series.map((s) => (
              <th key={s.label} scope="col" data-numeric>
                {s.label}
              </th>
            ))
          )}
          {census && <th scope="col">{m.source}</th>}
        </tr>
      </thead>
      <tbody>
        {years.map((year) => {
          const first = series.map((s) => pointAt(s, year)).find((p) => p?.source);
          return (
            <tr key={year}>
              <th scope="row">{year}</th>
              {both ? (
                <>
                  <td data-numeric>
                    {cell(pointAt(only, year)?.population, pointAt(only, year)?.reason, m)}
                  </td>
                  <td data-numeric>
                    {pointAt(only, year)?.asWas === undefined
                      ? m.asWasNone
                      : cell(pointAt(only, year)?.asWas, undefined, m)}
                  </td>
                </>
              ) : (
                series.map((s) => {
                  const point = pointAt(s, year);
                  return (
                    <td key={s.label} data-numeric>
                      {cell(point?.population, point?.reason, m)}
                    </td>
                  );
                })
              )}
              {census && <td>{sourceText(first, m)}</td>}
            </tr>
          );
        })}
      </tbody>
    </TableAlternative>
  );
}
