/**
 * @epic/auth: sign-in through the SSO provider (OAuth 2.0 authorization code + PKCE, via
 * oauth4webapi) and the product backend's session. Framework-free: Web APIs only.
 * React bindings: `@epic/auth/react`.
 */
export {
  type AuthClient,
  type AuthConfig,
  type AuthMode,
  type AuthSnapshot,
  type AuthStatus,
  type AuthUser,
  type ChannelLike,
  createAuthClient,
  type LockManagerLike,
} from './client';
export { AuthError, type AuthErrorCode, authErrorMessages } from './errors';
export { randomAlphanumeric, sameOriginPath } from './random';
export { defaultEndSessionPath, type SignOutNotice, type SignOutResult } from './signout';
export { signOutMessages } from './signout-messages';
export { type StorageKey, type StorageLike, storageKeys } from './storage';
