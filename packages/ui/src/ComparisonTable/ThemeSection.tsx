import type { ComponentProps, MouseEvent } from 'react';
import { Button } from '../Button';
import { ForeignTerms } from '../ForeignTerms';
import { formatCount } from '../format';
import { ComparisonGrid } from './ComparisonGrid';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import type { ComparisonSource, ComparisonTheme } from './types';

/** The ids of a theme's elements, from the table's `useId` prefix. */
export const themeIds = (prefix: string, theme: string) => ({
  section: `${prefix}-${theme}`,
  toggle: `${prefix}-${theme}-toggle`,
  panel: `${prefix}-${theme}-panel`,
});

/**
 * Links to each theme (a theme opens and takes the focus), and buttons to open or close them
 * all: 58 indicators make a long page.
 */
export function ThemeNav({
  themes,
  prefix,
  onJump,
  onAll,
  m,
}: {
  themes: readonly { id: string; label: string }[];
  prefix: string;
  onJump: (theme: string) => void;
  onAll: (open: boolean) => void;
  m: ComparisonTableMessages;
}) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, theme: string) => {
    // The page's router owns the address: open, scroll and focus without a hash navigation.
    event.preventDefault();
    onJump(theme);
  };
  return (
    <nav className={styles.nav} aria-label={m.jumpTo}>
      <span className={styles.navLabel}>{m.jumpTo}&nbsp;:</span>
      <ul className={styles.navList}>
        {themes.map((theme) => (
          <li key={theme.id}>
            <a href={`#${themeIds(prefix, theme.id).section}`} onClick={(e) => jump(e, theme.id)}>
              {theme.label}
            </a>
          </li>
        ))}
      </ul>
      <span className={styles.navActions}>
        <Button variant="tertiary" size="sm" onClick={() => onAll(true)}>
          {m.expandAll}
        </Button>
        <Button variant="tertiary" size="sm" onClick={() => onAll(false)}>
          {m.collapseAll}
        </Button>
      </span>
    </nav>
  );
}

/** Attributions of the sources, once per table (their licences are in the text). */
export function Sources({ sources }: { sources: readonly ComparisonSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className={styles.sources}>
      {sources.map((source) => (
        <li key={source.id}>
          {/* « Open Licence » and the like are read in English (RGAA 8.7). */}
          {source.url ? (
            <a href={source.url}>
              <ForeignTerms text={source.attribution} />
            </a>
          ) : (
            <ForeignTerms text={source.attribution} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A theme: its heading is a disclosure button (APG accordion), its table and its sources. */
export function ThemeSection({
  prefix,
  theme,
  sources,
  open,
  onToggle,
  grid,
  headingLevel,
  m,
}: {
  prefix: string;
  theme: ComparisonTheme;
  sources: readonly ComparisonSource[];
  open: boolean;
  onToggle: () => void;
  /** The columns of the table (see `ComparisonGrid`). */
  grid: Omit<ComponentProps<typeof ComparisonGrid>, 'caption' | 'indicators' | 'm'> & {
    names: readonly string[];
  };
  headingLevel: 2 | 3 | 4;
  m: ComparisonTableMessages;
}) {
  const ids = themeIds(prefix, theme.id);
  const Heading = `h${headingLevel}` as const;
  const { names, ...columns } = grid;
  return (
    <section id={ids.section} className={styles.theme}>
      <Heading className={styles.themeHeading}>
        <button
          type="button"
          id={ids.toggle}
          className={styles.themeToggle}
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={onToggle}
        >
          <span className={styles.chevron} aria-hidden="true" data-open={open || undefined}>
            ▸
          </span>
          {theme.label}{' '}
          <span className={styles.count}>
            ({formatCount(theme.indicators.length, 'indicateur', 'indicateurs')})
          </span>
        </button>
      </Heading>
      <div id={ids.panel} hidden={!open} className={styles.panel}>
        <ComparisonGrid
          {...columns}
          caption={m.themeCaption(theme.label, names)}
          indicators={theme.indicators}
          m={m}
          hideCaption
        />
        <Sources sources={sources} />
      </div>
    </section>
  );
}
