import { ContactLink } from '@epic/ui';
import { config } from '../../config';

/** Legal notices: publisher, personal data, reuse. */
export function LegalNotices() {
  return (
    <>
      <h2 id="mentions-legales">Mentions légales</h2>
      <h3>Éditeur</h3>
      <p>
        Le consortium du projet EPIC, lauréat d’un appel à projets France 2030. Contact&nbsp;:{' '}
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
    </>
  );
}
