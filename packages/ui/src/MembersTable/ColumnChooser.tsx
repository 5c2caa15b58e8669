import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import type { MemberIndicator } from './indicators';
import type { MembersTableMessages } from './MembersTable.messages';
import styles from './MembersTable.module.css';

type ColumnChooserProps = {
  indicators: readonly MemberIndicator[];
  /** Chosen ids (only known ones). */
  chosen: readonly string[];
  defaults: readonly string[];
  onChange: (ids: string[]) => void;
  defaultOpen: boolean;
  messages: MembersTableMessages;
  /** Further actions shown at the end of the chooser's bar (the CSV export). */
  children?: ReactNode;
};

/** The indicators grouped by theme label, themes in their first appearance order. */
function byTheme(indicators: readonly MemberIndicator[]): [string, MemberIndicator[]][] {
  const groups = new Map<string, MemberIndicator[]>();
  for (const indicator of indicators) {
    const group = groups.get(indicator.theme);
    if (group) group.push(indicator);
    else groups.set(indicator.theme, [indicator]);
  }
  return [...groups];
}

/**
 * A disclosure button that opens one group of checkboxes per theme (a fieldset and its legend),
 * with a polite live count of the chosen columns and a reset to the default columns.
 */
export function ColumnChooser({
  indicators,
  chosen,
  defaults,
  onChange,
  defaultOpen,
  messages: m,
  children,
}: ColumnChooserProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const chosenSet = new Set(chosen);
  const defaultSet = new Set(defaults);
  const defaultIds = indicators.filter((i) => defaultSet.has(i.id)).map((i) => i.id);

  const toggle = (id: string, on: boolean) => {
    // Catalogue order, whatever the order of the clicks: the same choice gives the same address.
    const next = new Set(chosenSet);
    if (on) next.add(id);
    else next.delete(id);
    onChange(indicators.filter((indicator) => next.has(indicator.id)).map((i) => i.id));
  };

  return (
    <div className={styles.chooser} data-open={open || undefined}>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {m.chooseColumns}
        </Button>
        <p className={styles.count} aria-live="polite">
          {m.chosenCount(chosen.length)}
        </p>
        {children}
      </div>
      <div id={panelId} className={styles.chooserPanel} hidden={!open}>
        {byTheme(indicators).map(([theme, group]) => (
          <fieldset key={theme} className={styles.theme}>
            <legend className={styles.legend}>{theme}</legend>
            {group.map((indicator) => (
              <Checkbox
                key={indicator.id}
                className={styles.option}
                checked={chosenSet.has(indicator.id)}
                onChange={(event) => toggle(indicator.id, event.currentTarget.checked)}
                label={
                  <>
                    {indicator.label}{' '}
                    <span className={styles.optionMeta}>
                      ({[indicator.unit, indicator.referenceYear].filter(Boolean).join(', ')})
                    </span>
                  </>
                }
              />
            ))}
          </fieldset>
        ))}
        <div>
          <Button variant="tertiary" onClick={() => onChange(defaultIds)}>
            {m.resetColumns}
          </Button>
        </div>
      </div>
    </div>
  );
}
