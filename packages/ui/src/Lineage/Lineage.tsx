import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { nameWithCode } from '../territory/format';
import type { TerritoryRef, TerritoryType } from '../territory/types';
import { type LineageMessages, lineageMessages } from './Lineage.messages';
import styles from './Lineage.module.css';

/** A territory in a given vintage: the target of a link. */
export type TerritoryInYear = TerritoryRef & { year: number };

/** A merger of communes: the first vintage where it shows, and the communes on the other side. */
export type Merger = { year: number; territories: TerritoryInYear[] };

type Links = {
  /** Destination d’un lien vers un territoire dans un millésime (même écran, le reste inchangé). */
  hrefFor: (territory: TerritoryInYear) => string;
  /** Le lien du routeur de l’application. @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<LineageMessages>;
};

function TerritoryLinks({
  territories,
  hrefFor,
  linkComponent: Link = 'a',
  m,
}: Omit<Links, 'messages'> & { territories: TerritoryInYear[]; m: LineageMessages }) {
  return (
    <ul className={styles.list}>
      {territories.map((t) => {
        const label = nameWithCode(t.name, t.code);
        return (
          <li key={`${t.type}:${t.code}:${t.year}`}>
            <Link href={hrefFor(t)} aria-label={m.showTerritory(label, t.year)}>
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export type AbsentTerritoryProps = Links & {
  /** Le territoire (son nom dans le dernier millésime où il existe). */
  territory: TerritoryRef;
  /** Le millésime demandé, où il n’existe pas. */
  year: number;
  /** Les millésimes où il existe : chacun est un lien. */
  existingYears: readonly number[];
  /** Dans le millésime demandé, la ou les communes auxquelles il a été rattaché. */
  successors?: readonly TerritoryInYear[];
  /** Dans le millésime demandé, les communes qui ont ensuite fusionné pour le créer. */
  predecessors?: readonly TerritoryInYear[];
};

/**
 * The answer to a territory absent from the chosen vintage: never a dead end. Links to each vintage
 * where it exists, to the commune it was merged into, or to the communes it was created from.
 */
export function AbsentTerritory({
  territory,
  year,
  existingYears,
  successors = [],
  predecessors = [],
  hrefFor,
  linkComponent: Link = 'a',
  messages,
}: AbsentTerritoryProps) {
  const m = withMessages(lineageMessages, messages);
  return (
    <div className={styles.absent}>
      <p className={styles.lead}>{m.absent(nameWithCode(territory.name, territory.code), year)}</p>
      {successors.length > 0 && (
        <>
          <p>{m.successorsIn(year, territory.type)}</p>
          <TerritoryLinks
            territories={[...successors]}
            hrefFor={hrefFor}
            linkComponent={Link}
            m={m}
          />
        </>
      )}
      {predecessors.length > 0 && (
        <>
          <p>{m.predecessorsIn(year, territory.type)}</p>
          <TerritoryLinks
            territories={[...predecessors]}
            hrefFor={hrefFor}
            linkComponent={Link}
            m={m}
          />
        </>
      )}
      {existingYears.length === 0 ? (
        <p>{m.noExistingYear}</p>
      ) : (
        <>
          <p>{m.existingYears(territory.type)}</p>
          <ul className={styles.years}>
            {existingYears.map((y) => (
              <li key={y}>
                <Link
                  className={styles.year}
                  href={hrefFor({ ...territory, year: y })}
                  aria-label={m.showYear(territory.name, y)}
                >
                  {y}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export type TerritoryLineageProps = Links & {
  /** Level of the territory (a commune, or an EPCI through its member communes). @default 'commune' */
  type?: TerritoryType;
  /** The merger that created this commune (predecessors in the vintage before it). */
  mergedFrom: Merger | null;
  /** The commune(s) this one was merged into, in the first vintage where it no longer exists. */
  mergedInto: Merger | null;
};

/**
 * Where a commune comes from and where it goes: "Commune nouvelle issue en 2023 de la fusion de :
 * Béon (01039), Culoz (01138)" and "Devenue Culoz-Béon (01138) en 2023", each name a link to that
 * commune in the vintage concerned. Renders nothing without a merger.
 */
export function TerritoryLineage({
  type = 'commune',
  mergedFrom,
  mergedInto,
  hrefFor,
  linkComponent: Link = 'a',
  messages,
}: TerritoryLineageProps) {
  const m = withMessages(lineageMessages, messages);
  if (!mergedFrom && !mergedInto) return null;
  return (
    <div className={styles.lineage}>
      {mergedFrom && mergedFrom.territories.length > 0 && (
        <p>
          {m.mergedFrom(mergedFrom.year, mergedFrom.territories.length, type)}{' '}
          {mergedFrom.territories.map((t, index) => {
            const label = nameWithCode(t.name, t.code);
            return (
              <span key={`${t.code}:${t.year}`}>
                {index > 0 && ', '}
                <Link href={hrefFor(t)} aria-label={m.showTerritory(label, t.year)}>
                  {label}
                </Link>
              </span>
            );
          })}
        </p>
      )}
      {mergedInto && mergedInto.territories.length > 0 && (
        <p>
          {m.mergedInto(type)}{' '}
          {mergedInto.territories.map((t, index) => {
            const label = nameWithCode(t.name, t.code);
            return (
              <span key={`${t.code}:${t.year}`}>
                {index > 0 && ', '}
                <Link href={hrefFor(t)} aria-label={m.showTerritory(label, t.year)}>
                  {label}
                </Link>
              </span>
            );
          })}{' '}
          {m.mergedIntoYear(mergedInto.year)}.
        </p>
      )}
    </div>
  );
}
