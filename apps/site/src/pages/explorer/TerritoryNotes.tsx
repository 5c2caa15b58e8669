import type { TerritoryDetail } from '@epic/api-contract';
import { TerritoryLineage } from '@epic/ui';
import { territoryInYearHref } from '../../data/params';
import { RouterLink } from '../../RouterLink';
import styles from '../explore.module.css';

/** INSEE's name of each zoning, with the year of its delineation. */
const zoningOf: Partial<Record<string, string>> = {
  ze: '\u00a0: zonage en zones d’emploi 2020',
  aav: '\u00a0: zonage en aires d’attraction des villes 2020',
  uu: '\u00a0: base des unités urbaines 2020',
  bv: '\u00a0: zonage en bassins de vie 2012',
};

/**
 * What only some territories have, above their actions: the mergers around a commune (or an EPCI's
 * predecessors), a commune's study zones, a study zone's origin and perimeter.
 */
export default function TerritoryNotes({ data }: { data: TerritoryDetail }) {
  const { territory, lineage, zones, perimeterChanged } = data;
  return (
    <>
      <TerritoryLineage
        type={territory.type}
        mergedFrom={lineage.mergedFrom}
        mergedInto={lineage.mergedInto}
        hrefFor={territoryInYearHref}
        linkComponent={RouterLink}
      />
      {zones && zones.length > 0 && (
        <nav className={styles.zones} aria-label="Zonages d’étude de la commune">
          <span>Zonages d’étude de l’Insee&nbsp;:</span>
          <ul className={styles.suggestions}>
            {zones.map((z) => (
              <li key={z.type}>
                <RouterLink href={territoryInYearHref({ ...z, year: territory.year })}>
                  {z.name}
                </RouterLink>
                {z.category ? ` (${z.category.toLowerCase()})` : ''}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {perimeterChanged !== undefined && (
        <p className={styles.zones}>
          Zonage d’étude de l’Insee{zoningOf[territory.type] ?? ''} (composition au 1ᵉʳ janvier
          2022), suivi dans ce millésime à travers les fusions de communes
          {perimeterChanged
            ? '\u00a0: son périmètre y diffère de celui de l’Insee, car une commune nouvelle réunit des communes de deux zones (elle est comptée dans la zone de son chef-lieu).'
            : '.'}
        </p>
      )}
    </>
  );
}
