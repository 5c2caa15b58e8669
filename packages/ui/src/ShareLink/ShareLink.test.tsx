import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLink } from './ShareLink';

const url = 'https://epic.example.org/explorer/?type=commune&id=42218&year=2024';

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('ShareLink', () => {
  it('given a working clipboard should copy the URL and announce "Lien copié"', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    const onCopy = vi.fn();
    render(<ShareLink url={url} onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Lien copié'));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(onCopy).toHaveBeenCalledWith(url);
  });

  it('given a refused clipboard should select the link and explain how to copy it', async () => {
    const user = userEvent.setup();
    setClipboard(async () => {
      throw new Error('denied');
    });
    render(<ShareLink url={url} />);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copie impossible'));
  });

  it('given a new URL should clear the previous announcement', async () => {
    const user = userEvent.setup();
    setClipboard(async () => {});
    const { rerender } = render(<ShareLink url={url} />);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Lien copié'));
    rerender(<ShareLink url={`${url}&x=1`} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
