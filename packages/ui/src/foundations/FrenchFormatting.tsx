import {
  formatCount,
  formatList,
  formatNumber,
  formatOrdinal,
  formatPercent,
  formatPoints,
  formatSignedNumber,
  formatSignedPercent,
  frenchSpacing,
  pluralize,
  withArticle,
} from '../format';
import styles from './Foundations.module.css';

/** Names of the invisible or look-alike characters the format module writes. */
const special: Record<string, string> = {
  '\u202f': 'U+202F espace fine insécable',
  '\u00a0': 'U+00A0 espace insécable',
  '\u2212': 'U+2212 signe moins',
  '\u2019': 'U+2019 apostrophe typographique',
};

/** The special characters of a string, named, so the page shows what the eye cannot. */
export function describeCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => c in special))].map((c) => special[c] as string);
}

/** Live examples: each call of the `@epic/ui` format module and what it returns. */
export const examples: readonly (readonly [call: string, result: string])[] = [
  ['formatNumber(2113705)', formatNumber(2113705)],
  ['formatNumber(-12.345)', formatNumber(-12.345)],
  [
    'formatNumber(3.5, { minimumFractionDigits: 2 })',
    formatNumber(3.5, { minimumFractionDigits: 2 }),
  ],
  ['formatSignedNumber(1234)', formatSignedNumber(1234)],
  ['formatSignedNumber(-56)', formatSignedNumber(-56)],
  ['formatPercent(0.1234)', formatPercent(0.1234)],
  ['formatSignedPercent(-0.021)', formatSignedPercent(-0.021)],
  ['formatPoints(1)', formatPoints(1)],
  ['formatPoints(-2.5)', formatPoints(-2.5)],
  ['formatOrdinal(1)', formatOrdinal(1)],
  ["formatOrdinal(1, 'f')", formatOrdinal(1, 'f')],
  ['formatOrdinal(14)', formatOrdinal(14)],
  ["pluralize(0, 'commune', 'communes')", pluralize(0, 'commune', 'communes')],
  ["formatCount(1234, 'habitant', 'habitants')", formatCount(1234, 'habitant', 'habitants')],
  ["formatList(['2019', '2021', '2022'])", formatList(['2019', '2021', '2022'])],
  ["withArticle('Ain', 5, 'de')", withArticle('Ain', 5, 'de')],
  ["withArticle('Rhône', 2, 'de')", withArticle('Rhône', 2, 'de')],
  ["withArticle('Bouches-du-Rhône', 4, 'dans')", withArticle('Bouches-du-Rhône', 4, 'dans')],
  ["withArticle('Loire', 3, 'le')", withArticle('Loire', 3, 'le')],
  ["withArticle('Ille-et-Vilaine', 1, 'de')", withArticle('Ille-et-Vilaine', 1, 'de')],
  [
    "withArticle('Marne', undefined, 'dans', 'departement')",
    withArticle('Marne', undefined, 'dans', 'departement'),
  ],
  [
    "withArticle('Paris', undefined, 'dans', 'commune')",
    withArticle('Paris', undefined, 'dans', 'commune'),
  ],
  [
    "withArticle('Le Havre', undefined, 'de', 'commune')",
    withArticle('Le Havre', undefined, 'de', 'commune'),
  ],
  [
    "withArticle('Métropole de Lyon', undefined, 'de', 'epci')",
    withArticle('Métropole de Lyon', undefined, 'de', 'epci'),
  ],
  [
    "frenchSpacing('Source\u00a0: Insee\u00a0; « Filosofi »\u00a0!')",
    frenchSpacing('Source\u00a0: Insee\u00a0; « Filosofi »\u00a0!'),
  ],
];

/** The examples as cards: the call, the result at reading size, and its special characters named. */
export function FrenchFormatting() {
  return (
    <ul className={styles.grid} aria-label="Exemples de formatage">
      {examples.map(([call, result]) => (
        <li key={call} className={styles.card}>
          <code className={styles.code}>{call}</code>
          <span className={styles.result} data-call={call}>
            {result}
          </span>
          {describeCharacters(result).length > 0 && (
            <span className={styles.value}>{describeCharacters(result).join(', ')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
