export type FundingNoticeMessages = {
  /** The funding notice required by the programme (spec §1). */
  notice: string;
};

export const fundingNoticeMessages: FundingNoticeMessages = {
  notice: 'Financé par le Gouvernement dans le cadre de France 2030',
};
