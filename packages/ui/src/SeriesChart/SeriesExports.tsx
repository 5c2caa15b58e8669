import { Button } from '../Button';
import { downloadText } from '../csv/download';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
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
  const exportAs = (format: 'csv' | 'json') => {
    const content = format === 'csv' ? seriesToCsv(input, m) : seriesToJson(input, m);
    const name = `${filename}.${format}`;
    if (onExport) onExport(content, name, format);
    else
      downloadText(
        content,
        name,
        format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8',
      );
  };
  return (
    <div className={styles.exports}>
      <Button variant="secondary" onClick={() => exportAs('csv')}>
        {m.exportCsv}
        {subject && <VisuallyHidden> – {subject}</VisuallyHidden>}
      </Button>
      <Button variant="secondary" onClick={() => exportAs('json')}>
        {m.exportJson}
        {subject && <VisuallyHidden> – {subject}</VisuallyHidden>}
      </Button>
    </div>
  );
}
