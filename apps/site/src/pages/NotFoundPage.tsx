import { ButtonLink } from '@epic/ui';
import { useLocation } from 'react-router';
import { RouterLink } from '../RouterLink';
import styles from './page.module.css';

/** Unknown address: a French 404 inside the layout. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <title>Page introuvable – EPIC</title>
      <h1>Page introuvable</h1>
      <p className={styles.lead}>
        L’adresse <code>{pathname}</code> ne correspond à aucune page d’EPIC. Elle a peut-être été
        mal saisie, ou la page a été déplacée.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/" linkComponent={RouterLink}>
          Revenir à l’accueil
        </ButtonLink>
      </div>
    </div>
  );
}
