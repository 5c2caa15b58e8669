import styles from './page.module.css';

/** Comparer: the shell and what the screen offers; the data screen lands with its own issue. */
export function Component() {
  return (
    <div className={styles.page}>
      <title>Comparer – EPIC</title>
      <h1>Comparer deux territoires</h1>
      <p className={styles.lead}>
        Cet écran permettra de placer deux territoires côte à côte, de n’importe quel niveau et
        millésime, avec un tableau des mêmes indicateurs, leurs écarts absolus et relatifs, les deux
        séries de population sur un même graphique, un export CSV et un lien permanent.
      </p>
      <p className={styles.notice}>
        Cet écran n’est pas encore disponible dans cette version d’EPIC.
      </p>
    </div>
  );
}
