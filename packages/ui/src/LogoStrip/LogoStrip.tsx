import { withMessages } from '../messages';
import { type LogoStripMessages, logoStripMessages } from './LogoStrip.messages';
import styles from './LogoStrip.module.css';

export type Logo = {
  /** Image address. */
  src: string;
  /**
   * Text alternative, required. Name the partner; when the logo is a link, name where it leads
   * (RGAA 1.2 / WCAG 1.1.1).
   */
  alt: string;
  /** Optional link to the partner's site. */
  href?: string;
  /** Intrinsic width in pixels, to reserve space and avoid layout shift. */
  width?: number;
  /** Intrinsic height in pixels. */
  height?: number;
};

export type LogoStripProps = {
  /** Les logos, dans l’ordre d’affichage. */
  logos: readonly Logo[];
  /** Remplacements des textes français par défaut. */
  messages?: Partial<LogoStripMessages>;
};

/** A row of partner logos, as a named list. Each logo must have a text alternative. */
export function LogoStrip({ logos, messages }: LogoStripProps) {
  const m = withMessages(logoStripMessages, messages);
  if (logos.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label={m.label}>
      {logos.map((logo) => {
        const img = (
          <img
            className={styles.logo}
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={`${logo.src}|${logo.alt}`} className={styles.item}>
            {logo.href ? (
              <a className={styles.link} href={logo.href} rel="noopener noreferrer">
                {img}
              </a>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}
