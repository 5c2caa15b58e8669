import { ForeignTerms, VisuallyHidden } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { versionQuery } from '../../data/queries';
import styles from '../page.module.css';
import { dateFormat } from './format';

/** The data sources and their licences, with the source of each imported vintage. */
export function DataSources() {
  const version = useQuery(versionQuery());
  const captionId = useId();
  return (
    <>
      <h2 id="donnees">Sources des données</h2>
      <p>
        Le découpage administratif et les populations légales de l’Insee proviennent du paquet{' '}
        <code>@etalab/decoupage-administratif</code>, publié par Etalab sous Licence Ouverte 2.0.
        Chaque millésime de la géographie officielle est importé depuis la version du paquet qui lui
        correspond&nbsp;:
      </p>
      {version.isError ? (
        <p className={styles.notice} role="alert">
          La liste des millésimes n’a pas pu être chargée depuis l’API.{' '}
          <button type="button" onClick={() => void version.refetch()}>
            Réessayer
          </button>
        </p>
      ) : (
        // A named region that scrolls inside its own frame on narrow screens, instead of widening
        // the page (RGAA 10.11); focusable so that keyboard users can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className={styles.tableScroll} aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} aria-busy={version.isPending}>
            <caption id={captionId}>
              <VisuallyHidden>Millésimes importés et version de leur source</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Millésime</th>
                <th scope="col">Source</th>
                <th scope="col">Version</th>
                <th scope="col">Licence</th>
                <th scope="col">Importé le</th>
              </tr>
            </thead>
            <tbody>
              {version.isPending ? (
                <tr>
                  <td colSpan={5} className={styles.pendingRows}>
                    Chargement des millésimes…
                  </td>
                </tr>
              ) : (
                version.data.sources.map((v) => (
                  <tr key={v.year}>
                    <td>{v.year}</td>
                    <td>
                      <code>{v.source.name}</code>
                    </td>
                    <td>{v.source.version}</td>
                    <td>
                      <ForeignTerms text={v.source.licence} />
                    </td>
                    <td>{dateFormat.format(new Date(v.importedAt))}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </section>
      )}
      <h3>Cartes</h3>
      <p>
        Contours&nbsp;: Etalab / data.gouv.fr, d’après IGN ADMIN EXPRESS — Licence Ouverte 2.0
        («&nbsp;Contours administratifs&nbsp;», géographie au 1<sup>er</sup> janvier 2025, identique
        à celle de 2026, généralisés à 1&nbsp;000&nbsp;m). Les régions sont regroupées à partir des
        départements, et les contours des intercommunalités à partir de leurs communes membres, pour
        chaque millésime. Les départements d’outre-mer sont dessinés avec leurs contours réels, en
        encarts, chacun dans une projection adaptée&nbsp;; la métropole l’est dans une projection
        conique conforme proche de Lambert-93.
      </p>
      <p>
        Pour les millésimes antérieurs à 2025, une commune fusionnée depuis n’a plus de contour
        propre&nbsp;: elle est dessinée avec sa commune nouvelle, ce que la légende indique, et le
        tableau de la carte nomme les communes du groupe. Un effectif (habitants, logements,
        emplois…) est représenté par des cercles proportionnels, jamais par une couleur&nbsp;; les
        taux, parts, densités et médianes par des classes de couleur (quantiles)&nbsp;; les
        évolutions par une palette divergente autour de zéro. Les valeurs couvertes par le secret
        statistique et les valeurs indisponibles ont chacune leur motif.
      </p>
      <p>
        Des indicateurs supplémentaires peuvent être importés au format CSV&#8239;; leur source et
        leur licence sont alors affichées avec chaque valeur.
      </p>
    </>
  );
}
