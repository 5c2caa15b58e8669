import { ApiError, isTransientError } from '@epic/api-contract';
import { RankingTable, type TerritoryOption } from '@epic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { toVintageYears } from '../../../data/mappers';
import { explorerHref } from '../../../data/params';
import { catalogueQuery, vintagesQuery } from '../../../data/queries';
import {
  POPULATION_INDICATOR,
  parseRanking,
  RANKING_PARENT_LEVELS,
  type RankingParams,
  rankingHref,
  writeRanking,
} from '../../../data/rankingParams';
import {
  fetchRankingCsv,
  RANKING_PAGE_SIZE,
  rankingFilename,
  rankingQuery,
} from '../../../data/rankingQueries';
import { RouterLink } from '../../../RouterLink';
import { useAddress } from '../../useAddress';
import { ParentFilter } from './ParentFilter';
import { RankingControls } from './RankingControls';
import { RankingNotes } from './RankingNotes';
import styles from './RankingView.module.css';
import { chosenInRanking } from './rankingChoice';
import { levelNouns, rankingCaption } from './rankingText';

/** What the Explorer's own search and vintage select do in ranking mode. */
export type RankingHandle = {
  /** A territory chosen in the search (see chosenInRanking). */
  choose: (option: TerritoryOption) => void;
  /** Another vintage, committed once settled. */
  setYear: (year: number) => void;
};

export type RankingViewProps = {
  /** The Explorer's handle on the view (its search and vintage select act through it). */
  ref?: Ref<RankingHandle>;
  /** The address as the selects show it (it follows them at once; the route commits it). */
  pending: string;
  /** A select's change: the route commits the address once the choice settles (arrow keys). */
  onPendingChange: (search: string) => void;
  /** What the ranking's data is doing, for the screen's live region. */
  onAnnounce: (message: string) => void;
};

/**
 * The Explorer's ranking mode: every territory of a level ranked by one indicator, in France or
 * within a parent, one page at a time; everything in the address (data/rankingParams.ts). The
 * Explorer's own search (filter by a parent, find a territory) and vintage select are above it.
 */
export default function RankingView({
  ref,
  pending,
  onPendingChange,
  onAnnounce,
}: RankingViewProps) {
  const { searchParams: search, current, navigate } = useAddress();
  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  const catalogue = useQuery(catalogueQuery());
  const known = useMemo(
    () => (catalogue.data ? new Set(catalogue.data.indicators.map((i) => i.id)) : undefined),
    [catalogue.data],
  );
  const options = { indicators: known, years: vintages.data?.years };
  const { value: params, problems } = parseRanking(search, options);
  const shown = parseRanking(new URLSearchParams(pending), options).value;
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
  // Actions build on the address the user is on (one taken while the last one's screen renders).
  const now = () => parseRanking(current(), options).value;
  const go = (next: Partial<RankingParams>) => navigate(rankingHref({ ...now(), ...next }));
  const settle = (next: Partial<RankingParams>) =>
    onPendingChange(writeRanking({ ...shown, ...next, page: undefined }).toString());
  // What the user's last choice did, said with the loading state.
  const [action, setAction] = useState('');
  useImperativeHandle(ref, () => ({
    choose: (option) => {
      const next = chosenInRanking(now(), option);
      setAction(next.message);
      navigate(next.href);
    },
    setYear: (next) => settle({ year: next }),
  }));

  const data = ranking.data;
  const info = data?.ranking;
  const error = ranking.isError
    ? ranking.error
    : vintages.isError && year === undefined
      ? vintages.error
      : null;
  const caption = rankingCaption(params, data, year ?? 0);
  const noun = levelNouns[params.level].plural;
  const announcement = ranking.isFetching
    ? 'Chargement du classement…'
    : info
      ? `Classement chargé, page ${info.page} sur ${info.pages}.`
      : '';
  useEffect(
    () => onAnnounce([action, announcement].filter(Boolean).join(' ')),
    [action, announcement, onAnnounce],
  );

  return (
    <>
      <title>{`Classement des ${noun} – Explorer – EPIC`}</title>
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
          indicator={shown.indicator}
          level={shown.level}
          year={year}
          onIndicator={(indicator) => settle({ indicator })}
          onLevel={(level) =>
            settle({
              level,
              parent:
                shown.parent && RANKING_PARENT_LEVELS[level].includes(shown.parent.type)
                  ? shown.parent
                  : null,
              around: undefined,
            })
          }
        />
        <ParentFilter
          level={params.level}
          parent={params.parent}
          shown={data?.parent}
          withoutHref={hrefWith({ parent: null, page: undefined })}
        />
      </div>
      <RankingNotes
        params={params}
        data={data}
        year={year}
        lastPageHref={hrefWith({ page: info?.pages ?? 1 })}
      />
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
        // A rate's or a median's national value; France's total says nothing of a count's rank.
        france={data?.indicator.aggregation.rule === 'sum' ? undefined : data?.france}
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
