import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './Stack.module.css';

export type StackGap = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** The stacked elements. */
  children?: ReactNode;
  /** Space between children: a step of the spacing scale (`--epic-space-<gap>`). @default 4 */
  gap?: StackGap;
  /** `column` stacks vertically, `row` lays out side by side and wraps. @default 'column' */
  direction?: 'column' | 'row';
  /** Cross-axis alignment of the children. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution (rows mainly). @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** Element to render: `ul`/`ol` for lists, `section`, `form`… @default 'div' */
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
