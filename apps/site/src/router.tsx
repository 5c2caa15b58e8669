import { sameOriginPath } from '@epic/auth';
import { AuthProvider } from '@epic/auth/react';
import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { auth } from './auth';
import { PageSkeleton } from './PageSkeleton';
import { RequireSignIn } from './RequireSignIn';
import { type PageName, type SiteRoute, siteRoutes } from './routes';
import { Shell } from './Shell';

type RouteModule = {
  Component: ComponentType;
  /** Signed-in screens: starts their requests from the address, once the session is confirmed. */
  prefetch?: (search: URLSearchParams) => void;
};

/** A promise that React's `use()` reads synchronously once settled (React's thenable fields). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * A screen's code, loaded once (again after a failure). Unlike `lazy()`, a screen whose code is
 * already there renders at once: no Suspense fallback, whose replacement React holds back for up
 * to 300 ms after showing it.
 */
function screenLoader(load: () => Promise<RouteModule>) {
  let promise: TrackedPromise<RouteModule> | undefined;
  return (): TrackedPromise<RouteModule> => {
    if (promise) return promise;
    const loading: TrackedPromise<RouteModule> = load();
    loading.status = 'pending';
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      (reason: unknown) => {
        loading.status = 'rejected';
        loading.reason = reason;
        promise = undefined;
      },
    );
    promise = loading;
    return loading;
  };
}

function Screen({ load }: { load: () => Promise<RouteModule> }) {
  const { Component } = use(load());
  return <Component />;
}

/** Each screen is its own chunk, loaded on demand (spec §2). */
function page(load: () => Promise<RouteModule>, route: SiteRoute) {
  const screen = (
    <Suspense fallback={<PageSkeleton />}>
      <Screen load={load} />
    </Suspense>
  );
  return route.signedIn ? (
    <RequireSignIn preload={() => load().catch(() => undefined)}>{screen}</RequireSignIn>
  ) : (
    screen
  );
}

/**
 * A screen that reads API data comes with the query cache's provider. TanStack Query (~8 KB gzip)
 * thus stays out of the entry chunk: the home and 404 pages never load it. Every screen's provider
 * holds the same client, so the cache survives page changes.
 */
function withQueries(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return () =>
    Promise.all([load(), import('./data/QueryRoot')]).then(([module, { QueryRoot }]) => {
      const Page = module.Component;
      return {
        ...module,
        Component: function WithQueries() {
          return (
            <QueryRoot>
              <Page />
            </QueryRoot>
          );
        },
      };
    });
}

/**
 * Each page's code, its own chunk, loaded on demand; routes.ts says which route shows which page.
 * Typed by the declared page names, so that a page cannot be missing here.
 */
const pageModules: Record<PageName, () => Promise<RouteModule>> = {
  HomePage: () => import('./pages/HomePage'),
  ExplorerPage: withQueries(() => import('./pages/ExplorerPage')),
  ComparerPage: withQueries(() => import('./pages/ComparerPage')),
  AboutPage: withQueries(() => import('./pages/AboutPage')),
  VersionPage: withQueries(() => import('./pages/VersionPage')),
  SiteMapPage: () => import('./pages/SiteMapPage'),
  NotFoundPage: () => import('./pages/NotFoundPage'),
};

const screens: (SiteRoute & { load: () => Promise<RouteModule>; element: ReactNode })[] =
  siteRoutes.map((route) => {
    const load = screenLoader(pageModules[route.page]);
    return { ...route, load, element: page(load, route) };
  });

const firstPath = globalThis.location?.pathname.replace(/\/+$/, '') || '/';
const first = screens.find((screen) => screen.path === firstPath);

/**
 * The first screen's code, requested with the entry. main.tsx waits for it (briefly) before the
 * first render when the screen is public, so the page appears whole instead of as a skeleton.
 * A signed-in screen renders at once: its guard checks the session (asked from here already)
 * while the code loads.
 */
export const firstScreenReady = loadFirstScreen();

function loadFirstScreen(): Promise<unknown> {
  if (!first) return Promise.resolve();
  const loading = first.load().catch(() => undefined);
  if (!first.signedIn) return loading;
  auth.prefetchAccessCheck?.();
  return Promise.resolve();
}

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
            {screens.map((route) => (
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
      client={auth}
      onRedirect={(destination) => navigate(sameOriginPath(destination), { replace: true })}
    >
      {children}
    </AuthProvider>
  );
}
