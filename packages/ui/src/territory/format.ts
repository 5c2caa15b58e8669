const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const signedInteger = new Intl.NumberFormat('fr-FR', {
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});
const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedPercent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** "2 113 705" (fr-FR groups with a narrow no-break space, U+202F). */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? integer.format(value) : decimal.format(value);
}

/** "+1 234", "−56", "0". */
export function formatSignedNumber(value: number): string {
  return signedInteger.format(value);
}

/** A ratio as a French percentage with one decimal: 0.1234 → "12,3 %". */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

/** A signed ratio: 0.012 → "+1,2 %". */
export function formatSignedPercent(ratio: number): string {
  return signedPercent.format(ratio);
}

/** "Loire (42)". */
export function nameWithCode(name: string, code: string): string {
  return `${name} (${code})`;
}
