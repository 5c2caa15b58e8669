import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('given a click on the label then Space should check then uncheck the box', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="France" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'France' });
    await userEvent.click(screen.getByText('France'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('given a hint and an error should describe the box with both and mark it invalid', async () => {
    render(
      <Checkbox label="J’accepte" hint="Vos zones restent privées." error="Cochez la case." />,
    );
    const box = screen.getByRole('checkbox', { name: 'J’accepte' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Vos zones restent privées. Erreur\u00a0: Cochez la case.',
    );
  });

  it('given disabled should not change on click', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="France" disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('France'));
    expect(screen.getByRole('checkbox', { name: 'France' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given required and overridden messages should say so in the label', () => {
    render(
      <Checkbox
        label="I agree"
        required
        error="Tick it"
        messages={{ required: '(required)', errorPrefix: 'Error:' }}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree (required)' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Error: Tick it');
  });
});
