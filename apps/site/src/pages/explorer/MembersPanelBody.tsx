import type { IndicatorCatalogue } from '@epic/api-contract';
import { type MembersTableProps, withArticle } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { toMemberRows } from '../../data/mappers';
import { parseColumns, territoryHref, writeColumns } from '../../data/params';
import { catalogueQuery, membersQuery } from '../../data/queries';
import { RouterLink } from '../../RouterLink';
import { MembersTable } from '../LazyVisuals';
import { useAddress } from '../useAddress';
import type { MembersPanelProps } from './MembersPanel';

type MemberIndicator = NonNullable<MembersTableProps['indicators']>[number];
const NO_INDICATORS: MemberIndicator[] = [];
const NO_COLUMNS: string[] = [];

/** The catalogue as the table's column choices: theme labels and attribution texts resolved. */
const toMemberIndicators = (catalogue: IndicatorCatalogue): MemberIndicator[] => {
  const themes = new Map(catalogue.themes.map((t) => [t.id, t.label]));
  const sources = new Map(catalogue.sources.map((s) => [s.id, s.attribution]));
  return catalogue.indicators.map((i) => ({
    id: i.id,
    label: i.label,
    unit: i.unit,
    format: i.format,
    referenceYear: i.referenceYear,
    theme: themes.get(i.theme) ?? i.theme,
    ...(sources.has(i.source) ? { source: sources.get(i.source) } : {}),
    // Values INSEE publishes above the commune: their attribution, and never "communes only".
    ...(i.publishedAbove && sources.has(i.publishedAbove)
      ? { publishedAbove: sources.get(i.publishedAbove) }
      : {}),
  }));
};

/**
 * Density and one indicator per theme. The median standard of living: 2021 for communes (and
 * arrondissements), 2019 above them (INSEE publishes it for EPCI, départements and régions).
 */
const defaultColumnsFor = (memberType: string | undefined): string[] => [
  'density_rp2018',
  'second_homes_share_2018',
  'unemployment_rate_2018',
  memberType === 'commune' || memberType === 'arrondissement'
    ? 'median_income_2021'
    : 'median_income_2019',
  'establishments_2018',
];

/** The members panel's content, loaded near the panel: column choice, rows and the table. */
export default function MembersPanelBody({
  side,
  year,
  name,
  typeLiaison,
  members,
  census,
}: MembersPanelProps) {
  const { searchParams, update } = useAddress();
  const catalogue = useQuery({ ...catalogueQuery(), select: toMemberIndicators });
  const defaults = useMemo(() => defaultColumnsFor(members.type), [members.type]);
  // The census of the populations, on screen and in the export's header (one object per census:
  // the table rebuilds its columns when its messages change).
  const messages = useMemo(
    () => (census ? { population: `Population (recensement ${census})` } : undefined),
    [census],
  );
  const asked = parseColumns(searchParams);
  const askedKey = asked?.join(',');

  // The ids to ask for: those the catalogue knows; the defaults before it answers (they exist),
  // none if it fails. Undefined while ids from the address wait for the catalogue.
  const known = catalogue.data;
  const columns = useMemo(() => {
    const wanted = askedKey === undefined ? defaults : askedKey.split(',');
    if (known) {
      const ids = new Set(known.map((i) => i.id));
      return wanted.filter((id) => ids.has(id));
    }
    if (catalogue.isError) return [];
    return askedKey === undefined ? wanted : undefined;
  }, [known, askedKey, defaults, catalogue.isError]);

  const rows = useQuery({
    ...membersQuery(side, year, columns),
    enabled: columns !== undefined,
    select: toMemberRows,
    // New columns for the same members: keep the rows on screen (and the chooser's focus).
    placeholderData: (previous, previousQuery) => {
      const [, type, id, previousYear] = previousQuery?.queryKey ?? [];
      return type === side.type && id === side.id && previousYear === year ? previous : undefined;
    },
  });

  // The address changes in a router transition: until it lands, the table shows the new choice
  // (a checkbox reflects its click at once), tied to the address it was made from.
  const [chosen, setChosen] = useState<{ ids: string[]; from: string | undefined } | null>(null);
  const shownColumns = chosen && chosen.from === askedKey ? chosen.ids : columns;

  // Hundreds of rows are rendered in a deferred (time-sliced) pass.
  const shownRows = useDeferredValue(rows.data);

  const changeColumns = (ids: string[]) => {
    setChosen({ ids, from: askedKey });
    const isDefault = ids.length === defaults.length && ids.every((id, i) => id === defaults[i]);
    update((query) => writeColumns(query, isDefault ? null : ids), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <MembersTable
      rows={shownRows ?? []}
      caption={`Membres ${withArticle(name, typeLiaison, 'de', side.type)} en ${year}`}
      hrefFor={territoryHref}
      linkComponent={RouterLink}
      filename={`epic-membres-${side.type}-${side.id}-${year}.csv`}
      loading={rows.isPending || (rows.isSuccess && !shownRows)}
      error={rows.isError}
      onRetry={() => void rows.refetch()}
      indicators={known ?? NO_INDICATORS}
      columns={shownColumns ?? NO_COLUMNS}
      defaultColumns={defaults}
      onColumnsChange={changeColumns}
      refreshing={rows.isPlaceholderData}
      {...(messages ? { messages } : {})}
    />
  );
}
