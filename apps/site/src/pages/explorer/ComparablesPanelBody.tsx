import { ApiError, type ComparablesResponse, isTransientError } from '@epic/api-contract';
import { Alert, ComparableList } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  COMPARABLES_PARAM,
  type ComparableScope,
  comparableHref,
  compareHref,
  METHOD_HREF,
  parseScope,
  scopeOptions,
  toComparableList,
  writeScope,
} from '../../data/comparablesMappers';
import { comparablesQuery } from '../../data/comparablesQueries';
import { RouterLink } from '../../RouterLink';
import { useAddress } from '../useAddress';
import type { ComparablesPanelProps } from './ComparablesPanel';
import own from './ComparablesPanelBody.module.css';

/** How many comparables "Comparer avec les 5 premiers" takes (the Comparer has six sides). */
const COMPARE_FIRST = 5;

/**
 * The comparables panel's content, loaded near the panel: the scope read from the address
 * (`comparables=region`), the list, and the links to each comparable and to the Comparer.
 */
export default function ComparablesPanelBody({
  side,
  year,
  typeLiaison,
  parents,
}: ComparablesPanelProps) {
  const { searchParams, update } = useAddress();
  const { options, note } = scopeOptions(side.type, parents);
  const asked = parseScope(searchParams, side.type);
  // A scope whose parent the territory has not (an EPCI without département): France, said so.
  const offered = options.some((o) => o.value === asked.scope);
  const fromAddress: ComparableScope = offered ? asked.scope : 'france';
  const message = offered
    ? asked.message
    : `Paramètre ${COMPARABLES_PARAM}\u00a0: ce territoire n’a pas de ${asked.scope === 'region' ? 'région' : 'département'} connu où chercher\u202f; les territoires comparables sont cherchés dans toute la France.`;

  // The address changes in a router transition: until it lands, the list shows the new choice
  // (the radio button reflects its click at once), tied to the address it was made from.
  const addressKey = searchParams.get(COMPARABLES_PARAM) ?? '';
  const [chosen, setChosen] = useState<{ scope: ComparableScope; from: string } | null>(null);
  const scope = chosen && chosen.from === addressKey ? chosen.scope : fromAddress;

  const select = useCallback(
    (response: ComparablesResponse) => toComparableList(response, typeLiaison),
    [typeLiaison],
  );
  const query = useQuery({ ...comparablesQuery(side, year, scope), select });
  const data = query.data;
  const self = { ...side, year: data?.territory.year ?? year ?? 0 };
  const first = data?.items.slice(0, COMPARE_FIRST) ?? [];

  const changeScope = (next: string) => {
    const value = next as ComparableScope;
    setChosen({ scope: value, from: addressKey });
    update((query) => writeScope(query, value), { replace: true, preventScrollReset: true });
  };

  const error = query.error;
  return (
    <div className={own.body}>
      {message && (
        <Alert type="warning" live={false}>
          {message}
        </Alert>
      )}
      <ComparableList
        territory={data?.territory ?? { type: side.type, name: '', year: year ?? 0 }}
        items={data?.items ?? []}
        loading={query.isPending}
        error={
          query.isError &&
          (!isTransientError(error) && error instanceof ApiError ? error.message : true)
        }
        errorTransient={isTransientError(error)}
        onRetry={() => void query.refetch()}
        emptyMessage={data?.emptyMessage ?? ''}
        scopes={options}
        scope={scope}
        onScopeChange={changeScope}
        {...(note ? { scopeNote: note } : {})}
        dimensions={data?.dimensions ?? []}
        missingDimensions={data?.missingDimensions ?? []}
        methodHref={METHOD_HREF}
        hrefFor={(item) => comparableHref(item, scope)}
        compareHrefFor={(item) => compareHref(self, [item])}
        {...(first.length > 1
          ? { compareFirst: { href: compareHref(self, first), count: first.length } }
          : {})}
        linkComponent={RouterLink}
      />
    </div>
  );
}
