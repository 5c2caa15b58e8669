import { sameOriginPath } from '@epic/auth';
import { AuthProvider } from '@epic/auth/react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { pageLoadAuth } from './auth';
import { PageSkeleton } from './PageSkeleton';
import { RequireSignIn } from './RequireSignIn';
import { Shell } from './Shell';

type RouteModule = { Component: ComponentType };

/** Each screen is its own chunk, loaded on demand (spec §2). */
function page(load: () => Promise<RouteModule>, options: { signedIn?: boolean } = {}) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  const screen = (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
  return options.signedIn ? (
    <RequireSignIn preload={() => load().catch(() => undefined)}>{screen}</RequireSignIn>
  ) : (
    screen
  );
}

const routes: { path: string; element: ReactNode }[] = [
  { path: '/', element: page(() => import('./pages/HomePage')) },
  { path: '/explorer', element: page(() => import('./pages/ExplorerPage'), { signedIn: true }) },
  { path: '/comparer', element: page(() => import('./pages/ComparerPage'), { signedIn: true }) },
  { path: '/a-propos', element: page(() => import('./pages/AboutPage')) },
  { path: '/version', element: page(() => import('./pages/VersionPage')) },
  { path: '*', element: page(() => import('./pages/NotFoundPage')) },
];

/**
 * The five routes of the spec plus a French 404. Declarative routing: data is fetched by the
 * screens through TanStack Query, so the data router's loaders (and its ~16 KB gzip) are not needed.
 */
export function App() {
  return (
    <BrowserRouter>
      <RoutedAuthProvider>
        <Routes>
          <Route element={<Shell />}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Route>
        </Routes>
      </RoutedAuthProvider>
    </BrowserRouter>
  );
}

/** Exchanges a returned `code` at load (spec §2), then lands the user where they were going. */
function RoutedAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AuthProvider
      client={pageLoadAuth}
      onRedirect={(destination) => navigate(sameOriginPath(destination), { replace: true })}
    >
      {children}
    </AuthProvider>
  );
}
