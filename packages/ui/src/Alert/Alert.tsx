import type { ReactNode } from 'react';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { type AlertMessages, alertMessages } from './Alert.messages';
import styles from './Alert.module.css';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  /** Nature du message ; fixe la couleur, l’icône, le mot lu en premier et le rôle ARIA. */
  type: AlertType;
  /** Titre court, en gras, au-dessus du message. */
  title?: ReactNode;
  /** Élément du titre : un niveau de titre quand l’alerte ouvre une section. @default 'p' */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
  /** Le message. */
  children?: ReactNode;
  /**
   * Affiche un bouton de fermeture qui appelle cette fonction ; c’est l’appelant qui retire
   * l’alerte.
   */
  onClose?: () => void;
  /**
   * Annonce l’alerte quand elle apparaît (`role="alert"` pour les erreurs et les avertissements,
   * `role="status"` sinon). À désactiver pour un message présent dès le chargement de la page.
   * @default true
   */
  live?: boolean;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<AlertMessages>;
};

const icons: Record<AlertType, string> = {
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 8h-2v7h2v-7Zm0-3h-2v2h2V7Z',
  success:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm4.3 6.3-5.3 5.3-3.3-3.3-1.4 1.4 4.7 4.7 6.7-6.7-1.4-1.4Z',
  warning:
    'M12.9 2.5 22.4 19a1 1 0 0 1-.9 1.5h-19a1 1 0 0 1-.9-1.5l9.5-16.5a1 1 0 0 1 1.8 0ZM13 16h-2v2h2v-2Zm0-7h-2v5h2V9Z',
  error:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm3.5 5.1L12 10.6 8.5 7.1 7.1 8.5l3.5 3.5-3.5 3.5 1.4 1.4 3.5-3.5 3.5 3.5 1.4-1.4-3.5-3.5 3.5-3.5-1.4-1.4Z',
};

/** A message about the page or an action: information, success, warning or error. */
export function Alert({
  type,
  title,
  titleAs: Title = 'p',
  children,
  onClose,
  live = true,
  messages,
}: AlertProps) {
  const m = withMessages(alertMessages, messages);
  const role = live ? (type === 'error' || type === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div className={styles.alert} data-type={type} role={role}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icons[type]} />
      </svg>
      <div className={styles.body}>
        {title ? (
          <Title className={styles.title}>
            <VisuallyHidden>{m[type]}</VisuallyHidden> {title}
          </Title>
        ) : (
          <>
            <VisuallyHidden>{m[type]}</VisuallyHidden>{' '}
          </>
        )}
        {children && <div className={styles.content}>{children}</div>}
      </div>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={m.close}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="m12 10.6 4.9-4.9 1.4 1.4-4.9 4.9 4.9 4.9-1.4 1.4-4.9-4.9-4.9 4.9-1.4-1.4 4.9-4.9-4.9-4.9 1.4-1.4 4.9 4.9Z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
