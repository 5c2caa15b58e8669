import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Guard } from './Guard';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Guard', () => {
  it('given a pending check should show the French loading state and not the children', async () => {
    render(
      <Guard check={() => new Promise(() => {})} onDenied={() => {}}>
        <p>secret</p>
      </Guard>,
    );
    // The library's information Alert: its type read first, then the message.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Information\s:\sVérification de votre connexion…$/,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('given an allowed check should render the children and never call onDenied', async () => {
    const onDenied = vi.fn();
    render(
      <Guard check={async () => true} onDenied={onDenied}>
        <p>secret</p>
      </Guard>,
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(onDenied).not.toHaveBeenCalled();
  });

  it('given a denied check under StrictMode should call onDenied exactly once', async () => {
    const onDenied = vi.fn();
    render(
      <StrictMode>
        <Guard check={async () => false} onDenied={onDenied}>
          <p>secret</p>
        </Guard>
      </StrictMode>,
    );
    expect(await screen.findByText(/Connexion requise/)).toBeInTheDocument();
    expect(onDenied).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('given a check that throws should treat it as denied', async () => {
    const onDenied = vi.fn();
    render(
      <Guard
        check={async () => {
          throw new Error('network');
        }}
        onDenied={onDenied}
      >
        <p>secret</p>
      </Guard>,
    );
    expect(await screen.findByText(/Connexion requise/)).toBeInTheDocument();
    expect(onDenied).toHaveBeenCalledTimes(1);
  });

  it('given a new checkKey should hide the children until the new check passes', async () => {
    const first = deferred<boolean>();
    const second = deferred<boolean>();
    const check = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { rerender } = render(
      <Guard check={check} onDenied={() => {}} checkKey="/explorer/">
        <p>secret</p>
      </Guard>,
    );
    await act(async () => first.resolve(true));
    expect(screen.getByText('secret')).toBeInTheDocument();
    rerender(
      <Guard check={check} onDenied={() => {}} checkKey="/comparer/">
        <p>secret</p>
      </Guard>,
    );
    expect(screen.queryByText('secret')).toBeNull();
    await act(async () => second.resolve(true));
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('given a stale check resolving after unmount should not call onDenied', async () => {
    const pending = deferred<boolean>();
    const onDenied = vi.fn();
    const { unmount } = render(
      <Guard check={() => pending.promise} onDenied={onDenied}>
        <p>secret</p>
      </Guard>,
    );
    unmount();
    await act(async () => pending.resolve(false));
    expect(onDenied).not.toHaveBeenCalled();
  });
});

describe('Guard error state', () => {
  it('given showErrors and a failing check should show DataError with a retry, not deny', async () => {
    const onDenied = vi.fn();
    const check = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('API down'))
      .mockResolvedValueOnce(true);
    render(
      <Guard
        check={check}
        onDenied={onDenied}
        showErrors
        errorDetails={<p>Les pages publiques restent disponibles.</p>}
      >
        <p>secret</p>
      </Guard>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de vérifier votre connexion pour le moment.');
    expect(alert).toHaveTextContent('Les pages publiques restent disponibles.');
    expect(onDenied).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('given errorMessage should say what the error says', async () => {
    render(
      <Guard
        check={() => Promise.reject(new Error('Le service de connexion ne répond pas.'))}
        onDenied={() => {}}
        showErrors
        errorMessage={(error) => (error instanceof Error ? error.message : undefined)}
      >
        <p>secret</p>
      </Guard>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le service de connexion ne répond pas.',
    );
  });

  it('given errorFallback and a failing check should show the error, not deny, and retry on demand', async () => {
    const onDenied = vi.fn();
    const check = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('API down'))
      .mockResolvedValueOnce(true);
    render(
      <Guard
        check={check}
        onDenied={onDenied}
        errorFallback={(error, retry) => (
          <div role="alert">
            {(error as Error).message}
            <button type="button" onClick={retry}>
              Réessayer
            </button>
          </div>
        )}
      >
        <p>secret</p>
      </Guard>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('API down');
    expect(onDenied).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
