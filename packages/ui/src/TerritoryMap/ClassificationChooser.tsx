import { type FormEvent, useRef, useState } from 'react';
import { withMessages } from '../messages';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import {
  type ClassificationChooserMessages,
  classificationChooserMessages,
} from './ClassificationChooser.messages';
import styles from './ClassificationChooser.module.css';
import {
  type ClassMethod,
  classMethods,
  DEFAULT_CHANGE_CLASSES,
  DEFAULT_DIVERGING_PALETTE,
  DEFAULT_LEVEL_CLASSES,
  DEFAULT_SEQUENTIAL_PALETTE,
  type MapClassification,
  mapClasses,
} from './classes';
import {
  divergingHalves,
  divergingPaletteIds,
  isDivergingPalette,
  isSequentialPalette,
  MAX_CLASSES,
  MIN_CLASSES,
  type PaletteId,
  sequentialColours,
  sequentialPaletteIds,
} from './palettes';
import {
  formatThresholds,
  parseThresholds,
  roundThreshold,
  type ThresholdsError,
} from './thresholds';

export type ClassificationChooserProps = {
  /** Identifiant du `fieldset` (par exemple pour l’`aria-controls` d’un bouton de dévoilement). */
  id?: string;
  /** La classification affichée (comme la prop `classification` de la carte). */
  value: MapClassification;
  /**
   * Appelée avec la nouvelle classification, seulement quand elle est valide (les seuils manuels une
   * fois appliqués et vérifiés), sans les champs laissés à leur valeur par défaut.
   */
  onChange: (classification: MapClassification) => void;
  /** Évolutions (`true`) : palettes divergentes, classes séparées en 0. @default false */
  diverging?: boolean;
  /**
   * Les valeurs que dessine la carte : les seuils manuels sont vérifiés par rapport à leur étendue, et
   * partent des classes affichées quand le lecteur passe aux seuils manuels.
   */
  values?: readonly number[];
  /** Remplacements des textes français par défaut. */
  messages?: Partial<ClassificationChooserMessages>;
};

const counts = Array.from({ length: MAX_CLASSES - MIN_CLASSES + 1 }, (_, i) => MIN_CLASSES + i);

/** The classification without the fields at their defaults (a short address). */
export function withoutDefaults(
  classification: MapClassification,
  diverging: boolean,
): MapClassification {
  const { method, count, thresholds, palette } = classification;
  const defaultCount = diverging ? DEFAULT_CHANGE_CLASSES : DEFAULT_LEVEL_CLASSES;
  const defaultPalette = diverging ? DEFAULT_DIVERGING_PALETTE : DEFAULT_SEQUENTIAL_PALETTE;
  return {
    ...(method && method !== 'quantiles' ? { method } : {}),
    ...(method !== 'manual' && count !== undefined && count !== defaultCount ? { count } : {}),
    ...(method === 'manual' && thresholds?.length ? { thresholds } : {}),
    ...(palette && palette !== defaultPalette ? { palette } : {}),
  };
}

/** Thresholds to start from: the inner bounds of the classes shown, rounded (changes: not 0's). */
function startingThresholds(
  values: readonly number[],
  value: MapClassification,
  diverging: boolean,
): number[] {
  const classes = mapClasses(values, diverging ? 'change' : 'level', value);
  const inner = classes
    .slice(0, -1)
    .filter((c, i) => !(diverging && c.upper < 0 && (classes[i + 1]?.upper ?? 0) >= 0))
    .map((c) => roundThreshold(c.upper));
  return [...new Set(inner)].filter((t, i, all) => i === 0 || t > (all[i - 1] as number));
}

/** The palette's colours for `count` classes (changes: the decreases', then the increases'). */
function swatchesOf(palette: PaletteId, count: number): string[] {
  if (isSequentialPalette(palette)) return sequentialColours(palette, count);
  const down = Math.floor(count / 2);
  const up = count - down;
  const [decrease, increase] = divergingHalves(palette, Math.max(down, up));
  return [...decrease.slice(decrease.length - down), ...increase.slice(0, up)];
}

/**
 * How the map puts its values in classes: the method (quantiles, natural breaks, equal intervals
 * or manual thresholds), the number of classes (3 to 7) and the palette (sequential for levels,
 * diverging for changes). Native controls in a fieldset; manual thresholds are typed in French,
 * checked when applied (Enter or the button), and a refusal is the field's error: the map keeps
 * its classes meanwhile.
 */
export function ClassificationChooser({
  id,
  value,
  onChange,
  diverging = false,
  values = [],
  messages,
}: ClassificationChooserProps) {
  const m = withMessages(classificationChooserMessages, messages);
  const inputRef = useRef<HTMLInputElement>(null);
  const method: ClassMethod = value.method ?? 'quantiles';
  const count =
    value.count !== undefined && counts.includes(value.count)
      ? value.count
      : diverging
        ? DEFAULT_CHANGE_CLASSES
        : DEFAULT_LEVEL_CLASSES;
  const palette: PaletteId = diverging
    ? isDivergingPalette(value.palette)
      ? value.palette
      : DEFAULT_DIVERGING_PALETTE
    : isSequentialPalette(value.palette)
      ? value.palette
      : DEFAULT_SEQUENTIAL_PALETTE;
  const applied = formatThresholds(value.thresholds ?? []);
  // The text typed, reset when the thresholds applied change (another address, a new method).
  const [text, setText] = useState(applied);
  const [error, setError] = useState<ThresholdsError | null>(null);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
    setError(null);
  }

  const change = (next: MapClassification) => onChange(withoutDefaults(next, diverging));
  const range: [number, number] | undefined =
    values.length > 0 ? [Math.min(...values), Math.max(...values)] : undefined;

  const onMethod = (next: ClassMethod) => {
    if (next !== 'manual') return change({ method: next, count, palette });
    // Manual starts from the classes shown, rounded: the reader edits them.
    const thresholds = startingThresholds(values, value, diverging);
    const checked = parseThresholds(formatThresholds(thresholds), {
      diverging,
      ...(range ? { range } : {}),
    });
    change({ method: 'manual', palette, ...(checked.ok ? { thresholds } : {}) });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = parseThresholds(text, { diverging, ...(range ? { range } : {}) });
    if (!result.ok) {
      setError(result.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    change({ method: 'manual', thresholds: result.thresholds, palette });
  };

  const swatches = swatchesOf(palette, count);

  return (
    <fieldset id={id} className={styles.chooser}>
      <legend className={styles.legend}>{m.legend}</legend>
      <Select
        label={m.method}
        className={styles.field}
        value={method}
        onChange={(event) => onMethod(event.currentTarget.value as ClassMethod)}
        options={classMethods.map((id) => ({ value: id, label: m.methods[id] }))}
      />
      {method !== 'manual' && (
        <Select
          label={m.count}
          className={styles.field}
          value={String(count)}
          onChange={(event) =>
            change({ method, count: Number(event.currentTarget.value), palette })
          }
          options={counts.map((c) => ({ value: String(c), label: m.countOption(c) }))}
        />
      )}
      <div className={styles.palette}>
        <Select
          label={m.palette}
          className={styles.field}
          value={palette}
          onChange={(event) =>
            change({ ...value, palette: event.currentTarget.value as PaletteId })
          }
          options={(diverging ? divergingPaletteIds : sequentialPaletteIds).map((id) => ({
            value: id,
            label: m.palettes[id],
          }))}
        />
        <span className={styles.swatches} aria-hidden="true" data-swatches>
          {swatches.map((colour) => (
            <span key={colour} style={{ background: colour }} />
          ))}
        </span>
      </div>
      {method === 'manual' && (
        <form className={styles.manual} onSubmit={apply} noValidate>
          <TextInput
            ref={inputRef}
            label={m.thresholds}
            hint={m.thresholdsHint(diverging)}
            error={error ? m.thresholdsError(error) : undefined}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className={styles.apply}>
            {m.apply}
          </button>
        </form>
      )}
    </fieldset>
  );
}
