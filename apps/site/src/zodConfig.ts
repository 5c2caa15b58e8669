/**
 * Imported first by main.tsx. The API client validates responses with zod, whose object schemas
 * probe `new Function` once to decide whether to compile fast parsers. Under the API's
 * Content-Security-Policy (no 'unsafe-eval') that probe is blocked and reported as a CSP violation
 * in the browser's Issues panel on every page that loads data. `jitless` skips the probe; the
 * responses are small, so the interpreted parsers are fast enough. This is zod's own global
 * configuration object (what `z.config()` writes), set before zod loads so the site does not
 * import zod itself.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
