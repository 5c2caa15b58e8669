import { useEffect, useId, useRef, useState } from 'react';
import { fieldBoxClass } from '../Field/Field';
import type { AreaEditorMessages } from './AreaEditor.messages';
import styles from './AreaEditor.module.css';

/** Lower case, no accents, hyphens and apostrophes as spaces: "st-Étienne" finds "Saint-Étienne". */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’-]/g, ' ')
    .replace(/\bst\b/g, 'saint');

/** From this many communes on, a field filters the list. */
const FILTER_FROM = 8;

/**
 * The communes of the list, each with its name when known and a button that removes it. After a
 * removal the focus moves to the next commune's button (or the previous one, or `onEmpty`).
 */
export function CommuneList({
  codes,
  names,
  onRemove,
  onEmpty,
  m,
}: {
  /** The codes read, each once, in the list's order. */
  codes: readonly string[];
  names: Readonly<Record<string, string>>;
  onRemove: (code: string) => void;
  /** Called when the last shown commune is removed: where the focus goes. */
  onEmpty: () => void;
  m: AreaEditorMessages;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const wanted = searchable(filter.trim());
  const shown = wanted
    ? codes.filter((code) => searchable(`${names[code] ?? ''} ${code}`).includes(wanted))
    : codes;

  useEffect(() => {
    if (focusCode === null) return;
    list.current?.querySelector<HTMLButtonElement>(`button[data-code="${focusCode}"]`)?.focus();
    setFocusCode(null);
  }, [focusCode]);

  const remove = (code: string) => {
    const index = shown.indexOf(code);
    const next = shown[index + 1] ?? shown[index - 1];
    onRemove(code);
    if (next) setFocusCode(next);
    else onEmpty();
  };

  return (
    <div className={styles.communes}>
      <p id={`${id}-title`} className={styles.communesTitle}>
        {m.listTitle}
      </p>
      {codes.length >= FILTER_FROM && (
        <div className={styles.filter}>
          <label htmlFor={`${id}-filter`}>{m.filterLabel}</label>
          <input
            id={`${id}-filter`}
            type="search"
            className={`${fieldBoxClass} ${styles.filterInput}`}
            value={filter}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-shown`}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <p id={`${id}-shown`} className={styles.hint}>
            {m.filterShown(shown.length, codes.length)}
          </p>
        </div>
      )}
      <ul ref={list} className={styles.communeList} aria-labelledby={`${id}-title`}>
        {shown.map((code) => {
          const label = names[code] ? `${names[code]} (${code})` : code;
          return (
            <li key={code} className={styles.commune}>
              <span>
                {names[code] && <>{names[code]} </>}
                <span className={styles.code}>{code}</span>
              </span>
              <button
                type="button"
                className={styles.remove}
                data-code={code}
                aria-label={m.removeOne(label)}
                onClick={() => remove(code)}
              >
                {m.remove}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
