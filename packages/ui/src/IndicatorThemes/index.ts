export type { IndicatorCardProps } from './IndicatorCard';
export { IndicatorThemes, type IndicatorThemesProps } from './IndicatorThemes';
export type { IndicatorThemesMessages } from './IndicatorThemes.messages';
export { indicatorThemesMessages } from './IndicatorThemes.messages';
export type * from './types';
