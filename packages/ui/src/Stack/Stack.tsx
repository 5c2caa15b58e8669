import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './Stack.module.css';

export type StackGap = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** Les éléments empilés. */
  children?: ReactNode;
  /**
   * Espace entre les enfants : un pas de l’échelle d’espacement (`--epic-space-<gap>`). @default 4
   */
  gap?: StackGap;
  /**
   * `column` empile verticalement, `row` dispose côte à côte, avec retour à la ligne.
   * @default 'column'
   */
  direction?: 'column' | 'row';
  /** Alignement des enfants sur l’axe secondaire. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Répartition sur l’axe principal (surtout pour les lignes). @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** Élément à rendre : `ul`/`ol` pour les listes, `section`, `form`… @default 'div' */
  as?: ElementType;
};

/** Lays children out in a column or a wrapping row with a gap from the spacing scale. */
export function Stack({
  children,
  gap = 4,
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  as: Element = 'div',
  className,
  ...rest
}: StackProps) {
  return (
    <Element
      {...rest}
      className={className ? `${styles.stack} ${className}` : styles.stack}
      data-gap={gap}
      data-direction={direction}
      data-align={align}
      data-justify={justify}
    >
      {children}
    </Element>
  );
}
