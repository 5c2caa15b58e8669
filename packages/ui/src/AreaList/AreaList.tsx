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
  /** The user's areas, the latest changed first; null while unknown. */
  areas: readonly AreaListItem[] | null;
  /** How many areas one user may keep. @default 200 */
  limit?: number;
  /** Shows the loading skeleton. @default false */
  loading?: boolean;
  /** The error state: true for the default message, or a message of its own. */
  error?: boolean | string;
  /** Whether trying again may help (no retry for a 4xx). @default true */
  errorTransient?: boolean;
  onRetry?: () => void;
  /** The address where an area is explored. */
  hrefFor: (area: AreaListItem) => string;
  /** The address of an area's form. */
  editHrefFor: (area: AreaListItem) => string;
  /** The address of the form of a new area. */
  createHref: string;
  /** Deletes an area (after the user confirmed); rejects with a French `message` on failure. */
  onDelete: (area: AreaListItem) => Promise<void>;
  /** The area's name, vintage and communes, downloaded as JSON. */
  onExport: (area: AreaListItem) => Promise<AreaExport>;
  /** Level of each area's heading. @default 3 */
  headingLevel?: 3 | 4;
  /** The app's router link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Overrides of the French copy. */
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
