import { withMessages } from '../messages';
import { type ContactLinkMessages, contactLinkMessages } from './ContactLink.messages';
import styles from './ContactLink.module.css';

export type ContactLinkProps = {
  /** Recipient address (from the app's configuration). */
  email: string;
  /** Visual variant. @default 'bar' */
  variant?: 'bar' | 'menu' | 'inline';
  /** Overrides of the French copy (label, subject). */
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
        <path
          fill="currentColor"
          d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.6-8-5.6ZM5.2 7 12 11.8 18.8 7H5.2Z"
        />
      </svg>
      {m.label}
    </a>
  );
}
