export type FundingNoticeMessages = {
  /** The mention the France 2030 programme asks of the projects it funds (spec §1). */
  notice: string;
};

export const fundingNoticeMessages: FundingNoticeMessages = {
  notice: 'Financé par le Gouvernement dans le cadre de France 2030',
};
