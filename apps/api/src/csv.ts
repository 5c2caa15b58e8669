/**
 * The API's CSV answers, in the dialects of `@epic/api-contract/csv` (the module the site's exports
 * use too): `fr` by default, `rfc4180` with `?dialect=rfc4180`. How they are sent (a slice at a
 * time, kept, limited per session): csv-answers.ts.
 */
import {
  CSV_DIALECTS,
  type CsvDialect,
  DEFAULT_CSV_DIALECT,
  isCsvDialect,
} from '@epic/api-contract/csv';
import { HttpError } from './errors.js';
import { EXPORTS_AT_ONCE, EXPORTS_PER_MINUTE, HEAVY_EXPORT_CELLS } from './rate-limits.js';

export { type CsvDialect, type CsvValue, toCsv } from '@epic/api-contract/csv';

const number = (n: number) => n.toLocaleString('fr-FR');

/** How the CSV routes describe their dialects, formulas and heavy exports in the OpenAPI document. */
export const CSV_DIALECTS_DESCRIPTION = [
  'CSV avec `Accept: text/csv` (ou le chemin `.csv` des tableaux).',
  'Dialecte par défaut (`dialect=fr`, pour les tableurs en français)\u00a0: séparateur `;`, virgule décimale, UTF-8 avec BOM, fins de ligne CRLF.',
  '`?dialect=rfc4180`\u00a0: séparateur `,`, point décimal, UTF-8 sans BOM, fins de ligne CRLF (RFC 4180).',
  'Dans les deux, un champ contenant le séparateur, un guillemet ou un saut de ligne est entre guillemets,',
  "et un texte commençant par `=`, `+`, `-`, `@`, une tabulation ou un retour chariot est précédé de `'`",
  '(aucun tableur ne l’exécute alors comme une formule\u00a0; les nombres restent des nombres).',
  `Un export volumineux (${number(HEAVY_EXPORT_CELLS)} cellules ou plus) est envoyé au fur et à mesure et gardé en mémoire pour les demandes identiques\u00a0;`,
  `une session en prépare au plus ${EXPORTS_AT_ONCE} à la fois et ${EXPORTS_PER_MINUTE} par minute (au-delà\u00a0: 429 \`EXPORT_RATE_LIMITED\` et \`Retry-After\`).`,
].join(' ');

/** The dialect asked by the query string's `dialect` (default `fr`); 400 INVALID_DIALECT else. */
export function csvDialectOf(url: string): CsvDialect {
  const query = url.indexOf('?');
  if (query < 0) return DEFAULT_CSV_DIALECT;
  const asked = new URLSearchParams(url.slice(query + 1)).get('dialect');
  if (asked === null) return DEFAULT_CSV_DIALECT;
  if (isCsvDialect(asked)) return asked;
  throw new HttpError(
    400,
    'INVALID_DIALECT',
    `Dialecte CSV inconnu\u00a0: « ${asked.slice(0, 20)} ». Dialectes possibles\u00a0: ${CSV_DIALECTS.join(', ')}.`,
    { field: 'dialect' },
  );
}
