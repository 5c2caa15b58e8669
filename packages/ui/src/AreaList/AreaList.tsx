// Long file: one list whose states (loading, error, empty, limit) and row actions (export, delete with confirmation) share its focus handling.
import { useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../Button';
import { DataError } from '../DataError';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { SkeletonLine } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { type AreaListMessages, areaListMessages } from './AreaList.messages';
import styles from './AreaList.module.css';
import { type AreaExport, downloadArea } from './exportArea';

/** One of the user's areas, as the list shows it. */
export type AreaListItem = {
  id: string;
  name: string;
  /** The vintage of the geography its communes belong to. */
  year: number;
  communeCount: number;
  /** ISO date of the last change. */
  updatedAt: string;
};

export type AreaListProps = {
  /**
   * Les territoires de l’utilisateur, le dernier modifié en premier ; null tant qu’ils sont
   * inconnus.
   */
  areas: readonly AreaListItem[] | null;
  /** Nombre de territoires qu’un utilisateur peut garder. @default 200 */
  limit?: number;
  /** Affiche le squelette de chargement. @default false */
  loading?: boolean;
  /** L’état d’erreur : true pour le message par défaut, ou un message propre. */
  error?: boolean | string;
  /** Indique si réessayer peut aider (pas de nouvel essai pour une erreur 4xx). @default true */
  errorTransient?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (sans elle, pas de bouton). */
  onRetry?: () => void;
  /** L’adresse où explorer un territoire. */
  hrefFor: (area: AreaListItem) => string;
  /** L’adresse du formulaire d’un territoire. */
  editHrefFor: (area: AreaListItem) => string;
  /** L’adresse du formulaire d’un nouveau territoire. */
  createHref: string;
  /**
   * Supprime un territoire (après confirmation de l’utilisateur) ; rejette avec un `message` en français
   * en cas d’échec.
   */
  onDelete: (area: AreaListItem) => Promise<void>;
  /** Le nom, le millésime et les communes du territoire, téléchargés en JSON. */
  onExport: (area: AreaListItem) => Promise<AreaExport>;
  /** Niveau du titre de chaque territoire. @default 3 */
  headingLevel?: 3 | 4;
  /** Le lien du routeur de l’application. @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<AreaListMessages>;
};

const messageOf = (error: unknown) =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message)
    : String(error);

/**
 * « Mes territoires »: the user's own areas (a named set of communes of one vintage), each linking
 * to its figures, with edit, JSON export and delete (confirmed first); an empty state that says
 * what they are for; how many the user has out of the limit.
 */
export function AreaList({
  areas,
  limit = 200,
  loading = false,
  error = false,
  errorTransient = true,
  onRetry,
  hrefFor,
  editHrefFor,
  createHref,
  onDelete,
  onExport,
  headingLevel = 3,
  linkComponent: Link = 'a',
  messages,
}: AreaListProps) {
  const m = withMessages(areaListMessages, messages);
  const id = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const Heading = `h${headingLevel}` as 'h3' | 'h4';

  if (error) {
    return (
      <DataError
        message={typeof error === 'string' ? error : m.error}
        retryLabel={m.retry}
        transient={errorTransient}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  }
  if (loading || !areas) {
    return (
      <div className={styles.root} aria-busy="true">
        <p role="status">{m.loading}</p>
        <ul className={styles.list}>
          {['a', 'b', 'c'].map((key) => (
            <li key={key} className={styles.item}>
              <SkeletonLine width="40%" />
              <SkeletonLine width="70%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const full = areas.length >= limit;
  const statusLine = (
    <p ref={statusRef} role="status" className={styles.status} tabIndex={-1}>
      {status}
    </p>
  );
  if (areas.length === 0) {
    return (
      <div className={styles.root}>
        {statusLine}
        <div className={styles.empty}>
          <Heading className={styles.emptyTitle}>{m.emptyTitle}</Heading>
          <p>{m.emptyText}</p>
          <p className={styles.note}>{m.emptyPrivate}</p>
          <ButtonLink href={createHref} linkComponent={Link}>
            {m.create}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const cancel = (area: AreaListItem) => {
    setConfirming(null);
    setFailure('');
    document.getElementById(`${id}-remove-${area.id}`)?.focus();
  };
  const remove = async (area: AreaListItem) => {
    setBusy(area.id);
    setFailure('');
    try {
      await onDelete(area);
      setConfirming(null);
      setStatus(m.removed(area.name));
      // The row is gone: the focus goes to what says so.
      statusRef.current?.focus();
    } catch (e) {
      setFailure(m.removeFailed(messageOf(e)));
    } finally {
      setBusy(null);
    }
  };
  const exportArea = async (area: AreaListItem) => {
    setBusy(area.id);
    try {
      setStatus(m.exported(downloadArea(await onExport(area))));
    } catch (e) {
      setStatus(m.exportFailed(messageOf(e)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.root}>
      {/* First in both states, so that it keeps the focus when the last area goes. */}
      {statusLine}
      <div className={styles.bar}>
        <p className={styles.count}>
          <span aria-hidden="true">{m.count(areas.length, limit)}</span>
          <VisuallyHidden>{m.countSpoken(areas.length, limit)}</VisuallyHidden>
        </p>
        {full ? (
          <p className={styles.note}>{m.limitReached}</p>
        ) : (
          <ButtonLink href={createHref} linkComponent={Link} size="sm">
            {m.create}
          </ButtonLink>
        )}
      </div>
      <ul className={styles.list}>
        {areas.map((area) => {
          const suffix = <VisuallyHidden>{m.itemSuffix(area.name)}</VisuallyHidden>;
          const questionId = `${id}-question-${area.id}`;
          return (
            <li key={area.id} className={styles.item}>
              <Heading className={styles.name}>
                <Link href={hrefFor(area)}>{area.name}</Link>
              </Heading>
              <p className={styles.meta}>
                {m.vintage(area.year)} · {m.communes(area.communeCount)} ·{' '}
                <time dateTime={area.updatedAt}>{m.updated(area.updatedAt)}</time>
              </p>
              <div className={styles.actions}>
                <ButtonLink
                  href={editHrefFor(area)}
                  linkComponent={Link}
                  variant="secondary"
                  size="sm"
                >
                  {m.edit}
                  {suffix}
                </ButtonLink>
                <Button
                  variant="tertiary"
                  size="sm"
                  loading={busy === area.id && confirming !== area.id}
                  onClick={() => void exportArea(area)}
                >
                  {m.exportJson}
                  {suffix}
                </Button>
                <Button
                  id={`${id}-remove-${area.id}`}
                  variant="tertiary"
                  size="sm"
                  aria-expanded={confirming === area.id}
                  onClick={() => {
                    setFailure('');
                    setConfirming(area.id);
                    // Focus the question once it is drawn.
                    requestAnimationFrame(() => document.getElementById(questionId)?.focus());
                  }}
                >
                  {m.remove}
                  {suffix}
                </Button>
              </div>
              {confirming === area.id && (
                <div className={styles.confirm}>
                  <p id={questionId} tabIndex={-1} className={styles.question}>
                    {m.confirmQuestion(area.name)}
                  </p>
                  {failure && (
                    <p role="alert" className={styles.failure}>
                      {failure}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <Button size="sm" loading={busy === area.id} onClick={() => void remove(area)}>
                      {m.confirmRemove}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => cancel(area)}>
                      {m.cancel}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
