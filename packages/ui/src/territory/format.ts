// The French formatters live in ../format; this module keeps the territory helpers and the old
// import path working.
export {
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
} from '../format/number';

/** "Loire (42)". */
export function nameWithCode(name: string, code: string): string {
  return `${name} (${code})`;
}
