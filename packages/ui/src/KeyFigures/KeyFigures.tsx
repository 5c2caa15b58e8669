import { Button } from '../Button';
import { ForeignTerms } from '../ForeignTerms';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { SkeletonLine } from '../Skeleton';
import type { Census, Change, DataSource, TerritoryRef } from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import { keyFigureList } from './figures';
import { type KeyFiguresMessages, keyFiguresMessages } from './KeyFigures.messages';
import styles from './KeyFigures.module.css';

export { ordinal } from './figures';

/** Rank of a territory among its siblings; `share` is a ratio of the whole's population. */
export type Rank = { rank: number; of: number; share: number };

export type KeyFiguresData = {
  /** The territory described. */
  territory: TerritoryRef;
  /** Vintage shown. */
  year: number;
  /** `false` when the territory is absent in this vintage: a message replaces the figures. */
  exists: boolean;
  /** Vintages where the territory exists, listed when it is absent. */
  existingYears?: number[];
  /** Legal population of the vintage (population municipale); `null` when missing. */
  population: number | null;
  /**
   * The census of that population, named under it; a vintage that repeats the previous one's
   * census says so (`sameAs`). Absent or `null`: unknown (older data), nothing is said.
   */
  census?: Census | null;
  /** Change since the latest earlier vintage with another census; `null` when there is none. */
  changePrevious: Change | null;
  /** Change since the first vintage, when it is not `changePrevious`' vintage; else `null`. */
  changeFirst: Change | null;
  /** Rank within the parent (département of a commune…); `null` for a région. */
  rankParent: (Rank & { parent: TerritoryRef }) | null;
  /** Rank among all territories of its level in France; `null` when not computed. */
  rankNational: Rank | null;
  /** Number of member communes; not shown for a commune or an arrondissement ("sans objet"). */
  communes: number | null;
  /** Chef-lieu (seat), for an EPCI, a département or a région; `null` otherwise. */
  chefLieu: { code: string; name: string } | null;
  /** Source of the figures, shown under each one. */
  source: DataSource;
};

export type KeyFiguresProps = {
  /** Les chiffres ; `null` pendant le chargement ou après une erreur. */
  data: KeyFiguresData | null;
  /** Affiche le squelette de chargement. @default false */
  loading?: boolean;
  /** Affiche le message d’erreur (avec « Réessayer » si `onRetry` est fourni). @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (pas de bouton sans elle). */
  onRetry?: () => void;
  /** Si elle est fournie, le message de millésime absent propose un bouton par millésime où le territoire existe. */
  onYearSelect?: (year: number) => void;
  /** Niveau du titre de la section. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Adresses des classements d’où viennent les deux rangs (tous les territoires du niveau, au
   * niveau national et dans le parent) : chaque rang reçoit un lien « Voir le classement ».
   */
  rankingHrefs?: { national?: string | undefined; parent?: string | undefined };
  /** Composant de lien fourni par l’application (le lien de son routeur), pour les liens vers les classements. @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<KeyFiguresMessages>;
};

/**
 * The key figures of a territory for one vintage: population with its census year, change since
 * the previous census and the first vintage on the perimeter shown (arrow and words, or « Non
 * comparable » with the reason), rank and share within the parent and nationally, number of
 * communes, chef-lieu; each with its source and vintage. Absent vintages get a clear message.
 */
export function KeyFigures({
  data,
  loading = false,
  error = false,
  onRetry,
  onYearSelect,
  headingLevel = 2,
  rankingHrefs,
  linkComponent: Link = 'a',
  messages,
}: KeyFiguresProps) {
  const m = withMessages(keyFiguresMessages, messages);
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading className={styles.title}>
      {data && !loading && !error ? m.titleOf(data.territory.name, data.year) : m.title}
    </Heading>
  );

  if (loading) {
    return (
      <section className={styles.section} aria-busy="true">
        {heading}
        <p role="status">
          <VisuallyHidden>{m.loading}</VisuallyHidden>
        </p>
        <div className={styles.grid} aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <div key={key} className={styles.card} data-skeleton>
              <SkeletonLine />
              <SkeletonLine size="value" />
              <SkeletonLine />
            </div>
          ))}
        </div>
      </section>
    );
  }

  if (error || !data) {
    return (
      <section className={styles.section}>
        {heading}
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>{m.error}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {m.retry}
            </Button>
          )}
        </div>
      </section>
    );
  }

  if (!data.exists) {
    const years = data.existingYears ?? [];
    return (
      <section className={styles.section}>
        {heading}
        <div className={styles.absent}>
          <p className={styles.absentText}>{m.absent(data.territory.name, data.year)}</p>
          {years.length === 0 ? (
            <p>{m.noExistingYear}</p>
          ) : (
            <>
              <p>{m.existingYears}</p>
              <ul className={styles.years}>
                {years.map((year) => (
                  <li key={year}>
                    {onYearSelect ? (
                      <Button
                        variant="secondary"
                        onClick={() => onYearSelect(year)}
                        aria-label={m.showYear(year)}
                      >
                        {year}
                      </Button>
                    ) : (
                      year
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    );
  }

  const source = m.source(data.source.name, data.year, data.source.licence);
  const figures = keyFigureList(data, m, rankingHrefs);

  return (
    <section className={styles.section}>
      {heading}
      <dl className={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.card}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
            {figure.detail && <dd className={styles.detail}>{figure.detail}</dd>}
            {figure.href && (
              <dd className={styles.detail}>
                <Link href={figure.href} className={styles.link}>
                  {m.seeRanking} <VisuallyHidden>– {figure.label}</VisuallyHidden>
                </Link>
              </dd>
            )}
          </div>
        ))}
      </dl>
      {/* One source for the block: every figure comes from the same legal populations. */}
      <p className={styles.source}>
        <ForeignTerms text={source} />
      </p>
    </section>
  );
}
