import { ContactLink } from '@epic/ui';
import { config } from '../../config';
import styles from '../page.module.css';
import { dateFormat } from './format';

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

/** The accessibility statement (RGAA), required by law: its content is the statement itself. */
export function AccessibilityStatement() {
  return (
    <>
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
        l’accessibilité (RGAA), version 4.1&nbsp;: aucun audit de conformité n’a encore été réalisé,
        donc aucun taux de conformité ne peut être publié. Le site vise le niveau AA des WCAG 2.1.
      </p>

      <h3>Contenus non accessibles</h3>
      <p>Les défauts connus à ce jour, relevés par nos propres tests, sont les suivants&nbsp;:</p>
      <ul>
        <li>
          la compatibilité avec les lecteurs d’écran (NVDA, JAWS, VoiceOver, TalkBack) n’a pas
          encore été vérifiée de bout en bout&#8239;;
        </li>
        <li>
          l’affichage en couleurs forcées (mode de contraste élevé) et avec un espacement du texte
          augmenté n’a été vérifié que ponctuellement&#8239;;
        </li>
        <li>
          les cartes&nbsp;: leurs valeurs sont reprises dans un tableau, mais la position des
          territoires les uns par rapport aux autres n’a pas d’équivalent textuel&#8239;;
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
        orienté·e vers une alternative accessible ou obtenir le contenu sous une autre forme&nbsp;:{' '}
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
        Défenseur des droits&nbsp;:
      </p>
      <ul>
        <li>
          par le{' '}
          <a href="https://formulaire.defenseurdesdroits.fr/">
            formulaire en ligne du Défenseur des droits
          </a>
          &#8239;;
        </li>
        <li>en contactant le délégué du Défenseur des droits dans votre région&#8239;;</li>
        <li>
          par courrier postal, gratuit et sans timbre&nbsp;: Défenseur des droits, Libre réponse
          71120, 75342 Paris CEDEX 07.
        </li>
      </ul>

      <h3>Schéma pluriannuel</h3>
      <p>
        Aucun schéma pluriannuel de mise en accessibilité ni plan d’action annuel n’a encore été
        publié. Ils le seront sur cette page.
      </p>
    </>
  );
}
