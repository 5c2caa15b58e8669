import { describe, expectTypeOf, it } from 'vitest';
import {
  type AuthClient,
  type AuthConfig,
  type AuthError,
  type AuthErrorCode,
  type AuthSnapshot,
  type AuthUser,
  createAuthClient,
  storageKeys,
  type UserClaims,
} from './index';
import { AuthProvider, RequireAuth, type UseAuthResult, useAuth } from './react/index';

describe('@epic/auth public API', () => {
  it('creates a client from a config with only the provider required', () => {
    expectTypeOf(createAuthClient<AuthUser>)
      .parameter(0)
      .toEqualTypeOf<AuthConfig>();
    expectTypeOf<{ providerUrl: string }>().toExtend<AuthConfig>();
    expectTypeOf<{ issuer: string }>().toExtend<AuthConfig>();
    expectTypeOf<{ clientId: string }>().not.toExtend<AuthConfig>();
    expectTypeOf(createAuthClient<AuthUser>).returns.toEqualTypeOf<AuthClient>();
  });

  it('types the user from mapClaims', () => {
    type Agent = AuthUser & { service: string };
    const client = createAuthClient({
      issuer: 'https://id.example.org',
      mapClaims: (claims: UserClaims): Agent => ({
        id: String(claims.sub),
        name: String(claims.name),
        email: '',
        service: String(claims.service),
      }),
    });
    expectTypeOf(client).toEqualTypeOf<AuthClient<Agent>>();
    expectTypeOf(client.getSnapshot().user).toEqualTypeOf<Agent | null>();
    expectTypeOf(useAuth<Agent>().user).toEqualTypeOf<Agent | null>();
    expectTypeOf(AuthProvider).parameter(0).toHaveProperty('client').toExtend<AuthClient>();
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
