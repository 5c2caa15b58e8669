import type { IndicatorValuesResponse } from '@epic/api-contract';
import { Link } from 'react-router';
import { explorerHref } from '../../../data/params';
import type { RankingParams } from '../../../data/rankingParams';
import styles from './RankingView.module.css';
import { currentText } from './rankingText';

/**
 * What the ranking says above its table: where the current territory stands (with the way back
 * to its page), that it is not in this ranking, or that the page asked for does not exist.
 */
export function RankingNotes({
  params,
  data,
  year,
  lastPageHref,
}: {
  params: RankingParams;
  data: (IndicatorValuesResponse & { aroundMissing: boolean }) | undefined;
  year: number | undefined;
  lastPageHref: string;
}) {
  const info = data?.ranking;
  const around = info?.around;
  const row = around ? data?.values.find((value) => value.code === around.code) : undefined;
  return (
    <>
      {data?.aroundMissing && params.around && (
        <p className={styles.note}>
          Le territoire {params.around} n’est pas dans ce classement (autre millésime ou hors du
          filtre).
        </p>
      )}
      {row && info && around && (
        <p className={styles.note}>
          {currentText(row.name, around.rank, info.ranked, params.level)}{' '}
          <Link to={explorerHref({ type: params.level, id: row.code, year })}>
            Retour à la fiche
          </Link>
        </p>
      )}
      {info && params.page !== undefined && params.page > info.pages && (
        <p className={styles.note} role="alert">
          Paramètre page&nbsp;: la page {params.page} n’existe pas ({info.pages} page
          {info.pages > 1 ? 's' : ''}). <Link to={lastPageHref}>Aller à la dernière page</Link>
        </p>
      )}
    </>
  );
}
