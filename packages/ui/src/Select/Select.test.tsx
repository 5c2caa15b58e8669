import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: '2024', label: '2024' },
  { value: '2023', label: '2023', disabled: true },
  { value: '2022', label: '2022' },
];

describe('Select', () => {
  it('given options should render them and report a choice', async () => {
    const onChange = vi.fn();
    render(<Select label="Millésime" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Millésime' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2024',
      '2023',
      '2022',
    ]);
    expect(screen.getByRole('option', { name: '2023' })).toBeDisabled();
    await userEvent.selectOptions(select, '2022');
    expect(select).toHaveValue('2022');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given a placeholder option and required should start empty and say it is required', () => {
    render(<Select label="Millésime" options={options} placeholderOption="Choisir" required />);
    const select = screen.getByRole('combobox', { name: 'Millésime (obligatoire)' });
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
  });

  it('given a hint and an error should describe the field and mark it invalid', async () => {
    render(
      <Select
        label="Millésime"
        options={options}
        hint="Année du découpage"
        error="Choisissez une année"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Millésime' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'Année du découpage Erreur\u00a0: Choisissez une année',
    );
  });

  it('given children should render them as the options', () => {
    render(
      <Select label="Indicateur">
        <optgroup label="Population">
          <option value="pop">Population</option>
        </optgroup>
      </Select>,
    );
    expect(screen.getByRole('group', { name: 'Population' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Indicateur' })).toHaveValue('pop');
  });
});
