import type { MouseEvent, ReactNode } from 'react';
import { Container } from '../Container';
import { withMessages } from '../messages';
import { type LayoutMessages, layoutMessages } from './Layout.messages';
import styles from './Layout.module.css';

export type LayoutProps = {
  /** The page header, usually `<Header>`. */
  header: ReactNode;
  /** The page footer, usually `<Footer>`. */
  footer?: ReactNode;
  /** Set where the header is transparent over the main area's background. @default false */
  transparentHeader?: boolean;
  /**
   * Content spans the full width, without the `Container` (centred, max width, side padding):
   * for full-width bands, or pages that set their own container. @default false
   */
  fullBleed?: boolean;
  /** Id of the `<main>` element, target of the skip link. @default 'contenu' */
  mainId?: string;
  /** Overrides of the French copy. */
  messages?: Partial<LayoutMessages>;
  /** The page's content, inside `<main>`. */
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
