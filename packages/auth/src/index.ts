/**
 * @epic/auth: sign-in through the SSO provider (OAuth 2.0 authorization code + PKCE, via
 * oauth4webapi) and the product backend's session. Framework-free: Web APIs only.
 * React bindings: `@epic/auth/react`.
 */
export { createAuthClient } from './client';
export {
  AuthError,
  type AuthErrorCode,
  authErrorMessages,
  providerErrorMessage,
  providerErrorMessages,
} from './errors';
export { randomAlphanumeric, sameOriginPath } from './random';
export { defaultEndSessionPath, type SignOutNotice, type SignOutResult } from './signout';
export { signOutMessages } from './signout-messages';
export { type StorageKey, type StorageLike, storageKeys } from './storage';
export type {
  AuthCheckPurpose,
  AuthClient,
  AuthConfig,
  AuthMode,
  AuthSnapshot,
  AuthStatus,
  AuthUser,
  ChannelLike,
  LockManagerLike,
} from './types';
