/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Recipient of the Contact link. */
  readonly VITE_CONTACT_EMAIL?: string;
  /** Base URL of the SSO provider (issuer). */
  readonly VITE_AUTH_PROVIDER_URL?: string;
  /** OAuth client id of the site. */
  readonly VITE_AUTH_CLIENT_ID?: string;
  /** The provider's end-session endpoint (spa mode), or `none`; default `${provider}/session/end`. */
  readonly VITE_AUTH_END_SESSION_URL?: string;
  /** `spa` (the spec's flow, tokens in localStorage) or `bff` (tokens kept by the API). */
  readonly VITE_AUTH_MODE?: string;
  /** Base URL of the API; empty for the same origin. */
  readonly VITE_API_URL?: string;
  /** `all` (spec: every header link checks sign-in) or `protected` (only Explorer and Comparer). */
  readonly VITE_HEADER_AUTH?: string;
  /** '1': production build that checks every API response with the zod schemas too. */
  readonly VITE_VALIDATE_RESPONSES?: string;
}

/** Build facts injected by vite.config.ts. */
declare const __EPIC_BUILD__: {
  siteVersion: string;
  uiVersion: string;
  authVersion: string;
  commit: string;
  builtAt: string;
};

/**
 * Base URL of the map files (TopoJSON, see packages/ui/src/TerritoryMap/topology.ts), ending in
 * '/': e.g. '/assets/geo/3f2a1b9c0d4e/' + 'dep-62.json'. Versioned by content and served immutable;
 * defined by the geometry plugin (apps/site/build/geo/plugin.ts) in builds and the dev server.
 */
declare const __EPIC_GEO_BASE__: string;
