import type { CSSProperties, ReactNode } from 'react';
import { DataError } from '../DataError';
import styles from './DataFigure.module.css';

export type DataFigureProps = {
  /** Titre affiché comme légende de la figure. */
  title: ReactNode;
  /** id de la légende, pour un contenu qui tire son nom d’elle (aria-labelledby). */
  titleId?: string;
  /** Affiche l’état de chargement : une ligne d’état en français et un squelette. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur (DataError) à la place du contenu. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (sans elle, pas de bouton). */
  onRetry?: () => void;
  /** Textes français des états. */
  messages: { loading: string; error: string; retry: string };
  /** Hauteur du squelette, proche de celle du contenu, pour que rien ne saute à son arrivée. */
  skeletonHeight?: string;
  /** Le contenu chargé. */
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
