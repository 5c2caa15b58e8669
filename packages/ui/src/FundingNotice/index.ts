export type { FundingNoticeProps } from './FundingNotice';
export { FundingNotice } from './FundingNotice';
export type { FundingNoticeMessages } from './FundingNotice.messages';
export { fundingNoticeMessages } from './FundingNotice.messages';
