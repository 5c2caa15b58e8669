import { TableAlternative } from '../chart/TableAlternative';
import type { SeriesChartMessages } from './SeriesChart.messages';
import styles from './SeriesChart.module.css';
import { pointText } from './seriesText';
import type { SeriesChartData, SeriesChartSource } from './types';

/** The series as a table: each period, its value or why there is none, and its source. */
export function SeriesTable({
  series,
  sources,
  caption,
  m,
}: {
  series: SeriesChartData;
  sources: readonly SeriesChartSource[];
  caption: string;
  m: SeriesChartMessages;
}) {
  const names = new Map(sources.map((s) => [s.id, s.name]));
  return (
    <TableAlternative label={m.showTable} caption={caption} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{m.period}</th>
          <th scope="col" data-numeric>
            {m.value(series.unit)}
          </th>
          <th scope="col">{m.source}</th>
        </tr>
      </thead>
      <tbody>
        {series.points.map((point) => {
          const name = names.get(point.source) ?? point.source;
          return (
            <tr key={point.period} data-status={point.status}>
              <th scope="row">{point.period}</th>
              <td data-numeric>{pointText(point, series, m)}</td>
              <td>{point.published ? `${name} (${m.published})` : name}</td>
            </tr>
          );
        })}
      </tbody>
    </TableAlternative>
  );
}
