import { territoryTypeLabels } from '@epic/ui';
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { explorerHref, type TerritoryParams } from '../../data/params';
import { readRecent } from '../../data/recent';
import styles from '../explore.module.css';
import { VisualsReady } from '../LazyVisuals';
import { usePaintedOnce } from '../usePaintedOnce';
import { Areas } from './areas/lazy';
import { MapPanel } from './MapPanel';

const examples: { label: string; side: TerritoryParams }[] = [
  { label: 'Saint-Étienne', side: { type: 'commune', id: '42218', year: undefined } },
  { label: 'Paris', side: { type: 'commune', id: '75056', year: undefined } },
  { label: 'Métropole de Lyon', side: { type: 'epci', id: '200046977', year: undefined } },
  { label: 'Bretagne', side: { type: 'region', id: '53', year: undefined } },
];

/**
 * The Explorer without a territory: how to choose one, the last ones explored, examples, the
 * user's own areas (« Mes territoires »), then the map of France by département (its code and
 * data once this text is painted).
 */
export function StartState({ year }: { year: number | undefined }) {
  const recent = useMemo(() => readRecent(), []);
  const painted = usePaintedOnce(true);
  return (
    <>
      <div className={styles.message}>
        <p>Choisissez un territoire&nbsp;: saisissez un nom, un code officiel ou un code postal.</p>
        {recent.length > 0 && (
          <>
            <p>Vos derniers territoires&nbsp;:</p>
            <ul className={styles.suggestions}>
              {recent.map((r) => (
                <li key={`${r.type}:${r.id}`}>
                  <Link to={explorerHref({ type: r.type, id: r.id, year: r.year })}>
                    {r.name} ({territoryTypeLabels[r.type]})
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>Exemples&nbsp;:</p>
        <ul className={styles.suggestions}>
          {examples.map((e) => (
            <li key={e.label}>
              <Link to={explorerHref(e.side)}>{e.label}</Link>
            </li>
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        <Areas view="start" />
      </Suspense>
      <VisualsReady.Provider value={painted}>
        <div className={styles.grid}>
          <MapPanel side={null} year={year} detail={undefined} painted={painted} />
        </div>
      </VisualsReady.Provider>
    </>
  );
}
