import { withMessages } from '../messages';
import { type ContactLinkMessages, contactLinkMessages } from './ContactLink.messages';
import styles from './ContactLink.module.css';

export type ContactLinkProps = {
  /** Adresse du destinataire (tirée de la configuration de l’application). */
  email: string;
  /** Variante visuelle. @default 'bar' */
  variant?: 'bar' | 'menu' | 'inline';
  /** Remplacements des textes français par défaut (libellé, objet). */
  messages?: Partial<ContactLinkMessages>;
};

/** Builds a `mailto:` address with an encoded subject (RFC 6068: spaces as %20, not +). */
export function buildMailto(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** A `mailto:` link that opens the visitor's mail program with a pre-filled French subject. */
export function ContactLink({ email, variant = 'bar', messages }: ContactLinkProps) {
  const m = withMessages(contactLinkMessages, messages);
  return (
    <a
      className={styles.link}
      data-variant={variant}
      href={buildMailto(email, m.subject)}
      aria-label={`${m.label} (${m.opensMail})`}
    >
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M3 6h18v12H3zm0 0 9 7 9-7" />
      </svg>
      {m.label}
    </a>
  );
}
