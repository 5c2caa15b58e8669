import { createBrowserRouter } from 'react-router-dom';
import { Shell } from './Shell';

/** The five routes of the spec, each screen loaded on demand (spec §2), plus a French 404. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', lazy: () => import('./pages/HomePage') },
      { path: '/explorer', lazy: () => import('./pages/ExplorerPage') },
      { path: '/comparer', lazy: () => import('./pages/ComparerPage') },
      { path: '/a-propos', lazy: () => import('./pages/AboutPage') },
      { path: '/version', lazy: () => import('./pages/VersionPage') },
      { path: '*', lazy: () => import('./pages/NotFoundPage') },
    ],
  },
]);
