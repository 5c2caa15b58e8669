import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VintageSelect } from './VintageSelect';

const vintages = [
  { year: 2019, exists: false },
  { year: 2024, exists: true },
];

describe('VintageSelect', () => {
  it('given an absent vintage should mark its option in words', () => {
    render(<VintageSelect vintages={vintages} value={2024} onChange={() => {}} />);
    expect(screen.getByRole('option', { name: '2019 (territoire absent)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '2024' })).toBeInTheDocument();
  });

  it('given the selected vintage is absent should describe the select with a hint', () => {
    render(<VintageSelect vintages={vintages} value={2019} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Millésime' })).toHaveAccessibleDescription(
      'Ce territoire n’existe pas dans le millésime 2019.',
    );
  });

  it('given a choice should call onChange with the year as a number', async () => {
    const onChange = vi.fn();
    render(<VintageSelect vintages={vintages} value={2024} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), '2019');
    expect(onChange).toHaveBeenCalledWith(2019);
  });
});
