import { type ElementType, type MouseEvent, type ReactNode, useId } from 'react';
import { DataError } from '../DataError';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { SkeletonLine } from '../Skeleton';
import type { TerritoryRef } from '../territory/types';
import { IndicatorCard } from './IndicatorCard';
import { IndicatorExports } from './IndicatorExports';
import { type IndicatorThemesMessages, indicatorThemesMessages } from './IndicatorThemes.messages';
import styles from './IndicatorThemes.module.css';
import { atItsLevel } from './reading';
import type {
  IndicatorThemesIndicator,
  IndicatorThemesSeriesPair,
  IndicatorThemesSource,
  IndicatorThemesTheme,
  IndicatorThemesValue,
} from './types';

export type IndicatorThemesProps = {
  /** Le territoire affiché (son niveau donne la formulation du rang, son nom la première ligne de la comparaison). */
  territory: TerritoryRef | null;
  /** Les thèmes du catalogue, dans l’ordre d’affichage. */
  themes: readonly IndicatorThemesTheme[];
  /** Les sources du catalogue : chaque section de thème cite une fois les sources de ses chiffres. */
  sources: readonly IndicatorThemesSource[];
  /** Les indicateurs du catalogue, dans l’ordre d’affichage au sein de chaque thème. */
  indicators: readonly IndicatorThemesIndicator[];
  /** Les valeurs du territoire ; les indicateurs sans valeur ne sont pas affichés. `null` tant qu’elles sont inconnues. */
  values: readonly IndicatorThemesValue[] | null;
  /** La même mesure à deux dates : la carte la plus récente montre les deux points, la plus ancienne n’a pas de carte. */
  series?: readonly IndicatorThemesSeriesPair[];
  /** Affiche le squelette de chargement. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur avec un bouton pour réessayer. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur. */
  onRetry?: () => void;
  /** Niveau de titre des thèmes (le titre facultatif est un niveau au-dessus, les cartes un niveau en dessous). @default 3 */
  themeHeadingLevel?: 2 | 3 | 4;
  /** Affiche un titre au-dessus de la navigation (« Indicateurs »). @default false */
  showTitle?: boolean;
  /** Millésime des valeurs, écrit dans les exports. */
  year?: number;
  /** Nom de base des fichiers exportés (« .csv », « .json » ajoutés). @default 'indicateurs' */
  filename?: string;
  /** Reçoit chaque export à la place du téléchargement par défaut. */
  onExport?: (content: string, filename: string, format: 'csv' | 'json') => void;
  /**
   * L’adresse du classement d’un indicateur, au niveau national (`parent` à `null`) ou dans le
   * parent du rang : chaque rang renvoie alors vers lui. `undefined` : pas de lien pour celui-ci.
   */
  rankingHref?: (indicator: string, parent: TerritoryRef | null) => string | undefined;
  /** Composant de lien fourni par l’application (le lien de son routeur), pour les liens vers les classements. @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<IndicatorThemesMessages>;
};

type Heading = 'h2' | 'h3' | 'h4' | 'h5';
const heading = (level: number) => `h${Math.min(Math.max(level, 2), 5)}` as Heading;

/** Focuses the theme's heading after an in-page jump, so keyboard users land there too. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** Three placeholder cards while the indicators load. */
function IndicatorsLoading({ title, label }: { title: ReactNode; label: string }) {
  return (
    <div className={styles.root} aria-busy="true">
      {title}
      <p role="status">{label}</p>
      <ul className={styles.cards}>
        {['a', 'b', 'c'].map((key) => (
          <li key={key} className={styles.card} data-skeleton>
            <SkeletonLine />
            <SkeletonLine size="value" />
            <SkeletonLine />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A territory's statistical indicators grouped by theme, each theme a section reachable from a
 * small in-page navigation, its sources named once at its foot.
 */
export function IndicatorThemes({
  territory,
  themes,
  sources,
  indicators,
  values,
  series = [],
  loading = false,
  error = false,
  onRetry,
  themeHeadingLevel = 3,
  showTitle = false,
  year,
  filename = 'indicateurs',
  onExport,
  rankingHref,
  linkComponent = 'a',
  messages,
}: IndicatorThemesProps) {
  const m = withMessages(indicatorThemesMessages, messages);
  // Anchors unique on the page, in plain characters (React's ids hold ':' or '«»').
  const prefix = `indicateurs-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const Title = heading(themeHeadingLevel - 1);
  const ThemeHeading = heading(themeHeadingLevel);
  const CardHeading: ElementType = heading(themeHeadingLevel + 1);
  const title = showTitle ? <Title className={styles.title}>{m.title}</Title> : null;

  if (error) {
    return (
      <div className={styles.root}>
        {title}
        <DataError message={m.error} retryLabel={m.retry} {...(onRetry ? { onRetry } : {})} />
      </div>
    );
  }
  if (loading || !values || !territory) {
    return <IndicatorsLoading title={title} label={m.loading} />;
  }

  const byId = new Map(values.map((v) => [v.id, v]));
  const infoById = new Map(indicators.map((i) => [i.id, i]));
  const earlierOf = new Map<string, string>();
  const hidden = new Set<string>();
  for (const [earlier, later] of series) {
    const [a, b] = [byId.get(earlier), byId.get(later)];
    // An EPCI's 2019 median (published) beside its 2021 one (communes only): two cards.
    if (a && b && atItsLevel(a) && atItsLevel(b) && infoById.has(earlier)) {
      earlierOf.set(later, earlier);
      hidden.add(earlier);
    }
  }
  const groups = themes
    .map((theme) => ({
      theme,
      items: indicators.filter((i) => i.theme === theme.id && byId.has(i.id) && !hidden.has(i.id)),
    }))
    .filter((g) => g.items.length > 0);

  if (groups.length === 0) {
    return (
      <div className={styles.root}>
        {title}
        <p className={styles.empty}>{m.empty}</p>
      </div>
    );
  }

  const anchor = (themeId: string) => `${prefix}-${themeId}`;
  return (
    <div className={styles.root}>
      {title}
      <nav className={styles.nav} aria-label={m.navigation}>
        <span className={styles.navLabel}>{m.jumpTo}&nbsp;:</span>
        <ul className={styles.navList}>
          {groups.map(({ theme }) => (
            <li key={theme.id}>
              <a href={`#${anchor(theme.id)}`} onClick={(e) => jumpTo(e, anchor(theme.id))}>
                {theme.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.note}>{m.rankNote}</p>
      {groups.map(({ theme, items }) => {
        // Each card's sources, its earlier date's, and those of values published above the commune.
        const shownInfo = items.flatMap((i) => {
          const earlier = infoById.get(earlierOf.get(i.id) ?? '');
          return earlier ? [i, earlier] : [i];
        });
        const used = new Set(shownInfo.flatMap((i) => [i.source, i.publishedAbove ?? i.source]));
        return (
          <section
            key={theme.id}
            className={styles.theme}
            aria-labelledby={anchor(theme.id)}
            data-theme={theme.id}
          >
            <ThemeHeading id={anchor(theme.id)} className={styles.themeHeading} tabIndex={-1}>
              {theme.label}
            </ThemeHeading>
            <ul className={styles.cards}>
              {items.map((indicator) => {
                const earlierId = earlierOf.get(indicator.id);
                const earlierInfo = earlierId ? infoById.get(earlierId) : undefined;
                const earlierValue = earlierId ? byId.get(earlierId) : undefined;
                return (
                  <IndicatorCard
                    key={indicator.id}
                    territory={territory}
                    indicator={indicator}
                    statistic={byId.get(indicator.id) as IndicatorThemesValue}
                    earlier={
                      earlierInfo && earlierValue
                        ? { indicator: earlierInfo, statistic: earlierValue }
                        : undefined
                    }
                    heading={CardHeading}
                    messages={m}
                    rankingHref={rankingHref}
                    linkComponent={linkComponent}
                  />
                );
              })}
            </ul>
            {sources
              .filter((s) => used.has(s.id))
              .map((s) => (
                <p key={s.id} className={styles.source}>
                  {s.attribution}
                </p>
              ))}
          </section>
        );
      })}
      <IndicatorExports
        input={{ territory, year, themes, sources, indicators, values }}
        filename={filename}
        onExport={onExport}
        messages={m}
      />
    </div>
  );
}
