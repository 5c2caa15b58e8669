import { formatSignedNumber, formatSignedPercent } from '../format';
import type { Change } from '../territory/types';
import type { KeyFiguresMessages } from './KeyFigures.messages';
import styles from './KeyFigures.module.css';

/** The change in words with its arrow (never the colour alone), or « Non comparable ». */
export function ChangeValue({ change, m }: { change: Change; m: KeyFiguresMessages }) {
  if (change.comparable === false) {
    return (
      <span className={styles.change} data-direction="none">
        {m.notComparable}
      </span>
    );
  }
  const direction = change.absolute > 0 ? 'up' : change.absolute < 0 ? 'down' : 'stable';
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '▶';
  const absolute = formatSignedNumber(change.absolute);
  return (
    <span className={styles.change} data-direction={direction}>
      <span aria-hidden="true" className={styles.arrow}>
        {arrow}
      </span>{' '}
      {/* « En baisse : » never breaks across lines: no-break spaces. */}
      {`${m[direction].replaceAll(' ', '\u00a0')}\u00a0: `}
      {change.relative === null
        ? m.inhabitants(absolute)
        : m.changeValue(absolute, formatSignedPercent(change.relative))}
    </span>
  );
}

/**
 * What the change is computed on: the reason it cannot be, or the perimeter of the vintage shown
 * (`shownYear`) as rebuilt in the earlier vintage; nothing when the change says nothing of it.
 */
export function changeDetail(
  change: Change,
  shownYear: number,
  m: KeyFiguresMessages,
): string | undefined {
  const perimeterYear = change.perimeter?.year ?? shownYear;
  if (change.comparable === false) {
    return m.notComparableReason(change.reason, change.year, perimeterYear);
  }
  const perimeter = change.perimeter;
  if (!perimeter) return undefined;
  if (perimeter.same) return m.perimeterSame;
  if (perimeter.from && perimeter.from.length > 0) {
    return m.perimeterFrom(
      perimeterYear,
      perimeter.from.map((c) => c.name),
      change.year,
    );
  }
  return m.perimeterRebuilt(perimeterYear, perimeter.communes, change.year);
}
