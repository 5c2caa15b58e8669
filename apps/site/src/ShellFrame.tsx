import { Footer, Header, type HeaderLink, type HeaderUser, Layout } from '@epic/ui';
import type { MouseEvent, ReactNode } from 'react';
import { config } from './config';
import { partnerLogos, productLogos } from './logos';
import { RouterLink } from './RouterLink';
import { brand, contactMessages, footer, headerNavigation } from './shell-config';

export type ShellFrameProps = {
  pathname: string;
  search: string;
  /** Signed in: the header's user menu; null: its sign-in button. */
  user: HeaderUser | null;
  onNavigate?: (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => void;
  onSignOut?: () => void;
  onSignIn?: () => void;
  children: ReactNode;
};

/**
 * The frame of every page (header, main area, footer): drawn by the app's `Shell`, and by the site
 * build into each route's HTML (apps/site/build/prerender-shells.ts) so that a first visit paints
 * it before any script has run.
 */
export function ShellFrame({
  pathname,
  search,
  user,
  onNavigate,
  onSignOut,
  onSignIn,
  children,
}: ShellFrameProps) {
  const isHome = pathname === '/';
  return (
    <Layout
      transparentHeader={isHome}
      fullBleed
      header={
        <Header
          brand={brand}
          navigation={headerNavigation(search)}
          currentPath={pathname}
          transparent={isHome}
          productLogos={productLogos}
          linkComponent={RouterLink}
          {...(onNavigate ? { onNavigate } : {})}
          contactEmail={config.contactEmail}
          contactMessages={contactMessages}
          user={user}
          {...(onSignOut ? { onSignOut } : {})}
          {...(onSignIn ? { onSignIn } : {})}
        />
      }
      footer={<Footer {...footer} partnerLogos={partnerLogos} linkComponent={RouterLink} />}
    >
      {children}
    </Layout>
  );
}
