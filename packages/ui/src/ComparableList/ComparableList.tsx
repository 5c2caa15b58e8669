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
   * Le territoire auquel les autres sont comparés (nommé dans les raisons), avec son type d’article
   * INSEE s’il est connu (« de la Loire »).
   */
  territory: { type: TerritoryType; name: string; year: number; typeLiaison?: number };
  /** Les plus proches d’abord (10 au plus). */
  items: readonly ComparableItem[];
  /** Affiche des lignes squelettes à la place de la liste (le choix du périmètre reste). @default false */
  loading?: boolean;
  /** L’état d’erreur : `true` pour le message par défaut, ou un message propre. */
  error?: boolean | string;
  /** Un nouvel essai peut-il aider (pas de nouvel essai pour une erreur 400). @default true */
  errorTransient?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur. */
  onRetry?: () => void;
  /** Affiché quand il n’y a aucun territoire comparable (chargé, sans erreur) : pourquoi, et quoi essayer. */
  emptyMessage: string;
  /** Où chercher ; aucun choix n’est affiché s’il y en a moins de deux. */
  scopes?: readonly ComparableScopeOption[];
  /** La `value` du périmètre choisi. */
  scope?: string;
  /** Appelée au choix d’un autre périmètre, avec sa `value`. */
  onScopeChange?: (scope: string) => void;
  /** Sous le choix du périmètre : pourquoi une option manque (une région n’a pas de région). */
  scopeNote?: string;
  /** Libellés des indicateurs de la distance (« Calculé sur : … »). */
  dimensions: readonly string[];
  /** Ceux pour lesquels le territoire n’a pas de valeur. */
  missingDimensions?: readonly string[];
  /** L’explication de la méthode (À propos). */
  methodHref: string;
  /** La page propre d’un territoire comparable. */
  hrefFor: (item: ComparableItem) => string;
  /** La comparaison du territoire avec celui-ci. */
  compareHrefFor: (item: ComparableItem) => string;
  /** La comparaison avec les premiers d’un coup, et leur nombre. */
  compareFirst?: { href: string; count: number };
  /** Le lien du routeur de l’application. @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
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
