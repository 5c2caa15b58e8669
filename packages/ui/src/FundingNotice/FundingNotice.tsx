import { withMessages } from '../messages';
import { type FundingNoticeMessages, fundingNoticeMessages } from './FundingNotice.messages';
import styles from './FundingNotice.module.css';

export type FundingNoticeProps = {
  /** Remplacements des textes français par défaut. */
  messages?: Partial<FundingNoticeMessages>;
};

/**
 * The programme's mention "Financé par le Gouvernement dans le cadre de France 2030", in text
 * only: no flag nor Marianne block, which are the State's own identity (docs/adr/0020).
 */
export function FundingNotice({ messages }: FundingNoticeProps) {
  const m = withMessages(fundingNoticeMessages, messages);
  return <p className={styles.notice}>{m.notice}</p>;
}
