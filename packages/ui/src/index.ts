import './styles/tokens.css';

export * from './Alert';
export type {
  AreaEditorError,
  AreaEditorMessages,
  AreaEditorProps,
  AreaEditorValue,
  ImportedCodes,
} from './AreaEditor';
export type { AreaExport, AreaListItem, AreaListMessages, AreaListProps } from './AreaList';
export * from './Breadcrumb';
export * from './Button';
export * from './Checkbox';
export * from './ComparableList';
export type {
  ComparisonChange,
  ComparisonExport,
  ComparisonIndicator,
  ComparisonPerimeter,
  ComparisonReason,
  ComparisonReferences,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTableMessages,
  ComparisonTableProps,
  ComparisonTheme,
  ExportedIndicator,
  ExportedTerritory,
} from './ComparisonTable';
export * from './ContactLink';
export * from './Container';
export * from './DataError';
export * from './DataFigure';
export type { DotPlotItem, DotPlotMessages, DotPlotProps } from './DotPlot';
export * from './Footer';
export * from './ForeignTerms';
export * from './FundingNotice';
export * from './format';
export * from './Guard';
export * from './Header';
export type {
  IndicatorThemesIndicator,
  IndicatorThemesMessages,
  IndicatorThemesProps,
  IndicatorThemesReading,
  IndicatorThemesReason,
  IndicatorThemesReference,
  IndicatorThemesSeriesPair,
  IndicatorThemesSource,
  IndicatorThemesStatus,
  IndicatorThemesTheme,
  IndicatorThemesValue,
} from './IndicatorThemes';
export * from './KeyFigures';
export * from './Layout';
export * from './Lineage';
export * from './LogoStrip';
export type { LinkComponent, LinkComponentProps } from './link';
export type { MembersTableMessages, MembersTableProps } from './MembersTable';
export { withMessages } from './messages';
export * from './NavLink';
export * from './Pagination';
export type {
  PerimeterView,
  PopulationChartMessages,
  PopulationChartProps,
} from './PopulationChart';
export * from './Radio';
export * from './RankingTable';
export * from './Select';
export type {
  SeriesChartData,
  SeriesChartMessages,
  SeriesChartPoint,
  SeriesChartProps,
  SeriesChartSource,
  SeriesExportsProps,
  SeriesReason,
  SeriesStatus,
} from './SeriesChart';
export * from './ShareLink';
export * from './Skeleton';
export * from './Stack';
export { breakpoints, mediumAndDown } from './styles/breakpoints';
export * from './Tag';
export * from './TerritoryPicker';
export * from './TextInput';
export * from './territory';
export * from './VintageSelect';
export * from './VisuallyHidden';
