import { Button } from '../Button';
import { downloadText } from '../csv/download';
import { VisuallyHidden } from '../VisuallyHidden';

export type ExportFormat = 'csv' | 'json';

export type ExportButtonsProps = {
  /** The file's content in each format, made when its button is pressed. */
  content: (format: ExportFormat) => string;
  /** File name without extension. */
  filename: string;
  /** Receives the file instead of the download (tests, a host that saves files itself). */
  onExport?: ((content: string, filename: string, format: ExportFormat) => void) | undefined;
  /** The buttons' French labels (« Exporter en CSV », « Exporter en JSON »). */
  labels: { csv: string; json: string };
  /** What is exported, added to the accessible names, so that several exports are told apart. */
  subject?: string | undefined;
  className?: string | undefined;
};

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

/** The CSV and JSON export buttons of a data component: one file per press, or `onExport`. */
export function ExportButtons({
  content,
  filename,
  onExport,
  labels,
  subject,
  className,
}: ExportButtonsProps) {
  const exportAs = (format: ExportFormat) => {
    const text = content(format);
    const name = `${filename}.${format}`;
    if (onExport) onExport(text, name, format);
    else downloadText(text, name, TYPES[format]);
  };
  return (
    <div className={className}>
      {(['csv', 'json'] as const).map((format) => (
        <Button key={format} variant="secondary" onClick={() => exportAs(format)}>
          {labels[format]}
          {subject && <VisuallyHidden> – {subject}</VisuallyHidden>}
        </Button>
      ))}
    </div>
  );
}
