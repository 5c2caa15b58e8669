import { type ReactNode, useId } from 'react';
import { type Logo, LogoStrip, type LogoStripMessages } from '../LogoStrip';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type FooterMessages, footerMessages } from './Footer.messages';
import styles from './Footer.module.css';

/** Un lien du pied de page. */
export type FooterLink = {
  /** Libellé visible, qui est aussi son nom accessible. */
  label: string;
  /** Destination du lien. */
  href: string;
};

/** Un groupe de liens titré (plan du site, rubrique), rendu comme une région de navigation. */
export type FooterLinkGroup = {
  /** Titre du groupe, qui est aussi le nom accessible de sa navigation. */
  title: string;
  /** Les liens du groupe, dans l’ordre d’affichage. */
  links: readonly FooterLink[];
};

export type FooterProps = {
  /** Groupes de liens, chacun une navigation titrée (par exemple « Plan du site »). @default [] */
  groups?: readonly FooterLinkGroup[];
  /** Rangée de liens du bas (mentions légales, état de l’accessibilité, cookies…). @default [] */
  links?: readonly FooterLink[];
  /** Mentions à côté des logos partenaires, par exemple `<FundingNotice />`. */
  notices?: ReactNode;
  /** Dernière ligne, par exemple la licence des données. */
  licence?: ReactNode;
  /** Logos partenaires, en haut. @default [] */
  partnerLogos?: readonly Logo[];
  /** Composant de lien fourni par l’application (le lien de son routeur). @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<FooterMessages>;
  /** Remplacements des textes de la liste de logos. */
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
