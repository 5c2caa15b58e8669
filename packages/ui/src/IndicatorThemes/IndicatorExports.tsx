import { ExportButtons } from '../exports/ExportButtons';
import type { IndicatorThemesMessages } from './IndicatorThemes.messages';
import styles from './IndicatorThemes.module.css';
import { type IndicatorsExportInput, indicatorsToCsv, indicatorsToJson } from './indicatorsExport';

/** The CSV and JSON exports that close the indicators: every one, with its sources. */
export function IndicatorExports({
  input,
  filename,
  onExport,
  messages: m,
}: {
  input: IndicatorsExportInput;
  filename: string;
  onExport: ((content: string, filename: string, format: 'csv' | 'json') => void) | undefined;
  messages: IndicatorThemesMessages;
}) {
  return (
    <ExportButtons
      className={styles.exports}
      content={(format) =>
        format === 'csv' ? indicatorsToCsv(input, m) : indicatorsToJson(input, m)
      }
      filename={filename}
      onExport={onExport}
      labels={{ csv: m.exportCsv, json: m.exportJson }}
    />
  );
}
