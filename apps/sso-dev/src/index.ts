export { type DemoAccount, demoAccounts, demoPassword } from './accounts.js';
export {
  defaultSiteOrigins,
  endSessionPath,
  introspectionPath,
  type RunningSsoServer,
  type SsoServerOptions,
  spaClientId,
  startSsoServer,
} from './server.js';
