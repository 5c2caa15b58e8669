import type { ReactNode } from 'react';
import { Button } from '../Button';
import styles from './DataError.module.css';

export type DataErrorProps = {
  /** Ce qui a échoué, en français. */
  message: string;
  /** Libellé du bouton pour réessayer. */
  retryLabel: string;
  /** Affiche le bouton pour réessayer quand elle est fournie (et que l’erreur est passagère). */
  onRetry?: () => void;
  /**
   * Indique si réessayer peut aider (panne réseau, délai dépassé, erreur du serveur). Une erreur
   * 400 ou 404 donne chaque fois la même réponse : pas de bouton pour réessayer dans ce cas.
   * @default true
   */
  transient?: boolean;
  /** Contenu supplémentaire sous le message (par exemple des liens pour aller ailleurs). */
  children?: ReactNode;
};

/**
 * The error state of the data components: an alert with the message, optional content, and a retry
 * button for transient errors only.
 */
export function DataError({
  message,
  retryLabel,
  onRetry,
  transient = true,
  children,
}: DataErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{message}</p>
      {children}
      {onRetry && transient && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
