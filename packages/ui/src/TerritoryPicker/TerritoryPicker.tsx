// Long file: one downshift combobox whose ARIA state must be read in one place.
import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState } from 'react';
import { withMessages } from '../messages';
import { nameWithCode } from '../territory/format';
import {
  type TerritoryOption,
  type TerritoryType,
  territoryTypeLabels,
  territoryTypes,
  zoneTypes,
} from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import { type TerritoryPickerMessages, territoryPickerMessages } from './TerritoryPicker.messages';
import styles from './TerritoryPicker.module.css';

/** The level filter: one level, or every level. */
export type TerritoryLevelFilter = TerritoryType | 'all';

/**
 * A result: a territory, with what matched (its name, official code or a postal code) and, when a
 * former name or code led to it, why (`note`: « Béon (01039), commune déléguée, fusionnée dans
 * Culoz-Béon en 2023 »).
 */
export type TerritoryPickerOption = TerritoryOption & {
  match?: 'name' | 'code' | 'postalCode';
  note?: string;
};

/** State of the search the app runs for the latest query. */
export type TerritorySearchStatus = 'idle' | 'loading' | 'success' | 'error';

export type TerritoryPickerProps = {
  /** Filtre de niveau sélectionné. */
  level: TerritoryLevelFilter;
  /** Appelée quand l’utilisateur choisit un autre niveau ; la recherche en cours est relancée. */
  onLevelChange: (level: TerritoryLevelFilter) => void;
  /**
   * Niveaux proposés dans la liste déroulante (un seul niveau : pas de liste).
   * @default every level, plus "Tous les niveaux"
   */
  levels?: readonly TerritoryLevelFilter[];
  /**
   * Appelée (avec un délai anti-rebond) avec la requête sans espaces superflus, quand elle est
   * assez longue : l’application va chercher les résultats.
   */
  onSearch: (query: string, level: TerritoryLevelFilter) => void;
  /**
   * Résultats de la dernière recherche (avec ce qui a correspondu et pourquoi, quand l’API le dit).
   */
  results: readonly TerritoryPickerOption[];
  /**
   * État de la dernière recherche : affiche une animation de chargement, le nombre de résultats,
   * l’absence de résultat ou l’erreur.
   */
  status: TerritorySearchStatus;
  /** Appelée par le bouton « Réessayer » après une erreur. @default runs `onSearch` again */
  onRetry?: () => void;
  /**
   * Le territoire choisi (contrôle la sélection quand il est fourni) ; son nom remplit le champ.
   */
  selected?: TerritoryOption | null;
  /**
   * Appelée quand l’utilisateur choisit un résultat (clic, ou Entrée sur l’option en surbrillance).
   */
  onSelect: (territory: TerritoryOption) => void;
  /** Délai entre la dernière frappe et `onSearch`, en ms. @default 250 */
  debounceMs?: number;
  /** Longueur minimale de la requête avant de chercher. @default 2 */
  minQueryLength?: number;
  /**
   * Texte du champ au premier rendu (non contrôlé ensuite). Quand `status` n’est pas `'idle'`,
   * `results` et `status` sont pris comme la réponse à cette requête : elle n’est pas relancée au
   * montage. Permet de fixer un état de façon statique (documentation, tests, requête restaurée
   * depuis l’URL). @default ''
   */
  defaultQuery?: string;
  /**
   * Ouvre la liste des résultats au premier rendu quand il y a des résultats à montrer.
   * @default false
   */
  defaultOpen?: boolean;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<TerritoryPickerMessages>;
};

const noOptions: TerritoryPickerOption[] = [];

/**
 * Brings the highlighted option into the list's view, the least scroll needed, never the page's
 * (downshift's default does the same through compute-scroll-into-view, which the site's build
 * leaves out).
 */
function scrollWithinMenu(node: HTMLElement | undefined, menu: HTMLElement): void {
  if (!node) return;
  const item = node.getBoundingClientRect();
  const box = menu.getBoundingClientRect();
  if (item.top < box.top) menu.scrollTop -= box.top - item.top;
  else if (item.bottom > box.bottom) menu.scrollTop += item.bottom - box.bottom;
}

/**
 * Level, département, code and postal codes of a result; the code or postal code that matched is
 * named ("13001" is Aix-en-Provence's official code and a postal code of Marseille).
 */
function optionDetails(option: TerritoryPickerOption, m: TerritoryPickerMessages): string {
  const parts = [territoryTypeLabels[option.type]];
  if (option.departement && option.type !== 'departement' && option.type !== 'region') {
    parts.push(nameWithCode(option.departement.name, option.departement.code));
  }
  parts.push(option.match === 'code' ? m.officialCode(option.code) : option.code);
  if (option.postalCodes?.length) {
    const codes = option.postalCodes.join(', ');
    parts.push(option.match === 'postalCode' ? m.postalCode(codes) : codes);
  }
  return parts.join(' · ');
}

/**
 * Level select + autocomplete (ARIA 1.2 combobox from downshift): search by name, code or postal
 * code, results labelled with their level and département, counts announced in French. It never
 * fetches: it calls `onSearch` (debounced) and shows the `results` and `status` it is given.
 */
export function TerritoryPicker({
  level,
  onLevelChange,
  levels = ['all', ...territoryTypes, ...zoneTypes],
  onSearch,
  results,
  status,
  onRetry,
  selected,
  onSelect,
  debounceMs = 250,
  minQueryLength = 2,
  defaultQuery = '',
  defaultOpen = false,
  messages,
}: TerritoryPickerProps) {
  const m = withMessages(territoryPickerMessages, messages);
  const levelId = useId();
  const hintId = useId();
  const inputId = useId();
  const [query, setQuery] = useState(defaultQuery);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  // The initial query already has its answer when the app gives a status with it.
  const answered = useRef(status !== 'idle' ? `${level}|${defaultQuery.trim()}` : null);

  const trimmed = query.trim();
  const searchable = trimmed.length >= minQueryLength;

  useEffect(() => {
    if (trimmed.length < minQueryLength) return;
    const initial = answered.current === `${level}|${trimmed}`;
    answered.current = null;
    if (initial) return;
    const timer = setTimeout(() => onSearchRef.current(trimmed, level), debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, level, debounceMs, minQueryLength]);

  const active = searchable && query !== '';
  // The options on screen: none while the query is too short, loading or failed. Downshift only
  // ever knows these, so Enter cannot choose a result of an earlier query that is no longer shown.
  const shown = active && status === 'success' ? (results as TerritoryPickerOption[]) : noOptions;
  // Whether the user wants the list (typed, pressed ↓); it is open only when it has options to
  // show, so aria-expanded and aria-activedescendant always describe what is on screen.
  const [wantsOpen, setWantsOpen] = useState(defaultOpen);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<TerritoryPickerOption>({
      items: shown,
      isOpen: wantsOpen && shown.length > 0,
      onIsOpenChange: ({ isOpen: open }) => setWantsOpen(open ?? false),
      inputId,
      // Without a default query, downshift starts from the selected item's name.
      ...(defaultQuery ? { initialInputValue: defaultQuery } : {}),
      // Controlled only when the app passes `selected` (null = nothing chosen).
      ...(selected !== undefined ? { selectedItem: selected } : {}),
      itemToString: (item) => item?.name ?? '',
      scrollIntoView: scrollWithinMenu,
      itemToKey: (item: TerritoryPickerOption | null) => (item ? `${item.type}:${item.code}` : ''),
      onInputValueChange: ({ inputValue, type }) => {
        // Typing sets the query; so does a field emptied by Escape (downshift's second press),
        // or ↓ would reopen the old query's results under an empty field.
        if (type === useCombobox.stateChangeTypes.InputChange || !inputValue) {
          setQuery(inputValue ?? '');
        }
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        // The field now shows the chosen name: the typed query and its announcement are done.
        setQuery('');
        onSelect(selectedItem);
      },
    });

  let announcement = '';
  if (query.trim() !== '' && !searchable) announcement = m.tooShort(minQueryLength);
  else if (active && status === 'loading') announcement = m.loading;
  else if (active && status === 'error') announcement = m.error;
  else if (active && status === 'success') {
    announcement = results.length > 0 ? m.resultCount(results.length) : m.noResult(trimmed);
  }
  const showList = isOpen;

  return (
    <div className={styles.picker}>
      {/* A search restricted to one level has no choice to offer. */}
      {levels.length > 1 && (
        <div className={styles.level}>
          <label className={styles.label} htmlFor={levelId}>
            {m.level}
          </label>
          <select
            id={levelId}
            className={styles.select}
            value={level}
            onChange={(event) => onLevelChange(event.target.value as TerritoryLevelFilter)}
          >
            {levels.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? m.allLevels : territoryTypeLabels[value]}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className={styles.search}>
        <label className={styles.label} htmlFor={inputId} {...getLabelProps()}>
          {m.search}
        </label>
        <span id={hintId} className={styles.hint}>
          {m.hint}
        </span>
        <div className={styles.field}>
          <input
            className={styles.input}
            type="text"
            spellCheck={false}
            {...getInputProps({ 'aria-describedby': hintId })}
          />
          {active && status === 'loading' && (
            <span className={styles.spinner} aria-hidden="true" data-testid="picker-spinner" />
          )}
        </div>
        <ul
          className={styles.list}
          {...getMenuProps({ 'aria-label': m.results })}
          hidden={!showList}
        >
          {showList &&
            shown.map((item, index) => (
              <li
                key={`${item.type}:${item.code}`}
                className={styles.option}
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item, index })}
              >
                <span className={styles.optionName}>{item.name}</span>
                <span className={styles.optionDetails}>{optionDetails(item, m)}</span>
                {item.note && <span className={styles.optionNote}>{item.note}</span>}
              </li>
            ))}
        </ul>
        {active && status === 'success' && results.length === 0 && (
          <p className={styles.message} aria-hidden="true">
            {m.noResult(trimmed)}
          </p>
        )}
        {active && status === 'error' && (
          <div className={styles.error}>
            <p className={styles.errorText} aria-hidden="true">
              {m.error}
            </p>
            <button
              type="button"
              className={styles.retry}
              onClick={() => (onRetry ? onRetry() : onSearchRef.current(trimmed, level))}
            >
              {m.retry}
            </button>
          </div>
        )}
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      </div>
    </div>
  );
}
