import { type CSSProperties, type ReactNode, useId } from 'react';
import { SeriesMarker, seriesClass } from '../chart/SeriesMarker';
import { TableAlternative } from '../chart/TableAlternative';
import { DataFigure, DataFigureNote } from '../DataFigure';
import { formatNumber } from '../format';
import { withMessages } from '../messages';
import { niceTicks } from '../PopulationChart/scale';
import { type DotPlotMessages, dotPlotMessages } from './DotPlot.messages';
import styles from './DotPlot.module.css';

/** A line of the dot plot: a territory (a series) or a reference value (France, a parent). */
export type DotPlotItem = {
  /** Stable key. */
  key: string;
  /** Its name on the plot and in the table, e.g. "A · Saint-Étienne (2024)", "France". */
  label: string;
  /** `null`: no dot, `missing` says why. */
  value: number | null;
  /** Why there is no value, e.g. "Secret statistique". @default messages.noValue */
  missing?: string;
  /**
   * A territory's series (0–5): its colour and marker shape, as in `PopulationChart`. Without it,
   * a reference value: a hollow marker, listed after the territories.
   */
  series?: number;
  /** Draws a guide across the plot at this value (France), to see who is above or below. */
  guide?: boolean;
};

export type DotPlotProps = {
  /** Titre du graphique, qui est aussi son nom accessible (y dire l’indicateur et son unité). */
  title: string;
  /** Les territoires, puis les valeurs de référence. */
  items: readonly DotPlotItem[];
  /** Formate une valeur avec son unité, par exemple « 26,0 % ». */
  format: (value: number) => string;
  /** Formate une graduation de l’axe. @default formatNumber */
  formatTick?: (value: number) => string;
  /** Affiche l’état de chargement. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (sans elle, pas de bouton). */
  onRetry?: () => void;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<DotPlotMessages>;
};

const present = (item: DotPlotItem): item is DotPlotItem & { value: number } => item.value !== null;

/** The text alternative's summary: highest and lowest territory, the references, the missing. */
export function summarizeDotPlot(
  items: readonly DotPlotItem[],
  format: (value: number) => string,
  m: DotPlotMessages,
): string {
  const sides = items.filter((i) => i.series !== undefined).filter(present);
  const parts: string[] = [];
  if (sides.length > 0) {
    const highest = sides.reduce((a, b) => (b.value > a.value ? b : a));
    const lowest = sides.reduce((a, b) => (b.value < a.value ? b : a));
    parts.push(
      m.summary(
        m.item(highest.label, format(highest.value)),
        m.item(lowest.label, format(lowest.value)),
      ),
    );
  }
  const references = items.filter((i) => i.series === undefined).filter(present);
  if (references.length > 0) {
    parts.push(
      m.referencesSummary(references.map((r) => m.item(r.label, format(r.value))).join('\u00a0; ')),
    );
  }
  const missing = items.filter((i) => i.value === null);
  if (missing.length > 0) {
    parts.push(
      m.missingSummary(missing.map((i) => `${i.label} (${i.missing ?? m.noValue})`).join(', ')),
    );
  }
  return parts.join(' ');
}

/** A row of the plot: the name and value on a line, the dot on its track below. */
function Row({
  item,
  x,
  format,
  m,
}: {
  item: DotPlotItem;
  x: (value: number) => string;
  format: (value: number) => string;
  m: DotPlotMessages;
}) {
  const reference = item.series === undefined;
  return (
    <li className={styles.row} data-reference={reference || undefined}>
      <span className={styles.label}>
        <span>{item.label}</span>
        <span className={styles.value}>
          {item.value === null ? (item.missing ?? m.noValue) : format(item.value)}
        </span>
      </span>
      <span className={styles.track}>
        {item.value !== null && (
          <svg
            className={`${styles.dot} ${seriesClass}`}
            data-series={item.series}
            style={{ '--x': `${x(item.value)}%` } as CSSProperties}
            viewBox="-9 -9 18 18"
            width="18"
            height="18"
            aria-hidden="true"
          >
            <SeriesMarker
              index={reference ? (item.guide ? 3 : 0) : (item.series ?? 0)}
              x={0}
              y={0}
              r={6}
              className={reference ? styles.hollow : styles.marker}
            />
          </svg>
        )}
      </span>
    </li>
  );
}

/**
 * Where each territory stands on one indicator: a dot per territory on a shared axis (its colour
 * and shape as in the population chart), then the reference values (France as a guide across the
 * plot, each parent), with a text summary and a data table. HTML and CSS (names wrap on a phone),
 * exported from `@epic/ui/chart` so the site can load it lazily.
 */
export function DotPlot({
  title,
  items,
  format,
  formatTick = (value) => formatNumber(value),
  loading = false,
  error = false,
  onRetry,
  messages,
}: DotPlotProps) {
  const m = withMessages(dotPlotMessages, messages);
  const titleId = useId();
  const summaryId = useId();
  const values = items.map((item) => item.value).filter((v): v is number => v !== null);
  const sides = items.filter((i) => i.series !== undefined);
  const references = items.filter((i) => i.series === undefined);
  const ticks = values.length > 0 ? niceTicks(Math.min(...values), Math.max(...values), 5) : [];
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const x = (value: number) => (((value - min) / (max - min || 1)) * 100).toFixed(2);
  const guides = items.filter((i) => i.guide && i.value !== null);

  let body: ReactNode = null;
  if (!loading && !error) {
    body = (
      <>
        {values.length === 0 ? (
          <DataFigureNote>{m.empty}</DataFigureNote>
        ) : (
          <div
            className={styles.plot}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
          >
            <div className={styles.grid} aria-hidden="true">
              {ticks.map((tick) => (
                <span
                  key={tick}
                  className={styles.gridLine}
                  style={{ '--x': `${x(tick)}%` } as CSSProperties}
                />
              ))}
              {guides.map((g) => (
                <span
                  key={g.key}
                  className={styles.guide}
                  style={{ '--x': `${x(g.value ?? 0)}%` } as CSSProperties}
                />
              ))}
            </div>
            <ul className={styles.rows}>
              {sides.map((item) => (
                <Row key={item.key} item={item} x={x} format={format} m={m} />
              ))}
            </ul>
            {references.length > 0 && sides.length > 0 && (
              <p className={styles.separator}>{m.references}</p>
            )}
            {references.length > 0 && (
              <ul className={styles.rows} data-references>
                {references.map((item) => (
                  <Row key={item.key} item={item} x={x} format={format} m={m} />
                ))}
              </ul>
            )}
            <div className={styles.axis}>
              {ticks.map((tick) => (
                <span
                  key={tick}
                  className={styles.tick}
                  style={{ '--x': `${x(tick)}%` } as CSSProperties}
                >
                  {formatTick(tick)}
                </span>
              ))}
            </div>
          </div>
        )}
        <p id={summaryId} className={styles.summary}>
          {summarizeDotPlot(items, format, m)}
        </p>
        <TableAlternative label={m.showTable} caption={title}>
          <thead>
            <tr>
              <th scope="col">{m.territory}</th>
              <th scope="col" data-numeric>
                {m.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...sides, ...references].map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.label}</th>
                <td data-numeric>
                  {item.value === null ? (item.missing ?? m.noValue) : format(item.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </TableAlternative>
      </>
    );
  }

  return (
    <DataFigure
      title={title}
      titleId={titleId}
      loading={loading}
      error={error}
      onRetry={onRetry}
      messages={m}
      skeletonHeight="14rem"
    >
      {body}
    </DataFigure>
  );
}
