// Long file: one form whose fields, error summary and commune list share its state (codes read, errors, focus).
import {
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import { Field, fieldBoxClass } from '../Field/Field';
import { withMessages } from '../messages';
import { Select } from '../Select';
import { TerritoryPicker, type TerritorySearchStatus } from '../TerritoryPicker';
import { TextInput } from '../TextInput';
import type { TerritoryOption } from '../territory/types';
import { type AreaEditorMessages, areaEditorMessages } from './AreaEditor.messages';
import styles from './AreaEditor.module.css';
import { CommuneList } from './CommuneList';
import { parseCodes, parseCodesFile } from './codes';

/** What the form submits: the name, the vintage, and the codes as read (duplicates kept). */
export type AreaEditorValue = { name: string; year: number; communes: string[] };

/**
 * A refusal of `onSubmit`, shaped like the API's errors (`code`, French `message`, `details`):
 * `AREA_INVALID_COMMUNES` with its `malformed`, `duplicated`, `absent`, `elsewhere` lists,
 * `INVALID_NAME`, `AREA_INVALID_YEAR`; any other is shown above the form.
 */
export type AreaEditorError = {
  code?: string;
  message: string;
  details?: Record<string, unknown> | undefined;
};

export type AreaEditorProps = {
  /**
   * `create` pour un nouveau territoire, `edit` pour un territoire enregistré (le libellé du bouton
   * d’envoi). @default 'create'
   */
  mode?: 'create' | 'edit';
  /** Les millésimes disposant de données, le plus récent en premier. */
  years: readonly number[];
  /** Le territoire enregistré (mode modification), ou ce qu’une adresse préremplit. */
  initial?: Partial<AreaEditorValue> | undefined;
  /** Ajoute une recherche de commune au-dessus des codes : la commune choisie rejoint la liste. */
  communeSearch?: AreaCommuneSearch | undefined;
  /**
   * Noms des communes par code (ceux que l’application connaît : les membres d’un territoire, ceux
   * d’un territoire enregistré).
   */
  names?: Readonly<Record<string, string>> | undefined;
  /**
   * Ajoute une section « Choisir sur la carte », repliée : une fois ouverte, elle rend ce que
   * renvoie cette fonction (la carte de l’application, dont le code et les fichiers ne sont chargés
   * qu’alors), qui ajoute et retire des communes comme le ferait la saisie de leurs codes.
   */
  mapPicker?: ((picker: AreaMapPicker) => ReactNode) | undefined;
  /**
   * Appelée (avec un délai anti-rebond) avec les codes lus et le millésime : l’application peut
   * chercher leurs `names`.
   */
  onCodesChange?: ((codes: readonly string[], year: number) => void) | undefined;
  /** Longueur maximale acceptée pour le nom (la limite de l’API). @default 120 */
  maxNameLength?: number;
  /**
   * Enregistre le territoire ; rejette avec une `AreaEditorError` pour montrer ce qu’il faut
   * corriger (la saisie est conservée).
   */
  onSubmit: (value: AreaEditorValue) => Promise<void>;
  /** Affiche un bouton « Annuler » qui appelle cette fonction. */
  onCancel?: () => void;
  /** Niveau du titre du récapitulatif des erreurs. @default 2 */
  headingLevel?: 2 | 3;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<AreaEditorMessages>;
};

/** A search of communes the app runs (the editor never fetches), as the picker's props. */
export type AreaCommuneSearch = {
  /** Called (debounced) with the query and the vintage chosen in the form. */
  onSearch: (query: string, year: number) => void;
  /** Communes answering the latest search. */
  results: readonly TerritoryOption[];
  status: TerritorySearchStatus;
  onRetry?: () => void;
};

/** What the editor gives the app's map (`mapPicker`): the list, its vintage, and a toggle. */
export type AreaMapPicker = {
  /** The codes of the list, each once, in its order. */
  codes: readonly string[];
  /** The vintage chosen in the form. */
  year: number;
  /**
   * Adds the communes to the list (`add`) or removes them from it, as typing or deleting their
   * codes would; the form's live region says it, with the list's new count.
   */
  onToggle: (communes: readonly { code: string; name: string }[], add: boolean) => void;
};

/** The refusal of the codes: the API's message, every code listed, and what a fix can drop. */
type CodeProblems = { lead: string; lines: string[]; drop: Set<string>; fixable: boolean };
type Errors = { name?: string; year?: string; codes?: CodeProblems; form?: string };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The API's refusal as errors next to each field, with every code to fix. */
function toErrors(error: AreaEditorError, m: AreaEditorMessages): Errors {
  const code = error.code ?? '';
  if (code === 'INVALID_NAME') return { name: error.message };
  if (code === 'AREA_INVALID_YEAR' || code === 'INVALID_YEAR') return { year: error.message };
  if (code !== 'AREA_INVALID_COMMUNES' && code !== 'INVALID_COMMUNES')
    return { form: error.message || m.failed };
  const d = error.details ?? {};
  const year = typeof d.year === 'number' ? d.year : undefined;
  const [malformed, duplicated, absent] = [d.malformed, d.duplicated, d.absent].map(strings) as [
    string[],
    string[],
    string[],
  ];
  const elsewhere = (d.elsewhere ?? {}) as Record<string, unknown>;
  const lines = [
    malformed.length > 0 && m.malformed(malformed),
    duplicated.length > 0 && m.duplicated(duplicated),
    absent.length > 0 && m.absent(absent, year),
    ...absent.map((c) => {
      const years = Array.isArray(elsewhere[c])
        ? (elsewhere[c] as unknown[]).filter((y): y is number => typeof y === 'number')
        : [];
      return years.length > 0 && m.elsewhere(c, years);
    }),
  ].filter((line): line is string => typeof line === 'string');
  return {
    codes: {
      lead: error.message,
      lines,
      drop: new Set([...malformed, ...absent]),
      fixable: malformed.length + duplicated.length + absent.length > 0,
    },
  };
}

/** Moves to a field from the error summary: focused, not only scrolled to (no address change). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

/**
 * The form of an area: its name, its vintage and the INSEE codes of its communes, pasted or
 * imported from a file, with a live count. Nothing is lost on a refusal: each field keeps its
 * input, the errors sit next to it (every code to fix listed), and a summary takes the focus.
 */
export function AreaEditor({
  mode = 'create',
  years,
  initial,
  communeSearch,
  mapPicker,
  names,
  onCodesChange,
  maxNameLength = 120,
  onSubmit,
  onCancel,
  headingLevel = 2,
  messages,
}: AreaEditorProps) {
  const m = withMessages(areaEditorMessages, messages);
  const id = useId();
  const ids = {
    name: `${id}-name`,
    year: `${id}-year`,
    codes: `${id}-codes`,
    count: `${id}-count`,
    search: `${id}-search`,
    file: `${id}-file`,
    fileHint: `${id}-file-hint`,
    summary: `${id}-summary`,
  };
  const [name, setName] = useState(initial?.name ?? '');
  const [year, setYear] = useState(String(initial?.year ?? years[0] ?? ''));
  const [text, setText] = useState((initial?.communes ?? []).join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  // What the last import, pick or removal did: one live region for the list.
  const [status, setStatus] = useState('');
  // Names of the communes picked in the search, beside those the app gives.
  const [picked, setPicked] = useState<Record<string, string>>({});
  // Bumped on every refusal, so that the summary takes the focus again.
  const [failures, setFailures] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLDivElement>(null);
  // Bumped on every pick: the search starts again, empty, with the focus kept in it.
  const [additions, setAdditions] = useState(0);
  // The map's section is rendered (its code and files fetched) once opened only.
  const [mapOpen, setMapOpen] = useState(false);

  const codes = useMemo(() => parseCodes(text), [text]);
  const unique = useMemo(() => [...new Set(codes)], [codes]);
  const duplicates = codes.length - unique.length;
  const known = useMemo(() => ({ ...names, ...picked }), [names, picked]);
  const labelOf = (code: string) => (known[code] ? `${known[code]} (${code})` : code);

  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const onCodesChangeRef = useRef(onCodesChange);
  onCodesChangeRef.current = onCodesChange;
  useEffect(() => {
    if (year === '') return;
    const timer = setTimeout(() => onCodesChangeRef.current?.(unique, Number(year)), 300);
    return () => clearTimeout(timer);
  }, [unique, year]);

  useEffect(() => {
    if (additions > 0) searchBox.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [additions]);

  const fail = (next: Errors) => {
    setErrors(next);
    setFailures((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    const local: Errors = {
      ...(trimmed === ''
        ? { name: m.nameRequired }
        : trimmed.length > maxNameLength
          ? { name: m.nameTooLong(maxNameLength) }
          : {}),
      ...(year === '' ? { year: m.yearRequired } : {}),
      ...(codes.length === 0
        ? { codes: { lead: m.codesRequired, lines: [], drop: new Set<string>(), fixable: false } }
        : {}),
    };
    if (Object.keys(local).length > 0) return fail(local);
    setPending(true);
    try {
      await onSubmit({ name: trimmed, year: Number(year), communes: codes });
      setErrors({});
    } catch (error) {
      const refusal = error as Partial<AreaEditorError> | null;
      fail(
        toErrors(
          {
            message: typeof refusal?.message === 'string' ? refusal.message : m.failed,
            ...(typeof refusal?.code === 'string' ? { code: refusal.code } : {}),
            ...(refusal?.details ? { details: refusal.details } : {}),
          },
          m,
        ),
      );
    } finally {
      setPending(false);
    }
  };

  /** Drops the codes the API refused and the repeats, keeping the others in their order. */
  const removeFlagged = () => {
    const drop = errors.codes?.drop ?? new Set<string>();
    setText([...new Set(codes.filter((c) => !drop.has(c)))].join('\n'));
    setErrors(({ codes: _, ...rest }) => rest);
    document.getElementById(ids.codes)?.focus();
  };

  /** Appends a picked commune to the text, as typed so far (nothing else rewritten). */
  const addCommune = (option: TerritoryOption) => {
    const label = `${option.name} (${option.code})`;
    setPicked((p) => ({ ...p, [option.code]: option.name }));
    setAdditions((n) => n + 1);
    if (unique.includes(option.code)) return setStatus(m.already(label));
    setText((t) => (t.trim() === '' ? option.code : `${t.replace(/\s+$/, '')}\n${option.code}`));
    setStatus(m.added(label));
  };

  /** Drops every occurrence of a code: the text becomes one code a line. */
  const removeCommune = (code: string) => {
    setText(codes.filter((c) => c !== code).join('\n'));
    setStatus(m.removed(labelOf(code)));
  };

  /** The map's clicks: communes in or out of the list, said with the list's new count. */
  const toggleCommunes = (communes: readonly { code: string; name: string }[], add: boolean) => {
    if (communes.length === 0) return;
    setPicked((p) => ({ ...p, ...Object.fromEntries(communes.map((c) => [c.code, c.name])) }));
    const changed = communes.map((c) => c.name);
    if (add) {
      const fresh = communes.map((c) => c.code).filter((code) => !unique.includes(code));
      if (fresh.length > 0)
        setText((t) => [t.replace(/\s+$/, ''), ...fresh].filter((line) => line !== '').join('\n'));
      return setStatus(m.mapAdded(changed, unique.length + fresh.length));
    }
    const drop = new Set(communes.map((c) => c.code));
    setText(codes.filter((c) => !drop.has(c)).join('\n'));
    setStatus(m.mapRemoved(changed, unique.filter((c) => !drop.has(c)).length));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    try {
      const read = parseCodesFile(await file.text());
      if (read.codes.length === 0) return setStatus(m.importEmpty(file.name));
      setText(read.codes.join('\n'));
      if (read.name && name.trim() === '') setName(read.name);
      if (read.year && years.includes(read.year)) setYear(String(read.year));
      setStatus(m.imported(file.name, read.codes.length));
    } catch {
      setStatus(m.importFailed(file.name));
    }
  };

  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const problems = [
    errors.form && { href: undefined, text: errors.form },
    errors.name && { href: ids.name, text: errors.name },
    errors.year && { href: ids.year, text: errors.year },
    errors.codes && { href: ids.codes, text: errors.codes.lead },
  ].filter((p): p is { href: string | undefined; text: string } => Boolean(p));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <p className={styles.intro}>{m.intro}</p>
      {problems.length > 0 && (
        // Focused on a refusal: screen readers read its heading and its list at once.
        <div ref={summary} className={styles.summary} tabIndex={-1}>
          <Heading id={ids.summary} className={styles.summaryTitle}>
            {m.summaryTitle}
          </Heading>
          <p>{m.summaryIntro}</p>
          <ul>
            {problems.map((p) => (
              <li key={p.text}>
                {p.href ? (
                  <a href={`#${p.href}`} onClick={(e) => focusField(e, p.href as string)}>
                    {p.text}
                  </a>
                ) : (
                  p.text
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <TextInput
        id={ids.name}
        label={m.name}
        hint={m.nameHint}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        autoComplete="off"
        maxLength={maxNameLength + 20}
      />
      <Select
        id={ids.year}
        label={m.year}
        hint={m.yearHint}
        required
        value={year}
        onChange={(e) => setYear(e.currentTarget.value)}
        error={errors.year}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      {communeSearch && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Enter in the search picks a commune, never submits the form
        <div
          ref={searchBox}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement)
              event.preventDefault();
          }}
        >
          <TerritoryPicker
            // Another vintage, or a commune added: a new search, an empty field, no result left.
            key={`${year}-${additions}`}
            level="commune"
            levels={['commune']}
            onLevelChange={() => {}}
            onSearch={(query) => communeSearch.onSearch(query, Number(year))}
            results={communeSearch.results}
            status={communeSearch.status}
            {...(communeSearch.onRetry ? { onRetry: communeSearch.onRetry } : {})}
            selected={null}
            onSelect={addCommune}
            messages={{ search: m.searchLabel, hint: m.searchHint }}
          />
        </div>
      )}
      {mapPicker && (
        <details className={styles.map} onToggle={(e) => setMapOpen(e.currentTarget.open)}>
          <summary className={styles.mapToggle}>{m.mapLabel}</summary>
          {mapOpen && year !== '' && (
            <div className={styles.mapBody}>
              <p className={styles.hint}>{m.mapHint}</p>
              {mapPicker({ codes: unique, year: Number(year), onToggle: toggleCommunes })}
            </div>
          )}
        </details>
      )}
      <Field
        id={ids.codes}
        kind="codes"
        label={m.codes}
        hint={m.codesHint}
        required
        describedBy={ids.count}
        error={
          errors.codes && (
            <>
              {errors.codes.lead}
              {errors.codes.lines.map((line) => (
                <span key={line} className={styles.problem}>
                  {line}
                </span>
              ))}
            </>
          )
        }
      >
        {(control) => (
          <>
            <textarea
              {...control}
              className={`${fieldBoxClass} ${styles.codes}`}
              required
              rows={8}
              spellCheck={false}
              autoCapitalize="characters"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <p id={ids.count} className={styles.count} aria-live="polite">
              {m.codesRead(codes.length, duplicates)}
            </p>
          </>
        )}
      </Field>
      {errors.codes?.fixable && (
        <div>
          <Button variant="tertiary" size="sm" onClick={removeFlagged}>
            {m.removeFlagged}
          </Button>
        </div>
      )}
      {unique.length > 0 && (
        <CommuneList
          codes={unique}
          names={known}
          onRemove={removeCommune}
          onEmpty={() => document.getElementById(ids.codes)?.focus()}
          m={m}
        />
      )}
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <div className={styles.file}>
        <label htmlFor={ids.file} className={styles.fileLabel}>
          {m.importLabel}
        </label>
        <p id={ids.fileHint} className={styles.hint}>
          {m.importHint}
        </p>
        <input
          id={ids.file}
          type="file"
          accept=".json,.csv,.txt,application/json,text/csv,text/plain"
          aria-describedby={ids.fileHint}
          onChange={importFile}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {mode === 'edit' ? m.save : m.create}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
