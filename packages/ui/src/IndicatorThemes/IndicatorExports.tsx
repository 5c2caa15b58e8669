import { Button } from '../Button';
import { downloadText } from '../csv/download';
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
  const exportAs = (format: 'csv' | 'json') => {
    const content = format === 'csv' ? indicatorsToCsv(input, m) : indicatorsToJson(input, m);
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
      </Button>
      <Button variant="secondary" onClick={() => exportAs('json')}>
        {m.exportJson}
      </Button>
    </div>
  );
}
