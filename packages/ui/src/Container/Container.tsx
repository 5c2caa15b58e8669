import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './Container.module.css';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** The page content to center. */
  children?: ReactNode;
  /**
   * Maximum width: `content` for pages and data (`--epic-content-max-width`), `narrow` for
   * reading text (`--epic-content-narrow-max-width`, about 75 characters). @default 'content'
   */
  width?: 'content' | 'narrow';
  /** Element to render (`main`, `section`, `header`…). @default 'div' */
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
