export type { RankingTableProps } from './RankingTable';
export { RankingTable } from './RankingTable';
export type { RankingTableMessages } from './RankingTable.messages';
export { rankingTableMessages } from './RankingTable.messages';
export type {
  RankingIndicator,
  RankingOrder,
  RankingReference,
  RankingRow,
  RankingSort,
} from './types';
