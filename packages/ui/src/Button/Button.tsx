import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { type ButtonMessages, buttonMessages } from './Button.messages';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonLookProps = {
  /**
   * Poids visuel : une seule action `primary` par vue, `secondary` à côté, `tertiary` pour les
   * actions mineures. @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Hauteur et marges internes ; chaque taille fait au moins 44 px de haut sur les écrans tactiles.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Icône décorative (masquée aux technologies d’assistance : c’est le libellé qui porte le sens).
   */
  icon?: ReactNode;
  /** Côté du libellé où se place l’icône. @default 'start' */
  iconPosition?: 'start' | 'end';
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLookProps & {
    /**
     * Affiche une animation de chargement, pose `aria-busy` et ignore les clics, en gardant sa
     * largeur et son focus. @default false
     */
    loading?: boolean;
    /** Remplacements des textes français par défaut. */
    messages?: Partial<ButtonMessages>;
    /** Référence à l’élément `<button>`. */
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonLookProps & {
    /** Destination du lien. */
    href: string;
    /** Composant de lien injecté par l’application (le lien de son routeur). @default 'a' */
    linkComponent?: LinkComponent;
    /** Référence à l’élément `<a>`. */
    ref?: Ref<HTMLAnchorElement>;
  };

function Content({
  icon,
  iconPosition,
  children,
}: Pick<ButtonLookProps, 'icon' | 'iconPosition'> & { children: ReactNode }) {
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return (
    <>
      {iconPosition === 'start' && iconNode}
      {children !== undefined && children !== null && (
        <span className={styles.label}>{children}</span>
      )}
      {iconPosition === 'end' && iconNode}
    </>
  );
}

/**
 * An action on the current page (submit, open, retry). For navigation to another page use
 * `ButtonLink`, which looks the same but is a link.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  iconPosition = 'start',
  type = 'button',
  className,
  children,
  onClick,
  messages,
  ...rest
}: ButtonProps) {
  const m = withMessages(buttonMessages, messages);
  // While loading the button stays focusable (a disabled button would drop keyboard focus) but
  // announces itself as unavailable and ignores clicks.
  const handleClick = loading
    ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
    : onClick;
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      <Content icon={icon} iconPosition={iconPosition}>
        {children}
      </Content>
      {loading && (
        <>
          {/* The space separates label and status in the accessible name. */}{' '}
          <span className={styles.spinner}>
            <VisuallyHidden>{m.loading}</VisuallyHidden>
          </span>
        </>
      )}
    </button>
  );
}

/** A link styled as a button: a prominent call to action that navigates. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  iconPosition = 'start',
  linkComponent: Link = 'a',
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
    >
      <Content icon={icon} iconPosition={iconPosition}>
        {children}
      </Content>
    </Link>
  );
}
