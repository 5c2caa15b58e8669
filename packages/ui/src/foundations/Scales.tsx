import { breakpoints, mediumAndDown } from '../styles/breakpoints';
import styles from './Foundations.module.css';
import { tokenRoles } from './roles';
import { tokenGroup, tokenValue } from './tokens';

const px = (value: string) => {
  const rem = /^([\d.]+)rem$/.exec(value)?.[1];
  return rem ? `${Number(rem) * 16}\u00a0px` : value;
};

/** The scale's steps: the font-size tokens with a value of their own, not a reference to a step. */
export const typeSteps = () =>
  tokenGroup('font-size').filter((token) => !token.value.startsWith('var('));

/** Font-size tokens rendered at their size: the scale's steps, or the roles and the step each uses. */
export function TypeScale({ kind }: { kind: 'steps' | 'roles' }) {
  const steps = typeSteps();
  const tokens =
    kind === 'steps' ? steps : tokenGroup('font-size').filter((token) => !steps.includes(token));
  return (
    <ul
      className={styles.rows}
      aria-label={kind === 'steps' ? 'Pas de l’échelle' : 'Rôles de texte'}
    >
      {tokens.map((token) => {
        const value = tokenValue(token.name);
        const isRole = token.value.startsWith('var(');
        return (
          <li key={token.name} className={styles.row} data-token={token.name}>
            <p className={styles.sample} style={{ fontSize: `var(${token.name})` }}>
              Population municipale de la Loire
            </p>
            <span>
              <span className={styles.name}>{token.name}</span>
              <br />
              <span className={styles.value}>
                {isRole ? `${token.value.replace(/^var\((.*)\)$/, '$1')} = ` : ''}
                {value} ({px(value)}){tokenRoles[token.name] ? ` — ${tokenRoles[token.name]}` : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The spacing scale, each step drawn as a bar of its width. */
export function SpacingScale() {
  return (
    <ul className={styles.rows} aria-label="Espacements">
      {tokenGroup('space').map((token) => (
        <li key={token.name} className={styles.row} data-token={token.name}>
          <span className={styles.name}>{token.name}</span>
          <span className={styles.value}>
            {token.value} ({px(token.value)})
          </span>
          <div className={styles.bar} style={{ width: `var(${token.name})` }} />
        </li>
      ))}
    </ul>
  );
}

const breakpointNames: Record<keyof typeof breakpoints, string> = {
  compact: 'Compact (téléphone étroit, boîte étroite)\u00a0: en dessous de',
  small: 'Petit (téléphones)\u00a0: en dessous de',
  tablet: 'Tablette en portrait\u00a0: en dessous de',
  medium: 'Moyen et moins (menu replié, logos produits masqués)\u00a0: en dessous de',
  large: 'Large (liens de l’en-tête resserrés)\u00a0: en dessous de',
};

/** The breakpoints exported by styles/breakpoints.ts, and the media query built from them. */
export function BreakpointList() {
  return (
    <ul className={styles.rows} aria-label="Points de rupture">
      {(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((key) => (
        <li key={key} className={styles.row} data-breakpoint={key}>
          <span>{breakpointNames[key]}</span>
          <span className={styles.name}>
            {breakpoints[key]}&nbsp;px ({breakpoints[key] / 16}&nbsp;rem)
          </span>
          <span className={styles.value}>breakpoints.{key}</span>
        </li>
      ))}
      <li className={styles.row}>
        <span>Requête média « moyen et moins »</span>
        <code className={styles.code}>{mediumAndDown}</code>
        <span className={styles.value}>mediumAndDown</span>
      </li>
    </ul>
  );
}

/** The focus ring tokens and a sample drawn with them. */
export function FocusRing() {
  return (
    <ul className={styles.rows} aria-label="Anneau de focus">
      {['--epic-focus-ring', '--epic-focus-offset', '--epic-color-focus'].map((name) => (
        <li key={name} className={styles.row}>
          <span className={styles.name}>{name}</span>
          <span className={styles.value}>{tokenValue(name)}</span>
        </li>
      ))}
      <li className={styles.row}>
        <span className={styles.focusSample}>Aperçu de l’anneau</span>
      </li>
    </ul>
  );
}
