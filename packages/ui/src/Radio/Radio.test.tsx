import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './Radio';

const options = [
  { value: 'constant', label: 'Périmètre de 2024' },
  {
    value: 'asWas',
    label: 'Périmètre de chaque millésime',
    hint: 'Les fusions changent la série.',
  },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('constant');
  return (
    <RadioGroup
      legend="Périmètre"
      hint="Les communes d’aujourd’hui ou celles de chaque année."
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('given a legend and a hint should name and describe the group, one radio checked', async () => {
    render(<Controlled onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Périmètre' });
    expect(group).toHaveAccessibleDescription(
      'Les communes d’aujourd’hui ou celles de chaque année.',
    );
    expect(screen.getByRole('radio', { name: 'Périmètre de 2024' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Périmètre de chaque millésime' }),
    ).toHaveAccessibleDescription('Les fusions changent la série.');
  });

  it('given a click then an arrow key should move the choice and report each value', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByText('Périmètre de chaque millésime'));
    expect(screen.getByRole('radio', { name: 'Périmètre de chaque millésime' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Périmètre de 2024' })).toBeChecked();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['asWas', 'constant']);
  });

  it('given an error and required should say it once, on the group, and mark every radio', () => {
    render(
      <RadioGroup legend="Périmètre" options={options} required error="Choisissez un périmètre." />,
    );
    const group = screen.getByRole('group', { name: 'Périmètre (obligatoire)' });
    expect(group).toHaveAccessibleDescription('Erreur\u00a0: Choisissez un périmètre.');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeInvalid();
      expect(radio).toBeRequired();
      expect(radio).not.toHaveAccessibleName(/obligatoire/);
    }
  });

  it('given disabled should disable every radio', () => {
    render(<RadioGroup legend="Périmètre" options={options} disabled defaultValue="asWas" />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Périmètre de chaque millésime' })).toBeChecked();
  });
});

describe('Radio', () => {
  it('given a name shared by two radios should check one at a time', async () => {
    render(
      <>
        <Radio name="a" value="1" label="Un" />
        <Radio name="a" value="2" label="Deux" />
      </>,
    );
    await userEvent.click(screen.getByText('Un'));
    await userEvent.click(screen.getByText('Deux'));
    expect(screen.getByRole('radio', { name: 'Un' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Deux' })).toBeChecked();
  });
});
