import styles from './page.module.css';

/** Explorer: the shell and what the screen offers; the data screen lands with its own issue. */
export function Component() {
  return (
    <div className={styles.page}>
      <title>Explorer – EPIC</title>
      <h1>Explorer un territoire</h1>
      <p className={styles.lead}>
        Cet écran permettra de choisir un niveau (commune, EPCI, département, région) et un
        millésime, de rechercher un territoire par son nom, son code ou un code postal, puis
        d’afficher ses chiffres clés, l’évolution de sa population, sa place dans la hiérarchie
        administrative, la liste de ses membres et une carte de France.
      </p>
      <p className={styles.notice}>
        Cet écran n’est pas encore disponible dans cette version d’EPIC.
      </p>
    </div>
  );
}
