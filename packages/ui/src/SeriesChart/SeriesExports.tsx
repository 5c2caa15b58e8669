import { ExportButtons } from '../exports/ExportButtons';
import { withMessages } from '../messages';
import { type SeriesChartMessages, seriesChartMessages } from './SeriesChart.messages';
import styles from './SeriesChart.module.css';
import { type SeriesExportInput, seriesToCsv, seriesToJson } from './seriesExport';

export type SeriesExportsProps = SeriesExportInput & {
  /** Nom du fichier, sans extension. */
  filename: string;
  /**
   * Ce que les boutons exportent, ajouté à leurs noms accessibles (« Exporter en CSV – la
   * population »), pour distinguer plusieurs exports d’une même page.
   */
  subject?: string;
  /**
   * Reçoit le fichier à la place du téléchargement (tests, hôte qui enregistre lui-même les
   * fichiers).
   */
  onExport?: (content: string, filename: string, format: 'csv' | 'json') => void;
  /** Remplacements des textes français par défaut. */
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
