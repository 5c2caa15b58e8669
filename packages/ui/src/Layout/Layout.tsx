import type { MouseEvent, ReactNode } from 'react';
import { Container } from '../Container';
import { withMessages } from '../messages';
import { type LayoutMessages, layoutMessages } from './Layout.messages';
import styles from './Layout.module.css';

export type LayoutProps = {
  /** L’en-tête de la page, d’ordinaire `<Header>`. */
  header: ReactNode;
  /** Le pied de page, d’ordinaire `<Footer>`. */
  footer?: ReactNode;
  /** À activer là où l’en-tête est transparent sur le fond de la zone principale. @default false */
  transparentHeader?: boolean;
  /**
   * Le contenu occupe toute la largeur, sans le `Container` (centré, largeur maximale, marges
   * latérales) : pour les bandeaux pleine largeur, ou les pages qui posent leur propre conteneur.
   * @default false
   */
  fullBleed?: boolean;
  /** Id de l’élément `<main>`, cible du lien d’évitement. @default 'contenu' */
  mainId?: string;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<LayoutMessages>;
  /** Le contenu de la page, dans `<main>`. */
  children: ReactNode;
};

/**
 * The page frame: skip link, header, `<main>` (content centred in the container unless
 * `fullBleed`), footer.
 */
export function Layout({
  header,
  footer,
  transparentHeader = false,
  fullBleed = false,
  mainId = 'contenu',
  messages,
  children,
}: LayoutProps) {
  const m = withMessages(layoutMessages, messages);
  // Move focus ourselves: changing the hash would add a history entry and confuse the router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = event.currentTarget.ownerDocument.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <div className={styles.page} data-transparent-header={transparentHeader || undefined}>
      <a className={styles.skipLink} href={`#${mainId}`} onClick={skipToMain}>
        {m.skipToContent}
      </a>
      {header}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {fullBleed ? children : <Container className={styles.container}>{children}</Container>}
      </main>
      {footer}
    </div>
  );
}
