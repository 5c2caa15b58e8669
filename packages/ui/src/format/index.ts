export type { ArticleForm, TypeLiaison } from './article';
export { withArticle } from './article';
export type { IndicatorFormatSpec } from './indicator';
export {
  formatIndicator,
  formatIndicatorDifference,
  formatIndicatorRelative,
  indicatorHeading,
  isRate,
} from './indicator';
export type { FractionDigits } from './number';
export {
  formatNumber,
  formatPercent,
  formatPoints,
  formatSignedNumber,
  formatSignedPercent,
  MINUS,
  NBSP,
  NNBSP,
} from './number';
export { formatOrdinal } from './ordinal';
export { formatCount, formatList, pluralize } from './plural';
export { producerOf } from './producer';
export { frenchSpacing } from './spacing';
