/**
 * The site's routes, declared once. The router renders them (router.tsx); the build writes each
 * one's chunks and first queries into `dist/.vite/route-manifest.json` (build/route-manifest.ts),
 * which the API reads for its preload hints and `npm run bench:bundle` for its per-route figures.
 * Plain data without imports: vite.config.ts reads it too.
 */

/**
 * API calls a screen makes first, as templates filled from its address: `{name}` stands for the
 * search parameter `name`. They are hinted only when every parameter matches its pattern, so a bad
 * address never produces a hint. Same URLs, byte for byte, as the screen's queries
 * (data/queries.ts), which only start them when the address gives the vintages.
 */
export type FirstQueries = {
  /** Search parameters the templates use, each with the pattern its whole value must match. */
  params: Record<string, string>;
  /** What the screen uses for a parameter the address leaves out (matching its pattern too). */
  defaults?: Record<string, string>;
  urls: readonly string[];
};

export type SiteRoute = {
  /** Address, as react-router matches it; `*` is the French 404. */
  path: string;
  /** Page module, `src/pages/<page>.tsx`, loaded on demand as its own chunk. */
  page: `${string}Page`;
  /** Behind the sign-in guard, which checks the session before showing the screen. */
  signedIn?: true;
};

export const siteRoutes = [
  { path: '/', page: 'HomePage' },
  { path: '/explorer', page: 'ExplorerPage', signedIn: true },
  { path: '/comparer', page: 'ComparerPage', signedIn: true },
  { path: '/a-propos', page: 'AboutPage' },
  { path: '/version', page: 'VersionPage' },
  { path: '/plan-du-site', page: 'SiteMapPage' },
  { path: '*', page: 'NotFoundPage' },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof siteRoutes)[number]['path'];
export type PageName = (typeof siteRoutes)[number]['page'];

// Level, official code and vintage of a territory, as the preload hints accept them.
const level = '^(?:region|departement|epci|commune|ze|aav|uu|bv)$';
// The contract's rule (`ANY_CODE_PATTERN` of @epic/api-contract: any level's official code format),
// written out because Vite loads its config without the source condition; routes.test.ts checks it.
const code =
  '^(?:\\d{2}|(\\d{2}|2[AB]|97\\d)|\\d{9}|(\\d{5}|2[AB]\\d{3})|\\d{5}|\\d{4}|[0-9A-Z]{3}|[0-9][0-9A-Z]\\d{3}|(\\d{5}|2[AB]\\d{3}))$';
const vintage = '^\\d{4}$';
/**
 * The Comparer's themes (`indicators=`) as its queries send them: known themes in the catalogue's
 * order, each once (data/params.ts `parseThemes`), so that the hint is the URL the screen asks.
 */
const themes =
  '^(?=[a-z])(?:population(?=,[a-z]|$),?)?(?:logement(?=,[a-z]|$),?)?(?:emploi(?=,[a-z]|$),?)?(?:revenus(?=,[a-z]|$),?)?(?:etablissements)?$';
/** Every theme: the Comparer's, without `indicators=` in its address. */
const allThemes = 'population,logement,emploi,revenus,etablissements';

/**
 * Each signed-in screen's first queries. Apart from `siteRoutes` so that the browser bundle, which
 * has no use for them, leaves them out.
 */
export const firstQueries: Partial<Record<SitePath, FirstQueries>> = {
  '/explorer': {
    params: { type: level, id: code, year: vintage },
    urls: ['/api/auth/check', '/api/vintages', '/api/territories/{type}/{id}?year={year}'],
  },
  '/comparer': {
    params: {
      type: level,
      id: code,
      year: vintage,
      type2: level,
      id2: code,
      year2: vintage,
      indicators: themes,
    },
    defaults: { indicators: allThemes },
    urls: [
      '/api/auth/check',
      '/api/vintages',
      '/api/indicators',
      '/api/compare?type={type}&id={id}&year={year}&type2={type2}&id2={id2}&year2={year2}&indicators={indicators}',
    ],
  },
};
