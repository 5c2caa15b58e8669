import { signOutMessages } from '@epic/auth';
import { useAuth } from '@epic/auth/react';
import { useLocation } from 'react-router';
import styles from './SignOutNotice.module.css';

/**
 * After a sign-out, on the home page where it lands: says whether the provider's session ended
 * too, or that it may remain (a provider without an end-session endpoint), in French.
 */
export function SignOutNotice() {
  const { status, signedOut } = useAuth();
  const { pathname } = useLocation();
  if (!signedOut || status === 'signed-in' || pathname !== '/') return null;
  return (
    <div className={styles.notice} role="status">
      <p>{signOutMessages[signedOut]}</p>
    </div>
  );
}
