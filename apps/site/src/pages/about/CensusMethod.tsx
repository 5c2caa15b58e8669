/*
 * The method of constant perimeters and census years, static text beside one table read from the
 * data: each vintage's census comes from `GET /api/version` (public: the packages' own sources),
 * never written here. The rules are apps/api's (changes, series, published income files).
 */
import { VisuallyHidden } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { versionQuery } from '../../data/queries';
import styles from '../page.module.css';

/** A quotation in French guillemets, with narrow no-break spaces inside. */
const q = (text: string) => `«\u202f${text}\u202f»`;

/** The anchor of the section. */
export const CENSUS_METHOD_ID = 'recensements';

/** Each imported vintage and the census of its legal populations (public, no session needed). */
function CensusTable() {
  const vintages = useQuery(versionQuery());
  const captionId = useId();
  // The same query as the sources above, whose alert already says it failed and offers a retry.
  if (vintages.isError) {
    return (
      <p className={styles.notice}>
        Le recensement de chaque millésime s’affichera ici quand l’API répondra.
      </p>
    );
  }
  return (
    // A named region that scrolls inside its own frame on narrow screens (RGAA 10.11).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={vintages.isPending}>
        <caption id={captionId}>
          <VisuallyHidden>Recensement des populations légales de chaque millésime</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Millésime</th>
            <th scope="col">Populations légales</th>
          </tr>
        </thead>
        <tbody>
          {vintages.isPending ? (
            <tr>
              <td colSpan={2} className={styles.pendingRows}>
                Chargement des millésimes…
              </td>
            </tr>
          ) : (
            vintages.data.sources.map(({ year, census }) => (
              <tr key={year}>
                <td>{year}</td>
                <td>
                  {census === null ? (
                    'recensement non renseigné'
                  ) : (
                    <>
                      {census.url ? (
                        <a href={census.url}>recensement {census.year}</a>
                      ) : (
                        `recensement ${census.year}`
                      )}
                      {census.sameAs !== null && ` (même recensement que ${census.sameAs})`}
                    </>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** À propos: census years, constant-perimeter changes, published income and the series. */
export function CensusMethod() {
  return (
    <>
      <h2 id={CENSUS_METHOD_ID}>Recensements, périmètres et séries</h2>
      <h3>L’année de recensement de chaque millésime</h3>
      <p>
        La population d’un millésime est sa population municipale légale, issue d’un recensement
        plus ancien, que la source de chaque paquet nomme. Deux millésimes peuvent reprendre le même
        recensement, donc les mêmes populations&nbsp;: EPIC l’écrit à côté de la population (
        {q('même recensement que 2025 (population légale 2023)')}) au lieu d’afficher une évolution
        nulle, et compare alors avec le dernier millésime d’un autre recensement.
      </p>
      <CensusTable />

      <h3>Évolutions à périmètre constant</h3>
      <p>
        Une évolution entre deux millésimes est toujours calculée sur le périmètre du millésime
        affiché, le plus récent&nbsp;: le territoire tel qu’il est alors est reconstitué dans le
        millésime ancien à partir de ses communes. Une commune nouvelle additionne les communes
        qu’elle a réunies ({q('à périmètre 2026\u00a0: Béon et Culoz en 2019')})&#8239;; une
        intercommunalité, un département ou une région additionne les communes du millésime ancien
        qui forment son périmètre récent ({q('reconstitué à partir de 45 communes de 2019')}).
      </p>
      <p>
        Une commune issue d’une scission, ou un périmètre dont une limite a bougé sans que toutes
        ses communes puissent être suivies, ne peut pas être reconstitué&nbsp;: l’évolution est
        affichée {q('non comparable')}, avec sa raison, jamais avec un chiffre. De même quand la
        population ancienne omet des communes fusionnées après son recensement. Le graphique de la
        population trace ce périmètre constant à chaque recensement et peut montrer, à la place, le
        périmètre de chaque millésime.
      </p>

      <h3>Revenus au-dessus de la commune</h3>
      <p>
        Une médiane, un décile ou un indice de Gini ne s’additionnent pas&nbsp;: EPIC ne les calcule
        jamais à partir des communes. Pour les intercommunalités, les départements, les régions et
        la France métropolitaine, il reprend les valeurs publiées par l’Insee dans les fichiers
        Filosofi de 2014 à 2019, chacun dans la géographie de l’année qui suit. Une valeur n’est
        attachée à un territoire que si le périmètre du fichier est le sien (même code et mêmes
        communes, ou une correspondance établie)&#8239;; sinon elle est {q('non disponible')}, avec
        la raison. Ces fichiers ne couvrent que la France métropolitaine, la Martinique et La
        Réunion&nbsp;: la valeur nationale est celle de la France métropolitaine, nommée ainsi,
        jamais {q('France')}.
      </p>

      <h3>Séries dans le temps</h3>
      <p>
        Une mesure publiée à plusieurs dates est montrée en série, sur le périmètre du millésime
        affiché&nbsp;: la population à chaque recensement (populations légales des millésimes et
        recensements de 2013 et 2018 de la base du comparateur), les revenus de 2014 à 2019
        au-dessus de la commune et de 2019 et 2021 pour les communes, les emplois en 2013 et 2018,
        les naissances et les décès (moyenne annuelle de 2013 à 2017, puis 2020). Chaque série a son
        tableau de données, ses sources et un export CSV ou JSON qui nomme l’unité, la période et la
        source de chaque valeur.
      </p>
    </>
  );
}
