import { defaultSiteOrigins, startSsoServer } from './server.js';

const env = process.env;
const port = Number(env.SSO_PORT ?? 4000);

// A demo server (known passwords, secrets in the code, data in memory): development and tests
// only, by the API's rule (apps/api/src/config.ts, isProduction): an explicit NODE_ENV of
// `development` or `test`, any case; anything else, unset included, is production.
const mode = env.NODE_ENV?.trim().toLowerCase();
if (mode !== 'development' && mode !== 'test') {
  console.error(
    `[sso-dev] démarrage refusé\u00a0: ce serveur d’authentification de démonstration ne tourne pas en production (NODE_ENV vaut « ${env.NODE_ENV ?? ''} »). Pour un usage local, définissez NODE_ENV=development.`,
  );
  process.exit(1);
}

try {
  const server = await startSsoServer({
    port,
    host: env.SSO_HOST ?? '127.0.0.1',
    issuer: env.SSO_ISSUER,
    siteOrigins: env.SITE_ORIGINS?.split(',').map((o) => o.trim()) ?? defaultSiteOrigins,
    bffClientId: env.SSO_BFF_CLIENT_ID,
    bffClientSecret: env.SSO_BFF_CLIENT_SECRET,
    accessTokenTtl: env.SSO_ACCESS_TOKEN_TTL ? Number(env.SSO_ACCESS_TOKEN_TTL) : undefined,
  });
  console.log(
    `[sso-dev] local OAuth 2.0 server ready at ${server.url} (authorize: /oauth/authorize)`,
  );
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`[sso-dev] cannot start: ${(error as Error).message}`);
  process.exit(1);
}
