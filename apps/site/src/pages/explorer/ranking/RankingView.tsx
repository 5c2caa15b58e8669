import { ApiError, isTransientError } from '@epic/api-contract';
import { RankingTable } from '@epic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toVintageYears } from '../../../data/mappers';
import { explorerHref } from '../../../data/params';
import { catalogueQuery, vintagesQuery } from '../../../data/queries';
import {
  POPULATION_INDICATOR,
  parseRanking,
  RANKING_PARENT_LEVELS,
  type RankingParams,
  rankingHref,
} from '../../../data/rankingParams';
import {
  fetchRankingCsv,
  RANKING_PAGE_SIZE,
  rankingFilename,
  rankingQuery,
} from '../../../data/rankingQueries';
import { RouterLink } from '../../../RouterLink';
import { LiveRegion } from '../../LiveRegion';
import { useSettledValue } from '../../useSettledValue';
import { ParentFilter } from './ParentFilter';
import { RankingControls } from './RankingControls';
import styles from './RankingView.module.css';
import { currentText, levelNouns, rankingCaption } from './rankingText';

/**
 * The Explorer's ranking mode: every territory of a level ranked by one indicator, in France or
 * within a parent, one page at a time; everything in the address (data/rankingParams.ts).
 */
export default function RankingView() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  const catalogue = useQuery(catalogueQuery());
  const known = useMemo(
    () => (catalogue.data ? new Set(catalogue.data.indicators.map((i) => i.id)) : undefined),
    [catalogue.data],
  );
  const { value: params, problems } = parseRanking(search, {
    indicators: known,
    years: vintages.data?.years,
  });
  const year = params.year ?? vintages.data?.latest;
  // Asked once the vintages (and, for a catalogue indicator, the catalogue) can vouch for it.
  const checked =
    (vintages.isSuccess || vintages.isError) &&
    (params.indicator === POPULATION_INDICATOR || !catalogue.isPending);
  const ranking = useQuery({
    ...rankingQuery(params, year ?? 0),
    enabled: year !== undefined && checked,
    placeholderData: keepPreviousData,
  });

  const hrefWith = (next: Partial<RankingParams>) => rankingHref({ ...params, ...next });
  const go = (next: Partial<RankingParams>) => navigate(hrefWith(next));
  // Arrow keys on a closed select step through its options: only the settled one is loaded.
  const [shownIndicator, setIndicator] = useSettledValue(params.indicator, (indicator) =>
    go({ indicator, page: undefined }),
  );
  const [shownLevel, setLevel] = useSettledValue(params.level, (level) =>
    go({
      level,
      parent:
        params.parent && RANKING_PARENT_LEVELS[level].includes(params.parent.type)
          ? params.parent
          : null,
      page: undefined,
      around: undefined,
    }),
  );
  const [shownYear, setYear] = useSettledValue(year, (next) => go({ year: next, page: undefined }));

  const data = ranking.data;
  const info = data?.ranking;
  const error = ranking.isError
    ? ranking.error
    : vintages.isError && year === undefined
      ? vintages.error
      : null;
  const aroundRow =
    info?.around && data ? data.values.find((row) => row.code === info.around?.code) : undefined;
  const caption = rankingCaption(params, data, year ?? 0);
  const noun = levelNouns[params.level].plural;
  const announcement = ranking.isFetching
    ? 'Chargement du classement…'
    : info
      ? `Classement chargé, page ${info.page} sur ${info.pages}.`
      : '';

  return (
    <>
      <title>{`Classement des ${noun} – Explorer – EPIC`}</title>
      <LiveRegion message={announcement} />
      {problems.length > 0 && (
        <div className={styles.problems} role="alert">
          {problems.map((problem) => (
            <p key={problem.param}>{problem.message}</p>
          ))}
        </div>
      )}
      <div className={styles.filters}>
        <RankingControls
          catalogue={catalogue.data}
          indicator={shownIndicator}
          level={shownLevel}
          year={shownYear}
          years={vintages.data?.years ?? []}
          loadingYears={vintages.isPending}
          onIndicator={setIndicator}
          onLevel={(level) => setLevel(level)}
          onYear={(next) => setYear(next)}
        />
        <ParentFilter
          key={params.level}
          level={params.level}
          year={year}
          parent={params.parent}
          shown={data?.parent}
          withoutHref={hrefWith({ parent: null, page: undefined })}
          onChoose={(parent) => go({ parent, page: undefined })}
        />
      </div>
      {data?.aroundMissing && params.around && (
        <p className={styles.note}>
          Le territoire {params.around} n’est pas dans ce classement (autre millésime ou hors du
          filtre).
        </p>
      )}
      {aroundRow && info?.around && (
        <p className={styles.note}>
          {currentText(aroundRow.name, info.around.rank, info.ranked, params.level)}{' '}
          <Link to={explorerHref({ type: params.level, id: aroundRow.code, year })}>
            Retour à la fiche
          </Link>
        </p>
      )}
      {info && params.page !== undefined && params.page > info.pages && (
        <p className={styles.note} role="alert">
          Paramètre page&nbsp;: la page {params.page} n’existe pas ({info.pages} page
          {info.pages > 1 ? 's' : ''}).{' '}
          <Link to={hrefWith({ page: info.pages })}>Aller à la dernière page</Link>
        </p>
      )}
      <RankingTable
        rows={data?.values ?? []}
        type={params.level}
        indicator={data?.indicator ?? { label: '', unit: '', format: 'integer' }}
        caption={caption}
        hrefFor={(t) => explorerHref({ type: t.type, id: t.code, year })}
        linkComponent={RouterLink}
        total={info?.total ?? 0}
        ranked={info?.ranked ?? 0}
        sort={params.sort}
        order={params.order}
        onSortChange={(sort, order) => go({ sort, order, page: undefined })}
        page={info?.page ?? 1}
        pageSize={info?.pageSize ?? RANKING_PAGE_SIZE}
        pageCount={info?.pages ?? 1}
        getPageHref={(page) => hrefWith({ page })}
        current={params.around}
        loading={!data && !error}
        refreshing={ranking.isPlaceholderData}
        error={!!error && !ranking.isPlaceholderData}
        errorMessage={error instanceof ApiError && !error.transient ? error.message : undefined}
        transient={isTransientError(error)}
        onRetry={() => void (ranking.isError ? ranking.refetch() : vintages.refetch())}
        {...(year !== undefined
          ? {
              getCsv: () => fetchRankingCsv(params, year),
              filename: rankingFilename(params, year),
            }
          : {})}
      />
    </>
  );
}
