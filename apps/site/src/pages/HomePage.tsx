import { ButtonLink } from '@epic/ui';
import { RouterLink } from '../RouterLink';
import styles from './page.module.css';

/** Accueil: what EPIC offers, calls to action, partners and funding notice. */
export function Component() {
  return (
    <div className={styles.page}>
      <title>EPIC – Explorer et comparer les territoires</title>
      <h1>Explorer et comparer les territoires</h1>
      <p className={styles.lead}>
        EPIC rassemble les données officielles des communes, des intercommunalités (EPCI), des
        départements et des régions, pour chaque millésime de la géographie officielle depuis 2019.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/explorer/" linkComponent={RouterLink} size="lg">
          Explorer un territoire
        </ButtonLink>
        <ButtonLink href="/comparer/" linkComponent={RouterLink} size="lg" variant="secondary">
          Comparer des territoires
        </ButtonLink>
      </div>

      <h2>Ce que vous pouvez faire</h2>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h3>Trouver un territoire</h3>
          <p>
            Par son nom, son code officiel ou un code postal, sans vous soucier des accents ni des
            traits d’union&nbsp;: «&#8239;saint etienne&#8239;», «&#8239;st-etienne&#8239;» et
            «&#8239;42000&#8239;» mènent au même endroit.
          </p>
        </li>
        <li className={styles.card}>
          <h3>Lire ses chiffres clés</h3>
          <p>
            Population légale, évolution depuis le millésime précédent et depuis le premier, rang et
            part dans le territoire parent et au niveau national, communes membres.
          </p>
        </li>
        <li className={styles.card}>
          <h3>Suivre la géographie dans le temps</h3>
          <p>
            Les communes fusionnent, les intercommunalités changent de périmètre&nbsp;: EPIC indique
            pour chaque millésime si un territoire existe et comment il se rattache à ses parents.
          </p>
        </li>
        <li className={styles.card}>
          <h3>Comparer et partager</h3>
          <p>
            Deux territoires côte à côte, de n’importe quel niveau et millésime, avec les écarts en
            valeur et en pourcentage (en points pour les taux), un export CSV et un lien permanent
            vers la vue.
          </p>
        </li>
      </ul>

      <p className={styles.notice}>
        Explorer et Comparer sont réservés aux personnes connectées via l’authentification unique (
        <abbr lang="en" title="single sign-on">
          SSO
        </abbr>
        ) du projet. Les pages Accueil, À propos et Version restent publiques.
      </p>
    </div>
  );
}
