import { useId } from 'react';
import { FundingNotice, type FundingNoticeMessages } from '../FundingNotice';
import { type Logo, LogoStrip, type LogoStripMessages } from '../LogoStrip';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type FooterMessages, footerMessages } from './Footer.messages';
import styles from './Footer.module.css';

/** Entries of the site map, in display order: every route of the site. */
export const siteMapKeys = ['home', 'explorer', 'comparer', 'about', 'version'] as const;
/** Links of the bottom row: sections of the À propos page. */
export const footerLinkKeys = ['data', 'accessibility', 'legal'] as const;

export type SiteMapKey = (typeof siteMapKeys)[number];
export type FooterLinkKey = SiteMapKey | (typeof footerLinkKeys)[number];

/** Default destinations: the site's routes, and sections of the À propos page. */
export const defaultFooterHrefs: Record<FooterLinkKey, string> = {
  home: '/',
  explorer: '/explorer/',
  comparer: '/comparer/',
  about: '/a-propos/',
  version: '/version/',
  data: '/a-propos/#donnees',
  accessibility: '/a-propos/#accessibilite',
  legal: '/a-propos/#mentions-legales',
};

export type FooterProps = {
  /** Partner logos shown above the funding notice. @default [] */
  partnerLogos?: readonly Logo[];
  /** Link component injected by the app. @default 'a' */
  linkComponent?: LinkComponent;
  /** Destinations of the footer links. @default defaultFooterHrefs */
  hrefs?: Partial<Record<FooterLinkKey, string>>;
  /** Overrides of the French copy. */
  messages?: Partial<FooterMessages>;
  fundingMessages?: Partial<FundingNoticeMessages>;
  logoStripMessages?: Partial<LogoStripMessages>;
};

/**
 * The site footer: partner logos, the France 2030 funding notice, the site map (every route) and
 * the links to À propos (data sources, accessibility status, legal notices).
 */
export function Footer({
  partnerLogos = [],
  linkComponent: Link = 'a',
  hrefs,
  messages,
  fundingMessages,
  logoStripMessages,
}: FooterProps) {
  const m = withMessages(footerMessages, messages);
  const destinations = { ...defaultFooterHrefs, ...hrefs };
  const siteMapId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <LogoStrip logos={partnerLogos} messages={logoStripMessages} />
          <FundingNotice messages={fundingMessages} />
        </div>
        <nav className={styles.siteMap} aria-labelledby={siteMapId}>
          <h2 id={siteMapId} className={styles.siteMapTitle}>
            {m.siteMapLabel}
          </h2>
          <ul className={styles.siteMapList}>
            {siteMapKeys.map((key) => (
              <li key={key}>
                <Link href={destinations[key]} className={styles.link}>
                  {m[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={m.linksLabel}>
          <ul className={styles.links}>
            {footerLinkKeys.map((key) => (
              <li key={key}>
                <Link href={destinations[key]} className={styles.link}>
                  {m[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.licence}>{m.licence}</p>
      </div>
    </footer>
  );
}
