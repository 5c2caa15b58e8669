import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { withMessages } from '../messages';
import { type ShareLinkMessages, shareLinkMessages } from './ShareLink.messages';
import styles from './ShareLink.module.css';

export type ShareLinkProps = {
  /** Le lien permanent absolu de la vue courante. */
  url: string;
  /** Appelée après une copie réussie. */
  onCopy?: (url: string) => void;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<ShareLinkMessages>;
};

/**
 * The permalink of the current view in a read-only field with a "Copier le lien" button; the
 * result ("Lien copié", or how to copy by hand) is announced in a live region.
 */
export function ShareLink({ url, onCopy, messages }: ShareLinkProps) {
  const m = withMessages(shareLinkMessages, messages);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL resets the message
  useEffect(() => setStatus('idle'), [url]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setStatus('copied');
      onCopy?.(url);
    } catch {
      inputRef.current?.select();
      setStatus('failed');
    }
  };

  return (
    <div className={styles.share}>
      <label className={styles.label} htmlFor={id}>
        {m.label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {m.copy}
        </Button>
      </div>
      <p className={styles.status} role="status" data-status={status}>
        {status === 'copied' ? m.copied : status === 'failed' ? m.failed : ''}
      </p>
    </div>
  );
}
