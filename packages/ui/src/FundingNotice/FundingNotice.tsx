import { withMessages } from '../messages';
import { type FundingNoticeMessages, fundingNoticeMessages } from './FundingNotice.messages';
import styles from './FundingNotice.module.css';

export type FundingNoticeProps = {
  /** Overrides of the French copy. */
  messages?: Partial<FundingNoticeMessages>;
};

/** The notice "Financé par le Gouvernement dans le cadre de France 2030". */
export function FundingNotice({ messages }: FundingNoticeProps) {
  const m = withMessages(fundingNoticeMessages, messages);
  return (
    <p className={styles.notice}>
      <span className={styles.flag} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {m.notice}
    </p>
  );
}
