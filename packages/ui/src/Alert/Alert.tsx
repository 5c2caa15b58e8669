import type { ReactNode } from 'react';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { type AlertMessages, alertMessages } from './Alert.messages';
import styles from './Alert.module.css';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  /** Kind of message; sets colour, icon, the word read first and the ARIA role. */
  type: AlertType;
  /** Short title in bold above the message. */
  title?: ReactNode;
  /** Element of the title: a heading level when the alert starts a section. @default 'p' */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
  /** The message. */
  children?: ReactNode;
  /** Shows a close button that calls this; the caller removes the alert. */
  onClose?: () => void;
  /**
   * Announce the alert when it appears (`role="alert"` for errors and warnings, `role="status"`
   * otherwise). Turn off for a message present when the page loads. @default true
   */
  live?: boolean;
  /** Overrides of the French copy. */
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
