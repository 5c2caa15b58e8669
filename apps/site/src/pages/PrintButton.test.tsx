import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintButton } from './PrintButton';

describe('PrintButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'print').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('given nothing left to load should open the print dialog at once, not after its limit', async () => {
    render(
      <main>
        <PrintButton timeout={30_000} />
      </main>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer / PDF' }));
    // Busy while it waits: that alone must not hold the dialog.
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('given a panel still loading should wait until it has loaded', async () => {
    const { rerender } = render(
      <main>
        <section aria-busy="true">Chargement…</section>
        <PrintButton timeout={30_000} />
      </main>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer / PDF' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(window.print).not.toHaveBeenCalled();
    rerender(
      <main>
        <section aria-busy="false">Chargé</section>
        <PrintButton timeout={30_000} />
      </main>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(window.print).toHaveBeenCalledTimes(1);
  });
});
