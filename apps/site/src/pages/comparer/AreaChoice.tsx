import { Button, formatCount, Select, VisuallyHidden } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { areasQuery } from '../../data/areaQueries';
import styles from '../explore.module.css';

export type AreaChoiceProps = {
  /** The area this side already is, if any. */
  chosen: string | null;
  /** "territoire A"… (the labels name the side). */
  sideName: string;
  onChoose: (area: { id: string; name: string; year: number }) => void;
};

/**
 * « Ou un de vos territoires »: one of the user's areas as this side, offered once they have one.
 * A button confirms the choice: a closed select steps through its options with the arrow keys,
 * which must not start a comparison at each step.
 */
export function AreaChoice({ chosen, sideName, onChoose }: AreaChoiceProps) {
  const areas = useQuery(areasQuery());
  const [value, setValue] = useState('');
  const list = areas.data?.areas ?? [];
  if (list.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const area = list.find((a) => a.id === (value || chosen));
    if (area) onChoose({ id: area.id, name: area.name, year: area.year });
  };
  return (
    <form className={styles.areaChoice} onSubmit={submit}>
      <Select
        label={`Ou un de vos territoires comme ${sideName}`}
        placeholderOption="Choisir un de vos territoires"
        options={list.map((a) => ({
          value: a.id,
          label: `${a.name} (${formatCount(a.communeCount, 'commune', 'communes')}, ${a.year})`,
        }))}
        value={value || chosen || ''}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={!(value || chosen)}>
        Comparer<VisuallyHidden> ce territoire comme {sideName}</VisuallyHidden>
      </Button>
    </form>
  );
}
