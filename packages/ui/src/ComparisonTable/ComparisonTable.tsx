import { useId, useMemo } from 'react';
import { Button } from '../Button';
import { DataError } from '../DataError';
import { withMessages } from '../messages';
import { ComparisonGrid, SideKeys } from './ComparisonGrid';
import { type ComparisonTableMessages, comparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import { givenReferences, referenceColumns, type SideColumn, sideColumns } from './columns';
import { comparisonExport, saveExport } from './exports';
import { ReferenceToggles } from './ReferenceToggles';
import { Sources, ThemeNav, ThemeSection } from './ThemeSection';
import type {
  ComparisonIndicator,
  ComparisonReferences,
  ComparisonSide,
  ComparisonSource,
  ComparisonTheme,
} from './types';
import { useCardLayout } from './useCardLayout';
import { useThemeFolding } from './useThemeFolding';

export type ComparisonTableProps = {
  /** Les territoires comparés (de 2 à 6), chacun dans son millésime, dans l’ordre d’affichage. */
  sides: readonly ComparisonSide[];
  /** Le côté (à partir de 0) par rapport auquel les écarts sont calculés. @default 0 */
  reference?: number;
  /** Les chiffres clés (population, son évolution…) : le premier tableau, jamais replié. */
  keyFigures?: readonly ComparisonIndicator[];
  /** Sources des chiffres clés (le millésime de chaque côté). */
  keyFiguresSources?: readonly ComparisonSource[];
  /** Les indicateurs du catalogue, un tableau repliable par thème. */
  themes?: readonly ComparisonTheme[];
  /** Les sources du catalogue : chaque thème cite celles de ses indicateurs. */
  sources?: readonly ComparisonSource[];
  /** Les colonnes de référence affichées. @default { france: false, parent: false } */
  references?: ComparisonReferences;
  /** Le parent de chaque côté (département, ou région pour un département), ou `null` : les colonnes du parent. */
  parents?: readonly (ComparisonSide | null)[];
  /** Affiche les deux cases à cocher des colonnes de référence ; appelée avec le nouveau choix. */
  onReferencesChange?: (next: ComparisonReferences) => void;
  /** Les thèmes sont encore en cours de chargement (les chiffres clés sont affichés). @default false */
  themesLoading?: boolean;
  /** Les thèmes n’ont pas pu être chargés (les chiffres clés sont affichés). @default false */
  themesError?: boolean;
  /** Niveau des titres des thèmes. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Reçoit chaque export à la place du téléchargement par défaut. */
  onExport?: (content: string, filename: string, format: 'csv' | 'json') => void;
  /** Nom du fichier de l’export CSV (celui de l’export JSON se termine par .json). @default 'comparaison.csv' */
  filename?: string;
  /** Affiche l’état de chargement. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (pas de bouton sans elle). */
  onRetry?: () => void;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<ComparisonTableMessages>;
};

const NONE: readonly never[] = [];

/** The loading or the error state, else null. */
function stateBody({
  loading,
  error,
  onRetry,
  m,
}: {
  loading: boolean;
  error: boolean;
  onRetry: (() => void) | undefined;
  m: ComparisonTableMessages;
}) {
  if (loading) {
    return (
      <p role="status" className={styles.state}>
        {m.loading}
      </p>
    );
  }
  return error ? <DataError message={m.error} retryLabel={m.retry} onRetry={onRetry} /> : null;
}
const NO_REFERENCES: ComparisonReferences = { france: false, parent: false };

/**
 * How to read the differences, and which sides are the reference's territory in another vintage
 * (compared on one perimeter, their dated figures without a difference).
 */
function ReadingNotes({
  sides,
  reference,
  m,
}: {
  sides: readonly SideColumn[];
  reference: number;
  m: ComparisonTableMessages;
}) {
  const referenceSide = sides[reference];
  if (!referenceSide) return null;
  const { type, code } = referenceSide.side.territory;
  const sameTerritory = sides.filter(
    (c) => !c.reference && c.side.territory.type === type && c.side.territory.code === code,
  );
  return (
    <>
      <p className={styles.readingNote}>{m.readingNote(referenceSide.key, referenceSide.name)}</p>
      {sameTerritory.length > 0 && (
        <p className={styles.readingNote}>
          {m.sameTerritoryNote(
            sameTerritory.map((c) => c.key),
            referenceSide.key,
          )}
        </p>
      )}
    </>
  );
}

/**
 * Two to six territories (any level, each in its own vintage) side by side: the key figures, then
 * every catalogue indicator by theme. Each value comes with its difference to the reference side
 * (absolute, in points for a rate, and relative), and, with the reference columns, France's and
 * each side's parent's values and a ▲/▼ mark against them; statuses in words (secret, not
 * available and why, not applicable); each theme's sources; links to each theme; CSV and JSON
 * exports. A narrow container shows one card per indicator with a line per territory.
 */
export function ComparisonTable({
  sides,
  reference = 0,
  keyFigures = NONE,
  keyFiguresSources = NONE,
  themes = NONE,
  sources = NONE,
  references = NO_REFERENCES,
  parents = NONE,
  onReferencesChange,
  themesLoading = false,
  themesError = false,
  headingLevel = 3,
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
  const indicators = [...keyFigures, ...themes.flatMap((t) => t.indicators)];
  const shownReferences = givenReferences(references, indicators);
  const columns = {
    sides: sideColumns(sides, reference, m),
    references: referenceColumns(shownReferences, parents, m),
  };
  const layout = useCardLayout<HTMLElement>(columns.sides.length + columns.references.length);
  const names = columns.sides.map((c) => c.name);
  const caption = m.caption(names);
  const shown = themes.filter((theme) => theme.indicators.length > 0);
  const sourceById = useMemo(() => new Map(sources.map((s) => [s.id, s])), [sources]);
  const grid = { ...columns, reference };

  const exportAs = (format: 'csv' | 'json') =>
    saveExport(
      format,
      comparisonExport({
        sides,
        reference,
        references: shownReferences,
        parents,
        keyFigures,
        keyFiguresSources,
        themes: shown,
        sources,
        m,
      }),
      { columns, filename, onExport, m },
    );
  const body =
    stateBody({ loading, error, onRetry, m }) ??
    (keyFigures.length === 0 && shown.length === 0 && !themesLoading ? (
      <p className={styles.state}>{m.empty}</p>
    ) : null);
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      ref={layout.ref}
      className={styles.section}
      data-layout={layout.cards ? 'cards' : 'table'}
      aria-busy={loading || themesLoading || undefined}
    >
      <div className={styles.toolbar}>
        {onReferencesChange && (
          <ReferenceToggles references={references} onChange={onReferencesChange} m={m} />
        )}
        {!body && (
          <span className={styles.exports}>
            <Button variant="secondary" onClick={() => exportAs('csv')}>
              {m.exportCsv}
            </Button>
            <Button variant="secondary" onClick={() => exportAs('json')}>
              {m.exportJson}
            </Button>
          </span>
        )}
      </div>
      {body ? (
        <>
          <p className={styles.caption}>{caption}</p>
          {body}
        </>
      ) : (
        <>
          <ReadingNotes sides={columns.sides} reference={reference} m={m} />
          <SideKeys sides={columns.sides} m={m} />
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
          {keyFigures.length > 0 && (
            <div className={styles.panel}>
              <Heading className={styles.keyHeading}>{m.keyFigures}</Heading>
              {/* The caption names every side for assistive technology; the headers show them. */}
              <ComparisonGrid
                {...grid}
                caption={caption}
                indicators={keyFigures}
                m={m}
                hideCaption
              />
              <Sources sources={keyFiguresSources} />
            </div>
          )}
          {shown.map((theme) => (
            <ThemeSection
              key={theme.id}
              prefix={prefix}
              theme={theme}
              sources={[
                ...new Set(theme.indicators.flatMap((i) => [i.source, i.publishedAbove])),
              ].flatMap((id) => (id && sourceById.get(id)) || [])}
              open={folding.isOpen(theme.id)}
              onToggle={() => folding.toggle(theme.id)}
              grid={{ ...grid, names }}
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
