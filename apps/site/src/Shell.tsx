import { useAuth } from '@epic/auth/react';
import { Button, Footer, Header, type HeaderLink, Layout } from '@epic/ui';
import type { MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { auth } from './auth';
import { config } from './config';
import { partnerLogos, productLogos } from './logos';
import { RouterLink } from './RouterLink';
import { useRouteChangeFocusAndScroll } from './routeChange';
import styles from './Shell.module.css';
import { SignOutNotice } from './SignOutNotice';
import { brand, contactMessages, footer, headerNavigation } from './shell-config';

/** The layout around every route: header (transparent on home), beige main area, footer. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, status, callbackError, signOut, signIn } = useAuth();
  const isHome = location.pathname === '/';
  // Route changes and followed links move focus to main (or to the hash target) and scroll to the
  // top (or to the hash target). A new search on the same screen (a territory or vintage chosen)
  // keeps the focus on the control the user acted on; the screen announces the result itself.
  useRouteChangeFocusAndScroll('contenu');

  // Spec §2: a header link first checks authentication; on failure single sign-on starts,
  // otherwise the link navigates normally. Modified clicks (new tab) are left to the browser.
  const onNavigate = ({ href, checksAuth }: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => {
    const modified =
      event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!checksAuth || modified) return;
    event.preventDefault();
    void auth.checkAuth().then((signedIn) => {
      if (signedIn) navigate(href);
      else void auth.startSignIn(href);
    });
  };

  return (
    <Layout
      transparentHeader={isHome}
      fullBleed
      header={
        <Header
          brand={brand}
          navigation={headerNavigation(location.search)}
          currentPath={location.pathname}
          transparent={isHome}
          productLogos={productLogos}
          linkComponent={RouterLink}
          onNavigate={onNavigate}
          contactEmail={config.contactEmail}
          contactMessages={contactMessages}
          user={status === 'signed-in' ? user : null}
          onSignOut={() => {
            // The browser leaves for the provider's end-session endpoint, or stays: then go home.
            void signOut().then(({ redirected }) => {
              if (!redirected) navigate('/');
            });
          }}
          onSignIn={() => {
            void signIn(`${location.pathname}${location.search}`);
          }}
        />
      }
      footer={<Footer {...footer} partnerLogos={partnerLogos} linkComponent={RouterLink} />}
    >
      {callbackError && (
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>La connexion n’a pas abouti.</p>
          <p>{callbackError.message}</p>
          <Button onClick={() => void signIn(callbackError.destination ?? '/')}>
            Recommencer la connexion
          </Button>
        </div>
      )}
      <SignOutNotice />
      <Outlet />
    </Layout>
  );
}
