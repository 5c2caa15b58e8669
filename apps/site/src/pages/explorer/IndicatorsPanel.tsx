import type { TerritoryRef } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { parseThemes, type TerritoryParams, type ThemeId, writeThemes } from '../../data/params';
import { catalogueQuery, statisticsQuery } from '../../data/queries';
import { RouterLink } from '../../RouterLink';
import styles from '../explore.module.css';
import { VisualSkeleton } from '../LazyVisuals';
import { useAddress } from '../useAddress';
import { useNearViewport } from '../useNearViewport';

export type IndicatorsPanelProps = {
  side: TerritoryParams;
  year: number | undefined;
  /** The territory shown, once known. */
  territory: TerritoryRef | null;
  /** The themes the address asks for (`indicators=revenus`); null: every theme. */
  themes: readonly ThemeId[] | null;
};

const listFormat = new Intl.ListFormat('fr-FR', { type: 'conjunction' });

// The cards and their mappers stay out of the route chunk: one lazy chunk, asked once painted,
// while the panel's two requests already leave from here.
const loadBody = () => import('./IndicatorsPanelBody');
const IndicatorsPanelBody = lazy(loadBody);

/** The territory's statistical indicators by theme (census, Filosofi, establishments). */
export function IndicatorsPanel({
  painted,
  ...rest
}: Omit<IndicatorsPanelProps, 'themes'> & {
  /** Whether the territory is painted: only then are the catalogue and the values asked for. */
  painted: boolean;
}) {
  const { searchParams } = useAddress();
  const themes = parseThemes(searchParams);
  const props: IndicatorsPanelProps = { ...rest, themes };
  // Started here, not in the lazy body: the data and the code load at the same time, before the
  // reader gets near. Only the themes shown are asked for.
  const catalogue = useQuery({ ...catalogueQuery(), enabled: painted });
  useQuery({ ...statisticsQuery(props.side, props.year, themes), enabled: painted });
  // About 60 cards (some 1,800 elements): drawn when the reader gets near them, not while the
  // top of the page is being drawn on a phone, where they start below the fold.
  const [box, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    if (painted) void loadBody().catch(() => undefined);
  }, [painted]);
  const skeleton = <VisualSkeleton label="Chargement des indicateurs…" />;
  return (
    <section ref={box} className={`${styles.panel} ${styles.wide}`} aria-labelledby="indicateurs">
      <h2 id="indicateurs">Indicateurs</h2>
      {themes && (
        <p className={styles.themesNote}>
          {themes.length === 1 ? 'Thème affiché' : 'Thèmes affichés'}
          {catalogue.data
            ? `\u00a0: ${listFormat.format(
                themes.map((id) => catalogue.data.themes.find((t) => t.id === id)?.label ?? id),
              )}.`
            : '.'}{' '}
          <RouterLink href={`/explorer/?${writeThemes(new URLSearchParams(searchParams), null)}`}>
            Afficher tous les thèmes
          </RouterLink>
        </p>
      )}
      {painted && near ? (
        <Suspense fallback={skeleton}>
          <IndicatorsPanelBody {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
