import styles from './Skeleton.module.css';

export interface SkeletonLineProps {
  /**
   * `line` pour un libellé ou une ligne de texte, `value` pour un grand chiffre, `title` pour un
   * titre de page. @default 'line'
   */
  size?: 'line' | 'value' | 'title';
  /**
   * Largeur de la barre (toute longueur ou pourcentage CSS) ; chaque taille a sa propre valeur par
   * défaut.
   */
  width?: string;
}

/**
 * A placeholder bar shown where text will appear once loaded (page titles, cards of key figures,
 * indicators). Hidden from assistive technologies: the loading state is announced by its container.
 */
export function SkeletonLine({ size = 'line', width }: SkeletonLineProps) {
  return (
    <span
      className={styles.line}
      data-size={size}
      aria-hidden="true"
      style={width ? { width } : undefined}
    />
  );
}
