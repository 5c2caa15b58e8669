import { catalogueQuery, compareQuery, vintagesQuery } from '../data/queries';
import { queryClient } from '../data/queryClient';
import { ComparisonStatus } from './comparer/ComparisonStatus';
import { parseComparison } from './comparer/comparerAddress';
import { loadComparisonTable } from './comparer/LazyComparisonTable';
import {
  AddSide,
  ComparisonResults,
  loadComparisonResults,
  loadSideControls,
  ReferenceChoice,
} from './comparer/LazyParts';
import { SidePanel } from './comparer/SidePanel';
import { useComparerState } from './comparer/useComparerState';
import styles from './explore.module.css';
import { LiveRegion } from './LiveRegion';

/**
 * Called by the route guard once signed in: the comparison leaves while React renders the screen
 * (when the address gives every side's vintage; otherwise the screen asks once the latest is known).
 */
export function prefetch(search: URLSearchParams) {
  void queryClient.prefetchQuery(vintagesQuery());
  // The catalogue (labels, units, sources of the themes' indicators) is the same for any sides.
  void queryClient.prefetchQuery(catalogueQuery());
  // The results', table's and list controls' code load beside the data (out of the route chunk).
  void loadComparisonResults();
  void loadSideControls();
  void loadComparisonTable();
  const { slots, compared, reference, references, themes } = parseComparison(search);
  const sides = compared.flatMap((n) => {
    const slot = slots[n - 1];
    return slot?.state === 'valid' && slot.value.year !== undefined
      ? [{ ...slot.value, year: slot.value.year }]
      : [];
  });
  if (sides.length < 2 || sides.length !== compared.length) return;
  void queryClient.prefetchQuery(
    compareQuery(sides, compared.indexOf(reference) + 1 || 1, references, themes),
  );
}

const listFormat = new Intl.ListFormat('fr-FR', { type: 'conjunction' });

/** Comparer: two to six territories of any level and vintage, side by side. */
export function Component() {
  const state = useComparerState();
  const { address, sides, compare, panels } = state;
  const names = state.names.filter((name) => name !== undefined);
  return (
    <div className={styles.page}>
      <title>
        {compare.data && names.length === sides.length
          ? `${listFormat.format(names)} – Comparer – EPIC`
          : 'Comparer – EPIC'}
      </title>
      <h1>Comparer des territoires</h1>
      <LiveRegion message={state.announcement} />
      <div className={styles.sideList}>
        {panels.map((panel) => (
          <SidePanel
            key={panel.n}
            years={state.years}
            latest={state.latest}
            compareFailed={state.compareFailed}
            {...panel}
          />
        ))}
      </div>
      <div className={styles.sideListTools}>
        <AddSide list={state.list} />
        {sides.length >= 2 && (
          <ReferenceChoice
            list={state.list}
            labels={address.compared.map((n, i) => {
              const year = sides[i]?.year ?? state.latest;
              return `${panels[n - 1]?.heading}\u00a0: ${state.names[i] ?? sides[i]?.id}${year ? ` (${year})` : ''}`;
            })}
          />
        )}
      </div>
      <ComparisonStatus
        address={address}
        error={compare.isError ? compare.error : null}
        onRetry={() => void compare.refetch()}
      />
      {sides.length >= 2 && !compare.isError && (
        <ComparisonResults
          sides={sides}
          compare={compare}
          reference={state.reference}
          references={address.references}
          onReferencesChange={state.onReferencesChange}
          painted={state.painted}
        />
      )}
    </div>
  );
}
