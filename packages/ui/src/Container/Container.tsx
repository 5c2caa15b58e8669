import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './Container.module.css';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** Le contenu de la page à centrer. */
  children?: ReactNode;
  /**
   * Largeur maximale : `content` pour les pages et les données (`--epic-content-max-width`),
   * `narrow` pour le texte à lire (`--epic-content-narrow-max-width`, environ 75 caractères).
   * @default 'content'
   */
  width?: 'content' | 'narrow';
  /** Élément à rendre (`main`, `section`, `header`…). @default 'div' */
  as?: ElementType;
};

/** Centers content at a maximum width from the tokens, with side padding that grows with the screen. */
export function Container({
  children,
  width = 'content',
  as: Element = 'div',
  className,
  ...rest
}: ContainerProps) {
  return (
    <Element
      {...rest}
      className={className ? `${styles.container} ${className}` : styles.container}
      data-width={width}
    >
      {children}
    </Element>
  );
}
