// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '../errors';
import type { AuthClient, AuthSnapshot } from '../types';
import { AuthProvider, type GuardComponentProps, RequireAuth } from './index';

/** A client whose checks answer `allowed`, with `error` in its snapshot. */
function clientWith(allowed: boolean, error: AuthError | null = null): AuthClient {
  const snapshot: AuthSnapshot = { status: error ? 'error' : 'signed-out', user: null, error };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    handleRedirectCallback: vi.fn(async () => null),
    checkAuth: vi.fn(async () => allowed),
    hasBackendSession: vi.fn(async () => false),
    startSignIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => ({ redirected: false })),
    getAccessToken: vi.fn(async () => null),
    fetch: vi.fn(),
    destroy: vi.fn(),
  };
}

describe('RequireAuth options', () => {
  it('given a passing check should ask the access check, wait for the preload and hand it over', async () => {
    const client = clientWith(true);
    const onAllowed = vi.fn();
    render(
      <AuthProvider client={client}>
        <RequireAuth preload={async () => 'screen code'} onAllowed={onAllowed}>
          <p>secret</p>
        </RequireAuth>
      </AuthProvider>,
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(client.checkAuth).toHaveBeenCalledWith('access');
    expect(onAllowed).toHaveBeenCalledWith('screen code');
  });

  it('given the service unreachable should show the error state, not sign in', async () => {
    const client = clientWith(false, new AuthError('NETWORK'));
    render(
      <AuthProvider client={client}>
        <RequireAuth
          errorFallback={(error) => <p role="alert">{error instanceof Error && error.message}</p>}
        >
          <p>secret</p>
        </RequireAuth>
      </AuthProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('injoignable');
    expect(client.startSignIn).not.toHaveBeenCalled();
  });

  it('given a guard component should draw the states with it', async () => {
    const client = clientWith(false);
    function Guard({ check, onDenied }: GuardComponentProps) {
      useEffect(() => {
        void check().then((allowed) => allowed || onDenied());
      }, [check, onDenied]);
      return <p>custom guard</p>;
    }
    render(
      <AuthProvider client={client}>
        <RequireAuth guard={Guard} destination="/comparer/">
          <p>secret</p>
        </RequireAuth>
      </AuthProvider>,
    );
    expect(screen.getByText('custom guard')).toBeInTheDocument();
    await vi.waitFor(() => expect(client.startSignIn).toHaveBeenCalledWith('/comparer/'));
  });
});
