import { NBSP, NNBSP } from './number';

/**
 * French spacing of punctuation: a no-break space before ":" (U+00A0), a narrow no-break space
 * before ";", "!", "?" (U+202F) and inside « » (U+202F). Existing spaces are replaced, missing ones
 * added; colons in times or URLs ("10:30", "https://") are left alone.
 * @example frenchSpacing('Source : Insee') // "Source : Insee" (no-break space)
 * @example frenchSpacing('Trouvé ?') // "Trouvé ?" (narrow no-break space)
 * @example frenchSpacing('« Loire »') // "« Loire »" (narrow no-break spaces)
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
    .replace(/([^\s«])[ \u00a0\u202f]*([;!?]+|:)(?=[\s\u202f»)]|$)/g, (_, before, mark) => {
      return `${before}${mark === ':' ? NBSP : NNBSP}${mark}`;
    });
}
