import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageSkeleton } from './PageSkeleton';
import { Shell } from './Shell';

type RouteModule = { Component: ComponentType };

/** Each screen is its own chunk, loaded on demand (spec §2). */
function page(load: () => Promise<RouteModule>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}

const routes: { path: string; element: ReactNode }[] = [
  { path: '/', element: page(() => import('./pages/HomePage')) },
  { path: '/explorer', element: page(() => import('./pages/ExplorerPage')) },
  { path: '/comparer', element: page(() => import('./pages/ComparerPage')) },
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
      <Routes>
        <Route element={<Shell />}>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
