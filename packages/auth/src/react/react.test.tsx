// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '../errors';
import type { AuthClient, AuthSnapshot } from '../types';
import { AuthProvider, RequireAuth, useAuth } from './index';

/** A hand-made client: these tests are about the bindings, not the protocol. */
function fakeClient(overrides: Partial<AuthClient> = {}) {
  let snapshot: AuthSnapshot = { status: 'signed-out', user: null, error: null };
  const listeners = new Set<() => void>();
  const client: AuthClient = {
    getSnapshot: () => snapshot,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    handleRedirectCallback: vi.fn(async () => null),
    checkAuth: vi.fn(async () => false),
    hasBackendSession: vi.fn(async () => false),
    startSignIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => ({ redirected: false })),
    getAccessToken: vi.fn(async () => null),
    fetch: vi.fn(),
    destroy: vi.fn(),
    ...overrides,
  };
  const emit = (next: AuthSnapshot) => {
    snapshot = next;
    for (const l of listeners) l();
  };
  return { client, emit };
}

function Status() {
  const { status, user, callbackError } = useAuth();
  return (
    <p>
      {status} {user?.name} {callbackError?.message}
    </p>
  );
}

describe('AuthProvider', () => {
  it('given a return from the provider under StrictMode should redirect once to the destination', async () => {
    let resolve!: (v: string) => void;
    const shared = new Promise<string>((r) => {
      resolve = r;
    });
    const { client } = fakeClient({ handleRedirectCallback: vi.fn(() => shared) });
    const onRedirect = vi.fn();
    render(
      <StrictMode>
        <AuthProvider client={client} onRedirect={onRedirect}>
          <Status />
        </AuthProvider>
      </StrictMode>,
    );
    await act(async () => resolve('/explorer/'));
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(onRedirect).toHaveBeenCalledWith('/explorer/');
  });

  it('given a failed return should expose the French error and not redirect', async () => {
    const error = new AuthError('STATE_MISMATCH');
    const { client } = fakeClient({
      handleRedirectCallback: vi.fn(async () => Promise.reject(error)),
    });
    const onRedirect = vi.fn();
    render(
      <AuthProvider client={client} onRedirect={onRedirect}>
        <Status />
      </AuthProvider>,
    );
    expect(await screen.findByText(/ne correspond pas/)).toBeInTheDocument();
    expect(onRedirect).not.toHaveBeenCalled();
    expect(client.startSignIn).not.toHaveBeenCalled();
  });

  it('given no return should check for an existing session and follow the store', async () => {
    const { client, emit } = fakeClient();
    render(
      <AuthProvider client={client}>
        <Status />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(client.checkAuth).toHaveBeenCalledTimes(1);
    act(() =>
      emit({ status: 'signed-in', user: { id: 1, name: 'Camille', email: 'c@x' }, error: null }),
    );
    expect(screen.getByText(/signed-in Camille/)).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('given a failed return should expose where the user was going, for the retry', async () => {
    const error = new AuthError('STATE_MISMATCH', { destination: '/explorer/?type=commune&id=1' });
    const { client } = fakeClient({
      handleRedirectCallback: vi.fn(async () => Promise.reject(error)),
    });
    function Retry() {
      const { callbackError, signIn } = useAuth();
      if (!callbackError) return null;
      return (
        <button type="button" onClick={() => void signIn(callbackError.destination ?? '/')}>
          Recommencer la connexion
        </button>
      );
    }
    render(
      <AuthProvider client={client}>
        <Retry />
      </AuthProvider>,
    );
    (await screen.findByRole('button', { name: 'Recommencer la connexion' })).click();
    expect(client.startSignIn).toHaveBeenCalledWith('/explorer/?type=commune&id=1');
  });

  it('exposes the sign-out notice of the store, null when there is none', async () => {
    const { client, emit } = fakeClient();
    function Notice() {
      return <p>{String(useAuth().signedOut)}</p>;
    }
    render(
      <AuthProvider client={client}>
        <Notice />
      </AuthProvider>,
    );
    expect(screen.getByText('null')).toBeInTheDocument();
    act(() =>
      emit({ status: 'signed-out', user: null, error: null, signedOut: 'provider-may-remain' }),
    );
    expect(screen.getByText('provider-may-remain')).toBeInTheDocument();
  });

  it('given no provider should throw a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Status />)).toThrow('useAuth must be used inside <AuthProvider>.');
  });
});

describe('RequireAuth', () => {
  it('given a failed check under StrictMode should start sign-in exactly once and hide the children', async () => {
    const { client } = fakeClient();
    render(
      <StrictMode>
        <AuthProvider client={client}>
          <RequireAuth destination="/comparer/">
            <p>secret</p>
          </RequireAuth>
        </AuthProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Redirection vers la page de connexion…')).toBeInTheDocument();
    expect(client.startSignIn).toHaveBeenCalledTimes(1);
    expect(client.startSignIn).toHaveBeenCalledWith('/comparer/');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('given a passing check should render the children', async () => {
    const { client } = fakeClient({ checkAuth: vi.fn(async () => true) });
    render(
      <AuthProvider client={client}>
        <RequireAuth>
          <p>secret</p>
        </RequireAuth>
      </AuthProvider>,
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(client.startSignIn).not.toHaveBeenCalled();
  });
});
