import type { AuthClient, AuthSnapshot } from '@epic/auth';
import { AuthProvider } from '@epic/auth/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SignOutNotice } from './SignOutNotice';

/** A client in a given state: this is about what the notice says, not the protocol. */
function clientWith(initial: AuthSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const client: AuthClient = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handleRedirectCallback: vi.fn(async () => null),
    checkAuth: vi.fn(async () => false),
    hasBackendSession: vi.fn(async () => false),
    startSignIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => ({ redirected: false })),
    getAccessToken: vi.fn(async () => null),
    fetch: vi.fn(),
    destroy: vi.fn(),
  };
  const emit = (next: AuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return { client, emit };
}

function renderAt(path: string, client: AuthClient) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider client={client}>
        <SignOutNotice />
      </AuthProvider>
    </MemoryRouter>,
  );
}

const signedOut = { status: 'signed-out', user: null, error: null } as const;

describe('SignOutNotice', () => {
  it('given a provider without an end-session endpoint should say that its session may remain', () => {
    const { client } = clientWith({ ...signedOut, signedOut: 'provider-may-remain' });
    renderAt('/', client);
    expect(screen.getByRole('status').textContent).toBe(
      'Vous êtes déconnecté d’EPIC. Votre session chez le fournisseur d’identité peut rester ouverte\u00a0: fermez le navigateur sur un ordinateur partagé.',
    );
  });

  it('given the return from the provider’s end-session endpoint should say both sessions ended', () => {
    const { client } = clientWith({ ...signedOut, signedOut: 'provider-ended' });
    renderAt('/', client);
    expect(screen.getByRole('status').textContent).toBe(
      'Vous êtes déconnecté d’EPIC et du service de connexion.',
    );
  });

  it('given no sign-out, another page, or a new sign-in should say nothing', () => {
    const { client, emit } = clientWith(signedOut);
    const { unmount } = renderAt('/', client);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    const other = clientWith({ ...signedOut, signedOut: 'provider-may-remain' });
    const second = renderAt('/a-propos/', other.client);
    expect(screen.queryByRole('status')).toBeNull();
    second.unmount();
    renderAt('/', client);
    act(() => emit({ ...signedOut, signedOut: 'provider-may-remain' }));
    expect(screen.getByRole('status').textContent).toContain('peut rester ouverte');
    act(() =>
      emit({
        status: 'signed-in',
        user: { id: 1, name: 'Camille Martin', email: 'c@x' },
        error: null,
        signedOut: null,
      }),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
