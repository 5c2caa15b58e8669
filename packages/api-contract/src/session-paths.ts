/**
 * Paths of the backend session, called by @epic/auth through `@epic/api-contract/session`: the
 * site's first screen (its sign-in check) ships these few strings without the data client.
 */

/** The backend session (cookie) of @epic/auth. */
export const SESSION_PATHS = {
  /** POST the provider's tokens (spa mode): opens the session. */
  login: '/api/auth/login',
  /** POST the authorization code and PKCE verifier (bff mode): the API exchanges them. */
  oauthCallback: '/api/auth/oauth/callback',
  /** GET the session's user; 401 when signed out. */
  check: '/api/auth/check',
  /** GET the user's profile from the provider. */
  me: '/api/auth/me',
  /** POST: ends the session (bff: answers the provider's end-session URL). */
  logout: '/api/auth/logout',
} as const;
