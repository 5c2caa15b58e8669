import { RouterLink } from '../RouterLink';
import { aboutSections } from './about/sections';
import { levelOptions } from './explorer/ranking/rankingText';
import styles from './page.module.css';

/**
 * Plan du site: every page and the main parts of each, as a second way through the site beside
 * the header's menu (RGAA 12.1). Plain links, no data: it reads the same signed in or out.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <title>Plan du site – EPIC</title>
      <h1>Plan du site</h1>
      <p className={styles.lead}>
        Toutes les pages d’EPIC. Explorer et Comparer demandent d’être connecté·e&nbsp;: un lien
        vers ces pages ouvre d’abord la connexion.
      </p>
      <ul className={styles.siteMap}>
        <li>
          <RouterLink href="/">Accueil</RouterLink>
        </li>
        <li>
          <RouterLink href="/explorer/">Explorer un territoire</RouterLink>
          <ul>
            <li>
              <RouterLink href="/explorer/?area=new">Créer un territoire de projet</RouterLink> (Mes
              territoires)
            </li>
            <li>
              Classements&nbsp;:
              <ul>
                {levelOptions.map((level) => (
                  <li key={level.value}>
                    <RouterLink href={`/explorer/?type=${level.value}`}>{level.label}</RouterLink>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </li>
        <li>
          <RouterLink href="/comparer/">Comparer des territoires</RouterLink>
        </li>
        <li>
          <RouterLink href="/a-propos/">À propos</RouterLink>
          <ul>
            {aboutSections.map((section) => (
              <li key={section.id}>
                <RouterLink href={`/a-propos/#${section.id}`}>{section.title}</RouterLink>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <RouterLink href="/version/">Version</RouterLink>
        </li>
      </ul>
    </div>
  );
}
