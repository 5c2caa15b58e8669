import { Fragment } from 'react';

/** English terms that French copy (or API data shown as is) may contain. */
export const englishTerms: readonly string[] = ['Open Licence', 'Open License', 'commit', 'SSO'];

export type ForeignTermsProps = {
  /** Le texte français, par exemple un nom de licence venu de l’API : « Licence Ouverte / Open Licence (Etalab) ». */
  text: string;
  /** Termes à marquer, reconnus comme mots entiers (sans tenir compte de la casse). @default englishTerms */
  terms?: readonly string[];
  /** Langue des termes (BCP 47). @default 'en' */
  lang?: string;
};

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` into plain runs and runs that are one of `terms` (whole words, any case). */
export function splitForeignTerms(text: string, terms: readonly string[] = englishTerms) {
  if (terms.length === 0) return [{ text, foreign: false }];
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  const runs: { text: string; foreign: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) runs.push({ text: text.slice(last, start), foreign: false });
    runs.push({ text: match[0], foreign: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), foreign: false });
  return runs;
}

/**
 * French text in which the foreign terms carry their language (`lang="en"`), so screen readers
 * pronounce them right (RGAA 8.7 / WCAG 3.1.2).
 */
export function ForeignTerms({ text, terms = englishTerms, lang = 'en' }: ForeignTermsProps) {
  return (
    <>
      {splitForeignTerms(text, terms).map((run, index) =>
        run.foreign ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
          <span key={index} lang={lang}>
            {run.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
