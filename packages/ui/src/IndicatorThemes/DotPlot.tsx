import styles from './IndicatorThemes.module.css';
import type { IndicatorThemesReading } from './types';

/** The marker of each point: a shape per kind, so that colour is never the only cue. */
export type MarkerKind = 'territory' | 'departement' | 'region' | 'france';

export function Marker({ kind }: { kind: MarkerKind }) {
  return (
    <svg className={styles.marker} data-kind={kind} viewBox="0 0 12 12" aria-hidden="true">
      {kind === 'territory' && <circle cx="6" cy="6" r="5" />}
      {kind === 'departement' && <rect x="1.5" y="1.5" width="9" height="9" />}
      {kind === 'region' && <polygon points="6,0.8 11.2,6 6,11.2 0.8,6" />}
      {kind === 'france' && <polygon points="6,1 11.2,10.8 0.8,10.8" />}
    </svg>
  );
}

export type DotPoint = { kind: MarkerKind; reading: IndicatorThemesReading };

/**
 * The territory and its references on one axis starting at zero (or at the lowest negative
 * value). Decorative: the list beside it says the same in words.
 */
export function DotPlot({ points }: { points: readonly DotPoint[] }) {
  const plotted = points.flatMap((p) =>
    p.reading.status === 'ok' && p.reading.value !== null ? [{ ...p, value: p.reading.value }] : [],
  );
  // Without the territory's own value there is nothing to place the references against.
  if (plotted.length < 2 || plotted[0]?.kind !== 'territory') return null;
  const values = plotted.map((p) => p.value);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min;
  return (
    <div className={styles.plot} aria-hidden="true">
      <span className={styles.axis} />
      {plotted.map((p) => (
        <span
          key={p.kind}
          className={styles.point}
          data-kind={p.kind}
          style={{ left: `${span === 0 ? 50 : ((p.value - min) / span) * 100}%` }}
        >
          <Marker kind={p.kind} />
        </span>
      ))}
    </div>
  );
}
