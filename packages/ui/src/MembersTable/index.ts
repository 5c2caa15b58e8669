export type {
  MemberIndicator,
  MemberStatistic,
  MemberStatisticReason,
  MembersTableRow,
} from './indicators';
export type { MembersTableProps } from './MembersTable';
export { MembersTable, membersToCsv } from './MembersTable';
export type { MembersTableMessages } from './MembersTable.messages';
export { membersTableMessages } from './MembersTable.messages';
