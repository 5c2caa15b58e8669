import { Button } from '@epic/ui';
import { parseSide } from '../data/params';
import { catalogueQuery, compareQuery, vintagesQuery } from '../data/queries';
import { queryClient } from '../data/queryClient';
import { ComparisonResults } from './comparer/ComparisonResults';
import { ComparisonStatus } from './comparer/ComparisonStatus';
import { loadComparisonTable } from './comparer/LazyComparisonTable';
import { SidePanel } from './comparer/SidePanel';
import { useComparerState } from './comparer/useComparerState';
import styles from './explore.module.css';
import { LiveRegion } from './LiveRegion';

/**
 * Called by the route guard once signed in: the comparison leaves while React renders the screen
 * (when the address gives both vintages; otherwise the screen asks once the latest is known).
 */
export function prefetch(search: URLSearchParams) {
  void queryClient.prefetchQuery(vintagesQuery());
  // The catalogue (labels, units, sources of the themes' indicators) is the same for any pair.
  void queryClient.prefetchQuery(catalogueQuery());
  // The table's code loads beside the data (it is out of the route chunk).
  void loadComparisonTable();
  const left = parseSide(search, '');
  const right = parseSide(search, '2');
  if (left.state !== 'valid' || right.state !== 'valid') return;
  const { year: yearA } = left.value;
  const { year: yearB } = right.value;
  if (yearA === undefined || yearB === undefined) return;
  void queryClient.prefetchQuery(
    compareQuery({ ...left.value, year: yearA }, { ...right.value, year: yearB }),
  );
}

/** Comparer: two territories of any level and vintage, side by side. */
export function Component() {
  const { a, b, compare, years, latest, compareFailed, ...state } = useComparerState();
  const data = compare.data;
  return (
    <div className={styles.page}>
      <title>
        {data
          ? `${data.a.territory.name} et ${data.b.territory.name} – Comparer – EPIC`
          : 'Comparer – EPIC'}
      </title>
      <h1>Comparer deux territoires</h1>
      <LiveRegion message={state.announcement} />
      <div className={styles.sides}>
        <SidePanel
          heading="Territoire A"
          years={years}
          latest={latest}
          compareFailed={compareFailed}
          {...state.sideA}
        />
        <Button className={styles.swap} icon="⇄" onClick={state.swap} disabled={!a && !b}>
          Inverser
        </Button>
        <SidePanel
          heading="Territoire B"
          years={years}
          latest={latest}
          compareFailed={compareFailed}
          {...state.sideB}
        />
      </div>
      <ComparisonStatus
        left={state.left}
        right={state.right}
        a={a}
        b={b}
        error={compare.isError ? compare.error : null}
        onRetry={() => void compare.refetch()}
      />
      {a && b && !compare.isError && (
        <ComparisonResults a={a} b={b} compare={compare} painted={state.painted} />
      )}
    </div>
  );
}
