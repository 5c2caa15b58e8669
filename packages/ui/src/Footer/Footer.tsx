import { FundingNotice, type FundingNoticeMessages } from '../FundingNotice';
import { type Logo, LogoStrip, type LogoStripMessages } from '../LogoStrip';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type FooterMessages, footerMessages } from './Footer.messages';
import styles from './Footer.module.css';

export type FooterLinkKey = 'data' | 'accessibility' | 'legal' | 'version';

/** Default destinations: sections of the À propos page, and the Version page. */
export const defaultFooterHrefs: Record<FooterLinkKey, string> = {
  data: '/a-propos/#donnees',
  accessibility: '/a-propos/#accessibilite',
  legal: '/a-propos/#mentions-legales',
  version: '/version/',
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

/** The site footer: partner logos, the France 2030 funding notice and links to À propos. */
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
  const keys: FooterLinkKey[] = ['data', 'accessibility', 'legal', 'version'];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <LogoStrip logos={partnerLogos} messages={logoStripMessages} />
          <FundingNotice messages={fundingMessages} />
        </div>
        <nav aria-label={m.linksLabel}>
          <ul className={styles.links}>
            {keys.map((key) => (
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
