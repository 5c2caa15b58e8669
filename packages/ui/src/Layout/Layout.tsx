import type { MouseEvent, ReactNode } from 'react';
import { withMessages } from '../messages';
import { type LayoutMessages, layoutMessages } from './Layout.messages';
import styles from './Layout.module.css';

export type LayoutProps = {
  /** The page header, usually `<Header>`. */
  header: ReactNode;
  /** The page footer, usually `<Footer>`. */
  footer?: ReactNode;
  /** Set on the home route, where the header is transparent over the beige area. @default false */
  transparentHeader?: boolean;
  /** Id of the `<main>` element, target of the skip link. @default 'contenu' */
  mainId?: string;
  /** Overrides of the French copy. */
  messages?: Partial<LayoutMessages>;
  children: ReactNode;
};

/** The page frame: skip link, header, `<main>` on the beige background, footer. */
export function Layout({
  header,
  footer,
  transparentHeader = false,
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
        {children}
      </main>
      {footer}
    </div>
  );
}
