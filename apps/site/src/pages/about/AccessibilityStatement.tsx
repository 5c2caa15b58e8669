// Long file: the statement the law asks for is one text; its sections read in order.
import { ContactLink } from '@epic/ui';
import { config } from '../../config';
import styles from '../page.module.css';
import { dateFormat } from './format';

/** Date of the accessibility statement: update it with the statement. */
const statementDate = '2026-12-03';

/** The six routes, tested for accessibility (automated and by hand). */
const testedPages = [
  { name: 'Accueil', path: '/' },
  { name: 'Explorer (fiches, classements, Mes territoires)', path: '/explorer/' },
  { name: 'Comparer', path: '/comparer/' },
  { name: 'À propos', path: '/a-propos/' },
  { name: 'Version', path: '/version/' },
  { name: 'Plan du site', path: '/plan-du-site/' },
];

/** The accessibility statement (RGAA), required by law: its content is the statement itself. */
export function AccessibilityStatement() {
  return (
    <>
      <h2 id="accessibilite">Déclaration d’accessibilité</h2>
      <p>
        Le consortium du projet EPIC s’engage à rendre son service accessible, conformément à
        l’article 47 de la loi n° 2005-102 du 11 février 2005 et au décret n° 2019-768 du 24 juillet
        2019. Cette déclaration d’accessibilité s’applique à l’application EPIC (les six pages
        listées ci-dessous).
      </p>

      <h3>État de conformité</h3>
      <p>
        EPIC est <strong>non conforme</strong> avec le référentiel général d’amélioration de
        l’accessibilité (RGAA), version 4.1. Une évaluation interne menée selon la méthode du RGAA
        en novembre 2026 relève 65 critères respectés sur 69 applicables (94&nbsp;%)&nbsp;; elle ne
        vaut pas audit&nbsp;: tant qu’un audit par un tiers n’a pas été réalisé, aucun taux de
        conformité n’est publié. Le site vise le niveau AA des WCAG 2.1.
      </p>

      <h3>Contenus non accessibles</h3>
      <h4>Non-conformités</h4>
      <p>
        Les deux non-conformités relevées en novembre 2026, sur les cartes (critères 3.3 et 10.13),
        sont corrigées depuis décembre 2026 (voir le plan d’action)&nbsp;; une nouvelle évaluation
        doit le confirmer.
      </p>
      <h4>Contenus non vérifiés</h4>
      <ul>
        <li>
          la compatibilité avec les lecteurs d’écran (NVDA, JAWS, VoiceOver, TalkBack) n’a pas
          encore été vérifiée de bout en bout&#8239;;
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

      <h3 id="schema-pluriannuel">Schéma pluriannuel de mise en accessibilité 2026-2028</h3>
      <p>
        Le consortium du projet EPIC désigne un ou une référente accessibilité, joignable à
        l’adresse de contact ci-dessus, qui suit ce schéma et en rend compte chaque année sur cette
        page.
      </p>
      <ul>
        <li>
          <strong>En continu</strong>&nbsp;: chaque composant et chaque page sont vérifiés
          automatiquement (axe-core, clavier, débordement à 320 et 375 px) à chaque modification, et
          une modification qui introduit une erreur n’est pas publiée.
        </li>
        <li>
          <strong>2026</strong>&nbsp;: évaluation interne selon la méthode du RGAA et correction des
          défauts relevés (plan d’action ci-dessous).
        </li>
        <li>
          <strong>2027</strong>&nbsp;: audit de conformité RGAA 4.1 par un prestataire extérieur sur
          un échantillon représentatif (les six pages, une fiche de chaque niveau, un classement,
          une comparaison, Mes territoires), publication du taux de conformité, tests avec des
          personnes utilisant un lecteur d’écran ou une commande vocale.
        </li>
        <li>
          <strong>2028</strong>&nbsp;: nouvel audit après chaque évolution majeure, formation de
          l’équipe de développement et de conception au RGAA.
        </li>
      </ul>

      <h3 id="plan-action">Plan d’action 2026</h3>
      <p>Corrigé en décembre 2026&nbsp;:</p>
      <ul>
        <li>un plan du site, accessible depuis le pied de chaque page (critère 12.1)&#8239;;</li>
        <li>
          «&#8239;Open Licence&#8239;» et les autres termes anglais des sources de la comparaison
          sont signalés comme tels (critère 8.7)&#8239;;
        </li>
        <li>
          après «&#8239;Voir le classement&#8239;», le focus est placé sur le territoire mis en
          évidence, là où la page défile (critère 12.8)&#8239;;
        </li>
        <li>
          dans la recherche de territoire, deux appuis sur Échap vident le champ et la recherche
          (critère 7.1)&#8239;;
        </li>
        <li>
          parcourir les millésimes au clavier ne charge que le dernier choisi et n’ajoute pas
          d’entrée à l’historique (critère 7.3)&#8239;;
        </li>
        <li>
          un tableau de communes très large ne fait plus défiler la page horizontalement (critère
          10.11)&#8239;;
        </li>
        <li>
          sur les cartes, les limites d’intercommunalités sont tracées sur un liseré blanc et
          l’anneau de focus est cerné de blanc, pour un contraste de 3:1 avec toutes les classes, et
          la légende reste visible en couleurs forcées (critère 3.3)&#8239;;
        </li>
        <li>
          activer un territoire d’une carte avec Entrée ouvre sa fiche avec le focus en haut de la
          nouvelle page (critère 12.8)&#8239;;
        </li>
        <li>
          les cercles proportionnels des cartes sont tracés d’un bleu foncé cerné de blanc, pour un
          contraste de 3:1 avec tous les fonds de carte (critère 3.3)&#8239;;
        </li>
        <li>
          l’infobulle d’une carte se place dans le coin de la carte le plus éloigné du pointeur
          (sous la carte sur un petit écran)&nbsp;: elle ne couvre plus le territoire visé ensuite,
          reste affichée quand le pointeur la survole et se ferme avec Échap (critère 10.13).
        </li>
      </ul>
      <p>
        Prévu au premier trimestre 2027&nbsp;: une nouvelle évaluation interne selon la méthode du
        RGAA, puis un audit par un tiers.
      </p>
    </>
  );
}
