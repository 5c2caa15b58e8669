// The consumer app of `npm run check:packages` (copied to src/main.tsx of a throwaway Vite app):
// another agency's site built on the packed tarballs, its brand and logo, a theme, and sign-in
// through any OpenID provider found by discovery (here the local SSO server).
import './theme.css';
import '@epic/ui/base.css';
import type { CsvDialect } from '@epic/api-contract/csv';
import { type AuthUser, createAuthClient, standardClaims } from '@epic/auth';
import { AuthProvider, useAuth } from '@epic/auth/react';
import {
  Button,
  Footer,
  formatNumber,
  formatPercent,
  Header,
  type HeaderUser,
  Layout,
} from '@epic/ui';
import type { CsvValue } from '@epic/ui/csv';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import logo from './logo.svg';

/** The agency's user: the standard claims, and whether the provider checked the address. */
type AgentUser = AuthUser & { emailVerified: boolean };

const auth = createAuthClient<AgentUser>({
  issuer: import.meta.env.VITE_OIDC_ISSUER,
  clientId: import.meta.env.VITE_OIDC_CLIENT_ID,
  backendSession: false,
  scope: 'openid profile email',
  storagePrefix: 'agence_sud_',
  mapClaims: (claims) => {
    const user = standardClaims(claims);
    return user && { ...user, emailVerified: claims.email_verified === true };
  },
});
const dialect: CsvDialect = 'fr';
const cell: CsvValue = 1;

function App() {
  const { status, user, signIn, signOut } = useAuth<AgentUser>();
  const headerUser: HeaderUser | null = user ? { name: user.name } : null;
  return (
    <Layout
      header={
        <Header
          brand={{ name: 'Agence des territoires du Sud', tagline: 'Observatoire régional' }}
          productLogos={[
            { src: logo, alt: 'Agence des territoires du Sud', width: 48, height: 48 },
          ]}
          navigation={[
            { label: 'Accueil', href: '/' },
            { label: 'Comparer', href: '/comparer/' },
          ]}
          currentPath="/"
          user={headerUser}
          onSignIn={() => void signIn('/')}
          onSignOut={() => void signOut()}
        />
      }
      footer={<Footer links={[{ label: 'Mentions légales', href: '/mentions-legales' }]} />}
    >
      <h1>Population</h1>
      <p>
        {formatNumber(1234567)} habitants, {formatPercent(0.123)} ({dialect}, {cell})
      </p>
      <p data-status={status}>
        {user
          ? `Session ouverte pour ${user.name} (${user.email}${user.emailVerified ? ', adresse vérifiée' : ''}).`
          : 'Aucune session ouverte.'}
      </p>
      <Button>Valider</Button>
    </Layout>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <AuthProvider client={auth}>
      <App />
    </AuthProvider>
  </StrictMode>,
);
