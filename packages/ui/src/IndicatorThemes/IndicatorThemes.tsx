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
  /** The territory shown (its level gives the rank wording, its name the comparison's first line). */
  territory: TerritoryRef | null;
  /** The catalogue's themes, in display order. */
  themes: readonly IndicatorThemesTheme[];
  /** The catalogue's sources: each theme section names the sources of its figures once. */
  sources: readonly IndicatorThemesSource[];
  /** The catalogue's indicators, in display order within each theme. */
  indicators: readonly IndicatorThemesIndicator[];
  /** The territory's values; indicators without one are not shown. `null` while unknown. */
  values: readonly IndicatorThemesValue[] | null;
  /** The same measure at two dates: the later card shows both points, the earlier has no card. */
  series?: readonly IndicatorThemesSeriesPair[];
  /** Shows the loading skeleton. @default false */
  loading?: boolean;
  /** Shows the error state with a retry button. @default false */
  error?: boolean;
  onRetry?: () => void;
  /** Heading level of the themes (the optional title is one above, the cards one below). @default 3 */
  themeHeadingLevel?: 2 | 3 | 4;
  /** Shows a title heading above the navigation ("Indicateurs"). @default false */
  showTitle?: boolean;
  /** Vintage of the values, written in the exports. */
  year?: number;
  /** Base name of the exported files (".csv", ".json" added). @default 'indicateurs' */
  filename?: string;
  /** Receives each export instead of the default download. */
  onExport?: (content: string, filename: string, format: 'csv' | 'json') => void;
  /**
   * The address of an indicator's ranking, nationally (`parent` null) or in the parent of the
   * rank: each rank then links to it. Undefined: no link for that one.
   */
  rankingHref?: (indicator: string, parent: TerritoryRef | null) => string | undefined;
  /** Link component injected by the app (its router's link), for the ranking links. @default 'a' */
  linkComponent?: LinkComponent;
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
