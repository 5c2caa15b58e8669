import { useId, useMemo } from 'react';
import { Button } from '../Button';
import { downloadText } from '../csv/download';
import { DataError } from '../DataError';
import { withMessages } from '../messages';
import { ComparisonGrid, SideKey } from './ComparisonGrid';
import { type ComparisonTableMessages, comparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import { cellTexts } from './cells';
import { comparisonCsv, comparisonExport } from './exports';
import { indicatorRow, keyFigureRow } from './rows';
import { Sources, ThemeNav, ThemeSection } from './ThemeSection';
import type { ComparisonRow, ComparisonSide, ComparisonSource, ComparisonTheme } from './types';
import { useThemeFolding } from './useThemeFolding';

export type { ComparisonRow, ComparisonSide } from './types';

export type ComparisonTableProps = {
  /** Side A: a territory and its vintage. */
  left: ComparisonSide;
  /** Side B: a territory and its vintage. */
  right: ComparisonSide;
  /** The key figures, in display order (first table). */
  rows: readonly ComparisonRow[];
  /** The catalogue indicators of both sides, one collapsible table per theme. */
  themes?: readonly ComparisonTheme[];
  /** The catalogue's sources: each theme attributes those of its indicators. */
  sources?: readonly ComparisonSource[];
  /** Sources of the key figures (each side's vintage). */
  keyFiguresSources?: readonly ComparisonSource[];
  /** The themes are still loading (the key figures are shown). @default false */
  themesLoading?: boolean;
  /** The themes could not be loaded (the key figures are shown). @default false */
  themesError?: boolean;
  /** Level of the themes' headings. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Shows "Inverser les deux territoires" when given. */
  onSwap?: () => void;
  /** Receives each export instead of the default download. */
  onExport?: (content: string, filename: string, format: 'csv' | 'json') => void;
  /** File name of the CSV export (the JSON one ends in .json). @default 'comparaison.csv' */
  filename?: string;
  /** Shows the loading state. @default false */
  loading?: boolean;
  /** Shows the error state. @default false */
  error?: boolean;
  /** Called by the error state's "Réessayer" button (no button without it). */
  onRetry?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<ComparisonTableMessages>;
};

export type ComparisonResult = {
  /** right − left, or `null` when a value is missing. */
  absolute: number | null;
  /** (right − left) / |left|, or `null` when a value is missing or left is 0. */
  relative: number | null;
  /** The higher side, `'equal'`, or `null` when a value is missing. */
  higher: 'left' | 'right' | 'equal' | null;
};

/** Difference right − left, relative to left, and which side is higher. */
export function compareValues(left: number | null, right: number | null): ComparisonResult {
  if (left === null || right === null) return { absolute: null, relative: null, higher: null };
  const absolute = right - left;
  return {
    absolute,
    relative: left === 0 ? null : absolute / Math.abs(left),
    higher: absolute > 0 ? 'right' : absolute < 0 ? 'left' : 'equal',
  };
}

const NONE: readonly never[] = [];

/**
 * Two territories (any level, each in its own vintage) side by side: the key figures, then every
 * catalogue indicator by theme, with the absolute difference (in points for a rate), the relative
 * one and the higher side; statuses in words (secret, not available and why, not applicable);
 * each theme's sources; links to each theme; swap; CSV and JSON exports.
 */
export function ComparisonTable({
  left,
  right,
  rows,
  themes = NONE,
  sources = NONE,
  keyFiguresSources = NONE,
  themesLoading = false,
  themesError = false,
  headingLevel = 3,
  onSwap,
  onExport,
  filename = 'comparaison.csv',
  loading = false,
  error = false,
  onRetry,
  messages,
}: ComparisonTableProps) {
  const m = withMessages(comparisonTableMessages, messages);
  const prefix = useId().replaceAll(':', '');
  const folding = useThemeFolding(prefix);
  const names = {
    left: m.side(left.territory.name, left.year),
    right: m.side(right.territory.name, right.year),
  };
  const caption = m.caption(names.left, names.right);
  const keyRows = rows.map((row) => {
    const result = compareValues(row.left, row.right);
    return keyFigureRow(row.key, row.label, cellTexts(row, result, m, names), result.higher);
  });
  const shown = themes.filter((theme) => theme.indicators.length > 0);
  const sourceById = useMemo(() => new Map(sources.map((s) => [s.id, s])), [sources]);

  const exportAs = (format: 'csv' | 'json') => {
    const data = comparisonExport({
      left,
      right,
      rows,
      themes: shown,
      sources,
      keyFiguresSources,
      m,
    });
    const content =
      format === 'csv' ? comparisonCsv(data, names, m) : `${JSON.stringify(data, null, 2)}\n`;
    const name = format === 'csv' ? filename : `${filename.replace(/\.csv$/, '')}.json`;
    if (onExport) onExport(content, name, format);
    else
      downloadText(
        content,
        name,
        format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8',
      );
  };
  let body = null;
  if (loading) {
    body = (
      <p role="status" className={styles.state}>
        {m.loading}
      </p>
    );
  } else if (error) {
    body = <DataError message={m.error} retryLabel={m.retry} onRetry={onRetry} />;
  } else if (rows.length === 0 && shown.length === 0) {
    body = <p className={styles.state}>{m.empty}</p>;
  }

  return (
    <section className={styles.section} aria-busy={loading || themesLoading || undefined}>
      <div className={styles.toolbar}>
        {onSwap && (
          <Button variant="secondary" icon="⇄" onClick={onSwap}>
            {m.swap}
          </Button>
        )}
        {!body && (
          <>
            <Button variant="secondary" onClick={() => exportAs('csv')}>
              {m.exportCsv}
            </Button>
            <Button variant="secondary" onClick={() => exportAs('json')}>
              {m.exportJson}
            </Button>
          </>
        )}
      </div>
      {body ? (
        <>
          <p className={styles.caption}>{caption}</p>
          {body}
        </>
      ) : (
        <>
          {/* The keys of the narrow layout (the wide one shows them in the column headers). */}
          <dl className={styles.keys}>
            <SideKey sideKey={m.leftKey} name={names.left} term />
            <SideKey sideKey={m.rightKey} name={names.right} term />
          </dl>
          {shown.length > 0 && (
            <ThemeNav
              themes={shown}
              prefix={prefix}
              onJump={folding.jump}
              onAll={(open) =>
                folding.setAll(
                  open,
                  shown.map((t) => t.id),
                )
              }
              m={m}
            />
          )}
          {keyRows.length > 0 && (
            <div className={styles.panel}>
              <ComparisonGrid caption={caption} rows={keyRows} names={names} m={m} />
              <Sources sources={keyFiguresSources} />
            </div>
          )}
          {shown.map((theme) => (
            <ThemeSection
              key={theme.id}
              prefix={prefix}
              theme={theme}
              rows={theme.indicators.map((indicator) => indicatorRow(indicator, m, names))}
              sources={[...new Set(theme.indicators.map((i) => i.source))].flatMap(
                (id) => sourceById.get(id) ?? [],
              )}
              open={folding.isOpen(theme.id)}
              onToggle={() => folding.toggle(theme.id)}
              names={names}
              headingLevel={headingLevel}
              m={m}
            />
          ))}
          {themesLoading && (
            <p role="status" className={styles.state}>
              {m.themesLoading}
            </p>
          )}
          {themesError && !themesLoading && <p className={styles.state}>{m.themesError}</p>}
        </>
      )}
    </section>
  );
}
