/** Site configuration, read once from the build environment with working local defaults. */
const env = import.meta.env;

export const config = {
  contactEmail: env.VITE_CONTACT_EMAIL || 'contact@epic.example.org',
  authProviderUrl: (env.VITE_AUTH_PROVIDER_URL || 'http://localhost:4000').replace(/\/+$/, ''),
  authClientId: env.VITE_AUTH_CLIENT_ID || '13',
  authMode: env.VITE_AUTH_MODE === 'bff' ? 'bff' : 'spa',
  apiUrl: (env.VITE_API_URL || '').replace(/\/+$/, ''),
  /** Spec §2: clicking any header link checks sign-in first. `protected` limits it to Explorer/Comparer. */
  headerAuth: env.VITE_HEADER_AUTH === 'protected' ? 'protected' : 'all',
} as const;

export const build = __EPIC_BUILD__;
