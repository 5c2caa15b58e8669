import type { CSSProperties, ReactNode } from 'react';
import { DataError } from '../DataError';
import styles from './DataFigure.module.css';

export type DataFigureProps = {
  /** Title shown as the figure's caption. */
  title: ReactNode;
  /** id of the caption, for content that names itself after it (aria-labelledby). */
  titleId?: string;
  /** Shows the loading state: a French status line and a skeleton. @default false */
  loading?: boolean;
  /** Shows the error state (DataError) instead of the content. @default false */
  error?: boolean;
  /** Called by the error state's "Réessayer" button (no button without it). */
  onRetry?: () => void;
  /** French copy of the states. */
  messages: { loading: string; error: string; retry: string };
  /** Height of the skeleton, close to the content's, so that nothing jumps when it arrives. */
  skeletonHeight?: string;
  /** The loaded content. */
  children?: ReactNode;
};

/**
 * The frame shared by the chart and the map: a captioned figure that shows a loading status with a
 * skeleton, an error with a retry, or its content.
 */
export function DataFigure({
  title,
  titleId,
  loading = false,
  error = false,
  onRetry,
  messages,
  skeletonHeight,
  children,
}: DataFigureProps) {
  let body: ReactNode = children;
  if (loading) {
    body = (
      <>
        {/* Not a live region: inside a busy container it would not be announced; the screen's
            own live region says when its data loads. */}
        <p className={styles.state}>{messages.loading}</p>
        <div
          className={styles.skeleton}
          style={
            skeletonHeight ? ({ '--skeleton-height': skeletonHeight } as CSSProperties) : undefined
          }
          aria-hidden="true"
        />
      </>
    );
  } else if (error) {
    body = <DataError message={messages.error} retryLabel={messages.retry} onRetry={onRetry} />;
  }
  return (
    <figure className={styles.figure} aria-busy={loading || undefined}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {body}
    </figure>
  );
}

/** Plain-text state line inside a DataFigure (e.g. "no data"). */
export function DataFigureNote({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}
