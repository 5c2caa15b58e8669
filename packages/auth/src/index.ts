/**
 * @epic/auth: sign-in through the SSO provider (OAuth 2.0 authorization code + PKCE, via
 * oauth4webapi) and the product backend's session. Framework-free: Web APIs only.
 * React bindings: `@epic/auth/react`.
 */
export { standardClaims, type UserClaims } from './claims';
export { createAuthClient } from './client';
export { defaultEndSessionPath } from './endpoints';
export {
  AuthError,
  type AuthErrorCode,
  authErrorMessages,
  providerErrorMessage,
  providerErrorMessages,
} from './errors';
export { randomAlphanumeric, sameOriginPath } from './random';
export type { SignOutNotice, SignOutResult } from './signout';
export { signOutMessages } from './signout-messages';
export {
  defaultStoragePrefix,
  type StorageKey,
  type StorageKeys,
  type StorageLike,
  storageKeys,
  storageKeysFor,
} from './storage';
export type {
  AuthCheckPurpose,
  AuthClient,
  AuthConfig,
  AuthMode,
  AuthOptions,
  AuthProviderLocation,
  AuthSnapshot,
  AuthStatus,
  AuthUser,
  ChannelLike,
  LockManagerLike,
} from './types';
