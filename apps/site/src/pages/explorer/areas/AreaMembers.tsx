import { formatNumber } from '@epic/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { explorerHref } from '../../../data/params';
import styles from './areas.module.css';

export type AreaMember = { code: string; name: string; population: number | null };

/**
 * An area's communes, each a link to its own Explorer page in the area's vintage: with their names
 * and legal populations (largest first), or their codes alone when those cannot be had.
 */
export function AreaMembers({
  year,
  communes,
  members,
}: {
  year: number;
  communes: readonly string[];
  members: UseQueryResult<AreaMember[] | null>;
}) {
  const href = (code: string) => explorerHref({ type: 'commune', id: code, year });
  if (!members.data) {
    return (
      <>
        {members.isPending && <p role="status">Chargement des noms des communes…</p>}
        <ul className={styles.codes}>
          {communes.map((code) => (
            <li key={code}>
              <Link to={href(code)}>{code}</Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  const rows = [...members.data].sort(
    (a, b) => (b.population ?? -1) - (a.population ?? -1) || a.name.localeCompare(b.name, 'fr'),
  );
  const missing = communes.filter((code) => !rows.some((row) => row.code === code));
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1) */}
      <section className={styles.tableBox} aria-label="Communes du territoire" tabIndex={0}>
        <table className={styles.table}>
          <caption>Communes du territoire, par population légale {year} décroissante</caption>
          <thead>
            <tr>
              <th scope="col">Commune</th>
              <th scope="col">Code Insee</th>
              <th scope="col" className={styles.number}>
                Population légale {year}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  <Link to={href(row.code)}>{row.name}</Link>
                </th>
                <td>{row.code}</td>
                <td className={styles.number}>
                  {row.population === null ? 'n.\u00a0d.' : formatNumber(row.population)}
                </td>
              </tr>
            ))}
            {missing.map((code) => (
              <tr key={code}>
                <th scope="row">
                  <Link to={href(code)}>{code}</Link>
                </th>
                <td>{code}</td>
                <td className={styles.number}>n.&nbsp;d.</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
