import { ExportButtons } from '../exports/ExportButtons';
import { withMessages } from '../messages';
import { type SeriesChartMessages, seriesChartMessages } from './SeriesChart.messages';
import styles from './SeriesChart.module.css';
import { type SeriesExportInput, seriesToCsv, seriesToJson } from './seriesExport';

export type SeriesExportsProps = SeriesExportInput & {
  /** File name without extension. */
  filename: string;
  /**
   * What the buttons export, added to their accessible names (« Exporter en CSV – la
   * population »), so that several exports on one page are told apart.
   */
  subject?: string;
  /** Receives the file instead of the download (tests, a host that saves files itself). */
  onExport?: (content: string, filename: string, format: 'csv' | 'json') => void;
  /** Overrides of the French copy. */
  messages?: Partial<SeriesChartMessages>;
};

/**
 * The values of one or several series as CSV or JSON: rounded as shown, each row with its
 * period, unit, status and source.
 */
export function SeriesExports({
  filename,
  subject,
  onExport,
  messages,
  ...input
}: SeriesExportsProps) {
  const m = withMessages(seriesChartMessages, messages);
  return (
    <ExportButtons
      className={styles.exports}
      content={(format) => (format === 'csv' ? seriesToCsv(input, m) : seriesToJson(input, m))}
      filename={filename}
      onExport={onExport}
      labels={{ csv: m.exportCsv, json: m.exportJson }}
      subject={subject}
    />
  );
}
