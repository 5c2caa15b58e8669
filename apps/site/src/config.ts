/** Site configuration, read once from the build environment with working local defaults. */
const env = import.meta.env;

export const config = {
  contactEmail: env.VITE_CONTACT_EMAIL || 'contact@epic.example.org',
  authProviderUrl: (env.VITE_AUTH_PROVIDER_URL || 'http://localhost:4000').replace(/\/+$/, ''),
  authMode: env.VITE_AUTH_MODE === 'bff' ? 'bff' : 'spa',
  // bff: the code is redeemed by the API with its secret, so it must be issued to the API's client.
  authClientId: env.VITE_AUTH_CLIENT_ID || (env.VITE_AUTH_MODE === 'bff' ? 'epic-api' : '13'),
  /**
   * The provider's end-session endpoint (sign-out ends the SSO session too), spa mode; unset: the
   * provider URL + `/session/end`; `none`: the provider has none. bff: the API's
   * AUTH_END_SESSION_URL decides.
   */
  authEndSessionUrl: env.VITE_AUTH_END_SESSION_URL || undefined,
  apiUrl: (env.VITE_API_URL || '').replace(/\/+$/, ''),
  /** Spec §2: clicking any header link checks sign-in first. `protected` limits it to Explorer/Comparer. */
  headerAuth: env.VITE_HEADER_AUTH === 'protected' ? 'protected' : 'all',
} as const;

export const build = __EPIC_BUILD__;
