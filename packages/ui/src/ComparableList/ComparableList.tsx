import { type ReactNode, useId } from 'react';
import { ButtonLink } from '../Button';
import { DataError } from '../DataError';
import { type IndicatorFormatSpec, withArticle } from '../format';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { RadioGroup } from '../Radio';
import type { TerritoryRef, TerritoryType } from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import { type ComparableListMessages, comparableListMessages } from './ComparableList.messages';
import styles from './ComparableList.module.css';
import { LoadingRows, Row } from './ComparableRow';

/** One indicator where the two territories are close: both values and how to write them. */
export type ComparableReason = {
  /** Short label: "Densité". */
  label: string;
  /** The comparable territory's value. */
  value: number;
  /** The value of the territory it is compared with. */
  reference: number;
  /** Number format and unit of both values. */
  format: IndicatorFormatSpec;
};

/** A comparable territory, in the vintage it is compared in. */
export type ComparableItem = TerritoryRef & {
  year: number;
  /** Legal population; null when unknown. */
  population: number | null;
  /** The 2 or 3 indicators where it is closest, closest first. */
  reasons: readonly ComparableReason[];
};

/** One choice of where to look for comparables ("Toute la France", "Même région (…)"). */
export type ComparableScopeOption = { value: string; label: string };

export type ComparableListProps = {
  /**
   * The territory the others are compared with (named in the reasons), with its INSEE article type
   * when known ("de la Loire").
   */
  territory: { type: TerritoryType; name: string; year: number; typeLiaison?: number };
  /** Nearest first (at most 10). */
  items: readonly ComparableItem[];
  /** Shows skeleton rows instead of the list (the scope choice stays). @default false */
  loading?: boolean;
  /** The error state: true for the default message, or a message of its own. */
  error?: boolean | string;
  /** Whether trying again may help (no retry for a 400). @default true */
  errorTransient?: boolean;
  onRetry?: () => void;
  /** Said when there is no comparable (loaded, no error): why, and what to try. */
  emptyMessage: string;
  /** Where to look; no choice shown with fewer than two. */
  scopes?: readonly ComparableScopeOption[];
  /** The chosen scope's `value`. */
  scope?: string;
  onScopeChange?: (scope: string) => void;
  /** Under the scope choice: why an option is missing (a région has no région). */
  scopeNote?: string;
  /** Labels of the indicators of the distance ("Calculé sur : …"). */
  dimensions: readonly string[];
  /** Those the territory has no value for. */
  missingDimensions?: readonly string[];
  /** The method's explanation (À propos). */
  methodHref: string;
  /** A comparable's own page. */
  hrefFor: (item: ComparableItem) => string;
  /** The comparison of the territory with this one. */
  compareHrefFor: (item: ComparableItem) => string;
  /** The comparison with the first ones at once, and how many. */
  compareFirst?: { href: string; count: number };
  /** The app's router link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Overrides of the French copy. */
  messages?: Partial<ComparableListMessages>;
};

/**
 * The territories most similar to one (same level and vintage), nearest first: each with a link
 * to its page, its population, the 2–3 indicators where the two are closest (both values), and a
 * link that compares the two. A choice of where to look (France, its région, its département),
 * the indicators of the distance with a link to the method, and loading, error and empty states.
 */
export function ComparableList({
  territory,
  items,
  loading = false,
  error = false,
  errorTransient = true,
  onRetry,
  emptyMessage,
  scopes = [],
  scope,
  onScopeChange,
  scopeNote,
  dimensions,
  missingDimensions = [],
  methodHref,
  hrefFor,
  compareHrefFor,
  compareFirst,
  linkComponent: Link = 'a',
  messages,
}: ComparableListProps) {
  const m = withMessages(comparableListMessages, messages);
  const groupName = useId();
  const noteId = useId();
  const summaryId = useId();

  const summary =
    items.length > 0
      ? m.summary(
          items.length,
          territory.type,
          withArticle(territory.name, territory.typeLiaison, 'de', territory.type),
          territory.year,
        )
      : '';
  let body: ReactNode;
  if (error) {
    body = (
      <DataError
        message={typeof error === 'string' ? error : m.error}
        retryLabel={m.retry}
        transient={errorTransient}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  } else if (loading) {
    body = <LoadingRows />;
  } else if (items.length === 0) {
    body = <p className={styles.empty}>{emptyMessage}</p>;
  } else {
    body = (
      <>
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
        <ol className={styles.list} aria-labelledby={summaryId}>
          {items.map((item) => (
            <Row
              key={`${item.type}:${item.code}`}
              item={item}
              name={territory.name}
              href={hrefFor(item)}
              compareHref={compareHrefFor(item)}
              Link={Link}
              m={m}
            />
          ))}
        </ol>
        {compareFirst && compareFirst.count > 1 && (
          <p className={styles.compareFirst}>
            <ButtonLink href={compareFirst.href} linkComponent={Link}>
              {m.compareFirst(compareFirst.count)}
            </ButtonLink>
          </p>
        )}
      </>
    );
  }

  return (
    <div className={styles.root}>
      {scopes.length > 1 && (
        <RadioGroup
          legend={m.scopeLegend}
          name={groupName}
          inline
          options={scopes}
          value={scope ?? ''}
          onChange={(value) => onScopeChange?.(value)}
          aria-describedby={scopeNote ? noteId : undefined}
        />
      )}
      {scopeNote && (
        <p id={noteId} className={styles.note}>
          {scopeNote}
        </p>
      )}
      {/* Present throughout, so that a new scope's loading and its result are announced. */}
      <p role="status" className={styles.status}>
        <VisuallyHidden>
          {loading ? m.loading : error ? '' : items.length > 0 ? summary : emptyMessage}
        </VisuallyHidden>
      </p>
      <div className={styles.results} aria-busy={loading}>
        {body}
      </div>
      <p className={styles.dimensions}>
        {dimensions.length > 0 && <>{m.computedOn(dimensions)} </>}
        {missingDimensions.length > 0 && (
          <>
            {m.missing(
              missingDimensions,
              withArticle(territory.name, territory.typeLiaison, 'le', territory.type),
            )}{' '}
          </>
        )}
        <Link href={methodHref}>{m.method}</Link>
      </p>
    </div>
  );
}
