import { type ReactNode, useId } from 'react';
import { type Logo, LogoStrip, type LogoStripMessages } from '../LogoStrip';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type FooterMessages, footerMessages } from './Footer.messages';
import styles from './Footer.module.css';

/** A link of the footer. */
export type FooterLink = {
  /** Visible label, also its accessible name. */
  label: string;
  /** Destination. */
  href: string;
};

/** A titled group of links (a site map, a section), rendered as a navigation landmark. */
export type FooterLinkGroup = {
  /** Heading of the group, also the accessible name of its navigation. */
  title: string;
  /** The group's links, in display order. */
  links: readonly FooterLink[];
};

export type FooterProps = {
  /** Link groups, each a titled navigation (e.g. "Plan du site"). @default [] */
  groups?: readonly FooterLinkGroup[];
  /** The bottom row of links (legal notices, accessibility status, cookies…). @default [] */
  links?: readonly FooterLink[];
  /** Notices beside the partner logos, e.g. `<FundingNotice />`. */
  notices?: ReactNode;
  /** Last line, e.g. the data licence. */
  licence?: ReactNode;
  /** Partner logos, at the top. @default [] */
  partnerLogos?: readonly Logo[];
  /** Link component injected by the app (its router's link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Overrides of the French copy. */
  messages?: Partial<FooterMessages>;
  /** Overrides of the logo list's copy. */
  logoStripMessages?: Partial<LogoStripMessages>;
};

/**
 * The site footer: partner logos and notices, titled link groups, a bottom row of links and a
 * licence line. Every text and link comes from the site through props.
 */
export function Footer({
  groups = [],
  links = [],
  notices,
  licence,
  partnerLogos = [],
  linkComponent: Link = 'a',
  messages,
  logoStripMessages,
}: FooterProps) {
  const m = withMessages(footerMessages, messages);
  const id = useId();
  const list = (items: readonly FooterLink[], className: string | undefined) => (
    <ul className={className}>
      {items.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {(partnerLogos.length > 0 || notices) && (
          <div className={styles.top}>
            <LogoStrip logos={partnerLogos} messages={logoStripMessages} />
            {notices}
          </div>
        )}
        {groups.map((group, index) => (
          <nav key={group.title} className={styles.group} aria-labelledby={`${id}${index}`}>
            <h2 id={`${id}${index}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            {list(group.links, styles.groupList)}
          </nav>
        ))}
        {links.length > 0 && <nav aria-label={m.linksLabel}>{list(links, styles.links)}</nav>}
        {licence && <p className={styles.licence}>{licence}</p>}
      </div>
    </footer>
  );
}
