import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert', 'Erreur\u00a0:'],
    ['warning', 'alert', 'Attention\u00a0:'],
    ['success', 'status', 'Succès\u00a0:'],
    ['info', 'status', 'Information\u00a0:'],
  ] as const)('given type %s should use role %s and read "%s" first', async (type, role, word) => {
    render(
      <Alert type={type} title="Titre">
        Message
      </Alert>,
    );
    const alert = screen.getByRole(role);
    expect(alert.textContent).toContain(`${word} Titre`);
    expect(alert).toHaveAttribute('data-type', type);
  });

  it('given no title should still read the type before the message', () => {
    render(<Alert type="error">Panne</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('Erreur\u00a0: Panne');
  });

  it('given live false should have no live role', () => {
    render(<Alert type="error" title="Panne" live={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Panne')).toBeInTheDocument();
  });

  it('given onClose should show a named close button that calls it', async () => {
    const onClose = vi.fn();
    render(<Alert type="success" title="Copié" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given a heading level should render the title as that heading', () => {
    render(<Alert type="info" title="À savoir" titleAs="h2" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Information\u00a0: À savoir' }),
    ).toBeInTheDocument();
  });
});
