import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('given a label should be found by it and pass typing to onChange', async () => {
    const onChange = vi.fn();
    render(<TextInput label="Commune" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Commune' });
    await userEvent.type(input, 'Lyon');
    expect(input).toHaveValue('Lyon');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('given a hint and an error should describe the field with both, hint first, and mark it invalid', async () => {
    render(
      <TextInput
        label="Code postal"
        hint="5 chiffres"
        error="Code inconnu"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('5 chiffres Erreur\u00a0: Code inconnu');
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe('extra');
  });

  it('given required should say so in the label and set required', () => {
    render(<TextInput label="Courriel" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Courriel (obligatoire)' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('given two fields without ids should give each its own ids', () => {
    render(
      <>
        <TextInput label="Un" hint="Aide un" />
        <TextInput label="Deux" hint="Aide deux" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Un' })).toHaveAccessibleDescription('Aide un');
    expect(screen.getByRole('textbox', { name: 'Deux' })).toHaveAccessibleDescription('Aide deux');
  });

  it('given overridden messages should use them', () => {
    render(
      <TextInput
        label="Name"
        required
        error="Missing"
        messages={{ required: '(required)', errorPrefix: 'Error:' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(input).toHaveAccessibleDescription('Error: Missing');
  });
});
