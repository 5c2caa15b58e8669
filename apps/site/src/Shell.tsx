import { useAuth } from '@epic/auth/react';
import { Button, type HeaderLink } from '@epic/ui';
import type { MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { auth } from './auth';
import { useRouteChangeFocusAndScroll } from './routeChange';
import styles from './Shell.module.css';
import { ShellFrame } from './ShellFrame';
import { SignOutNotice } from './SignOutNotice';

/** The layout around every route: header (transparent on home), beige main area, footer. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, status, callbackError, signOut, signIn } = useAuth();
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
    <ShellFrame
      pathname={location.pathname}
      search={location.search}
      onNavigate={onNavigate}
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
    </ShellFrame>
  );
}
