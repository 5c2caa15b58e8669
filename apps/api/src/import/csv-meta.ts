/**
 * The metadata file of the `--csv` import of further indicators (label, unit, source, licence and
 * the catalogue's aggregation rule per indicator), validated with French messages that name the
 * file, the indicator and its line.
 */
import { INDICATORS_BY_ID } from '@epic/api-contract';
import { z } from 'zod';

export const AGGREGATION_RULES = ['sum', 'ratio', 'none'] as const;

export class CsvImportError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'CsvImportError';
  }
}

const indicatorMetaSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, {
    error: 'identifiant invalide (lettres minuscules, chiffres et _, 64 caractères au plus)',
  }),
  label: z.string().min(1, { error: 'libellé (label) manquant' }).max(200),
  unit: z.string().max(50),
  source: z.string().min(1, { error: 'source manquante' }).max(500),
  licence: z.string().min(1, { error: 'licence manquante' }).max(200),
  /**
   * The catalogue's aggregation rule (`sum`, `ratio` or `none`): `none` (a median, a rate
   * published as is) is refused above the commune level. Optional for files written before it.
   */
  aggregation: z
    .enum(AGGREGATION_RULES, {
      error: 'règle d’agrégation inconnue (sum, ratio ou none attendu)',
    })
    .optional(),
});
export type IndicatorMeta = z.infer<typeof indicatorMetaSchema>;

/** The line of `text` where the metadata of indicator `id` starts (its id), if found. */
function lineOf(text: string, id: unknown): number | undefined {
  if (typeof id !== 'string' || id === '') return undefined;
  const quoted = JSON.stringify(id);
  let at = text.search(new RegExp(`"id"\\s*:\\s*${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  if (at < 0) at = text.indexOf(`${quoted}`);
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}

/**
 * Accepts `[{id, …}]`, `{indicators: [{id, …}]}` or `{id: {label, …}}`. `file` names the file in
 * the messages, which also give the line of the faulty indicator.
 */
export function parseMeta(text: string, file?: string): IndicatorMeta[] {
  const where = file ? `Fichier de métadonnées ${file}` : 'Fichier de métadonnées';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CsvImportError(`${where}\u00a0: ce n’est pas du JSON valide.`);
  }
  let list: unknown[];
  if (Array.isArray(json)) list = json;
  else if (
    json &&
    typeof json === 'object' &&
    Array.isArray((json as { indicators?: unknown }).indicators)
  ) {
    list = (json as { indicators: unknown[] }).indicators;
  } else if (json && typeof json === 'object') {
    list = Object.entries(json as Record<string, object>).map(([id, v]) => ({ id, ...v }));
  } else {
    throw new CsvImportError(`${where}\u00a0: une liste d’indicateurs est attendue.`);
  }
  return list.map((item, i) => {
    const id = (item as { id?: unknown } | null)?.id;
    const line = lineOf(text, id);
    const at = `${where}, indicateur n° ${i + 1}${line ? ` (ligne ${line})` : ''}`;
    const parsed = indicatorMetaSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CsvImportError(
        `${at}, champ « ${issue?.path.join('.') || '?'} »\u00a0: ${issue?.message}.`,
        line,
        issue?.path.join('.'),
      );
    }
    if (parsed.data.id === 'population') {
      throw new CsvImportError(
        `${at}\u00a0: l’indicateur « population » est réservé aux données importées.`,
        line,
        'id',
      );
    }
    if (INDICATORS_BY_ID.has(parsed.data.id)) {
      throw new CsvImportError(
        `${at}\u00a0: « ${parsed.data.id} » est un indicateur du catalogue (GET /api/indicators), choisissez un autre identifiant.`,
        line,
        'id',
      );
    }
    return parsed.data;
  });
}
