import type { ElementType } from 'react';
import type { LinkComponent } from '../link';
import type { TerritoryRef } from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import { DotPlot, type DotPoint, Marker } from './DotPlot';
import type { IndicatorThemesMessages } from './IndicatorThemes.messages';
import styles from './IndicatorThemes.module.css';
import { dateOf, franceName, readingDetail, readingLine, readingText } from './reading';
import type { IndicatorThemesIndicator, IndicatorThemesValue } from './types';

/** "commune fusionnée" → "Commune fusionnée": a reason on its own line starts a sentence. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type IndicatorCardProps = {
  territory: TerritoryRef;
  indicator: IndicatorThemesIndicator;
  statistic: IndicatorThemesValue;
  /** The same measure at an earlier date, shown with this one as a two-point series. */
  earlier?: { indicator: IndicatorThemesIndicator; statistic: IndicatorThemesValue } | undefined;
  heading: ElementType;
  messages: IndicatorThemesMessages;
  /** The address of this indicator's ranking, nationally or in a parent (see IndicatorThemes). */
  rankingHref?:
    | ((indicator: string, parent: TerritoryRef | null) => string | undefined)
    | undefined;
  linkComponent?: LinkComponent;
};

/** " – voir le classement" after a rank, named with the indicator and the scope. */
function RankingLink({
  href,
  link: Link,
  context,
  m,
}: {
  href: string | undefined;
  link: LinkComponent;
  context: string;
  m: IndicatorThemesMessages;
}) {
  if (!href) return null;
  return (
    <>
      {' – '}
      <Link href={href} className={styles.rankingLink}>
        {m.seeRanking} <VisuallyHidden>({context})</VisuallyHidden>
      </Link>
    </>
  );
}

/** One indicator: value, reference year, series, comparison with its references, ranks, definition. */
export function IndicatorCard({
  territory,
  indicator,
  statistic,
  earlier,
  heading: Heading,
  messages: m,
  rankingHref,
  linkComponent: Link = 'a',
}: IndicatorCardProps) {
  const detail = readingDetail(statistic, m);
  const references = statistic.references;
  const points: (DotPoint & { name: string })[] = [
    { kind: 'territory', reading: statistic, name: territory.name },
  ];
  if (references?.departement) {
    points.push({
      kind: 'departement',
      reading: references.departement,
      name: references.departement.name,
    });
  }
  if (references?.region) {
    points.push({ kind: 'region', reading: references.region, name: references.region.name });
  }
  if (references) {
    points.push({
      kind: 'france',
      reading: references.france,
      name: franceName(references.france, m),
    });
  }
  // Medians and rates published for communes only are not computed above: one line says so.
  const comparable = points.slice(1).some((p) => p.reading.status !== 'not_applicable');
  const parentRank = statistic.rank?.parent;
  const nationalRank = statistic.rank?.national;
  return (
    <li className={styles.card} data-status={statistic.status}>
      <Heading className={styles.label}>{indicator.label}</Heading>
      <p className={styles.value}>{readingText(statistic, indicator, m)}</p>
      {detail && <p className={styles.detail}>{sentence(detail)}</p>}
      <p className={styles.year}>{indicator.referenceYear}</p>
      {earlier && (statistic.status === 'ok' || earlier.statistic.status === 'ok') && (
        <p className={styles.series}>
          <span className={styles.seriesPoint}>
            {dateOf(earlier.indicator.referenceYear)}&nbsp;:{' '}
            {readingLine(earlier.statistic, earlier.indicator, m)}
          </span>{' '}
          <span aria-hidden="true">→</span>
          <VisuallyHidden>, </VisuallyHidden>{' '}
          <span className={styles.seriesPoint}>
            {dateOf(indicator.referenceYear)}&nbsp;: {readingLine(statistic, indicator, m)}
          </span>
        </p>
      )}
      {references && !comparable && statistic.status === 'ok' && (
        <p className={styles.detail}>{m.noComparison}</p>
      )}
      {references && comparable && (
        <div className={styles.comparison}>
          {!indicator.additive && <DotPlot points={points} />}
          <ul className={styles.references} aria-label={`${m.comparison} – ${indicator.label}`}>
            {points.map((p) => (
              <li key={p.kind} data-kind={p.kind}>
                <Marker kind={p.kind} />
                <span>
                  {p.name}&nbsp;: {readingLine(p.reading, indicator, m)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(parentRank || nationalRank) && (
        <ul className={styles.ranks}>
          {parentRank && (
            <li>
              {m.rankInParent(parentRank.rank, parentRank.of, territory.type, parentRank.parent)}
              <RankingLink
                href={rankingHref?.(indicator.id, parentRank.parent)}
                link={Link}
                context={`${indicator.label}, ${m.rankingIn(parentRank.parent)}`}
                m={m}
              />
            </li>
          )}
          {nationalRank && (
            <li>
              {m.rankNational(nationalRank.rank, nationalRank.of, territory.type)}
              <RankingLink
                href={rankingHref?.(indicator.id, null)}
                link={Link}
                context={`${indicator.label}, ${m.rankingNational}`}
                m={m}
              />
            </li>
          )}
        </ul>
      )}
      <details className={styles.definition}>
        <summary>
          {m.definition}
          <VisuallyHidden> – {indicator.label}</VisuallyHidden>
        </summary>
        <p>{indicator.definition}</p>
      </details>
    </li>
  );
}
