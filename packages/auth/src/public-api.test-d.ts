import { describe, expectTypeOf, it } from 'vitest';
import {
  type AuthClient,
  type AuthConfig,
  type AuthError,
  type AuthErrorCode,
  type AuthSnapshot,
  createAuthClient,
  storageKeys,
} from './index';
import { AuthProvider, RequireAuth, type UseAuthResult, useAuth } from './react/index';

describe('@epic/auth public API', () => {
  it('creates a client from a config with only the provider required', () => {
    expectTypeOf(createAuthClient).parameter(0).toEqualTypeOf<AuthConfig>();
    expectTypeOf<Pick<AuthConfig, 'providerUrl'>>().toEqualTypeOf<{ providerUrl: string }>();
    expectTypeOf(createAuthClient).returns.toEqualTypeOf<AuthClient>();
  });

  it('exposes the flow methods with their result types', () => {
    expectTypeOf<AuthClient['handleRedirectCallback']>().returns.toEqualTypeOf<
      Promise<string | null>
    >();
    expectTypeOf<AuthClient['checkAuth']>().returns.toEqualTypeOf<Promise<boolean>>();
    expectTypeOf<AuthClient['startSignIn']>().parameters.toEqualTypeOf<[destination?: string]>();
    expectTypeOf<AuthSnapshot['status']>().toEqualTypeOf<
      'signed-out' | 'checking' | 'signed-in' | 'error'
    >();
  });

  it('types errors with a code and keeps the spec storage keys literal', () => {
    expectTypeOf<AuthError['code']>().toEqualTypeOf<AuthErrorCode>();
    expectTypeOf(storageKeys.accessToken).toEqualTypeOf<'epic_user_token'>();
    expectTypeOf(storageKeys.refreshToken).toEqualTypeOf<'epic_user_refresh_token'>();
    expectTypeOf(storageKeys.expiresIn).toEqualTypeOf<'epic_user_expires_in'>();
  });

  it('types the React bindings', () => {
    expectTypeOf(useAuth).returns.toEqualTypeOf<UseAuthResult>();
    expectTypeOf(AuthProvider).parameter(0).toHaveProperty('client').toEqualTypeOf<AuthClient>();
    expectTypeOf(RequireAuth).parameter(0).toHaveProperty('children');
  });
});
