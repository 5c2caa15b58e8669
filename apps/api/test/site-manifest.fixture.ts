import type { RouteManifest } from '../src/site-manifest.js';

const territory = {
  type: '^(?:region|departement|epci|commune)$',
  id: '^[0-9A-Za-z]{1,10}$',
  year: '^\\d{4}$',
};

/** A route manifest as the site's build writes it (apps/site/build/route-manifest.ts). */
export const routeManifestFixture: RouteManifest = {
  routes: [
    { path: '/', files: ['assets/HomePage-1.js'] },
    {
      path: '/explorer',
      files: ['assets/ExplorerPage-2.js', 'assets/ExplorerPage-3.css', 'assets/api-4.js'],
      firstQueries: {
        params: territory,
        urls: ['/api/auth/check', '/api/vintages', '/api/territories/{type}/{id}?year={year}'],
      },
    },
    {
      path: '/comparer',
      files: ['assets/ComparerPage-5.js', 'assets/api-4.js'],
      firstQueries: {
        params: { ...territory, type2: territory.type, id2: territory.id, year2: territory.year },
        urls: [
          '/api/auth/check',
          '/api/vintages',
          '/api/compare?type={type}&id={id}&year={year}&type2={type2}&id2={id2}&year2={year2}',
        ],
      },
    },
    { path: '/a-propos', files: ['assets/AboutPage-6.js'] },
    { path: '/version', files: ['assets/VersionPage-7.js'] },
  ],
};
