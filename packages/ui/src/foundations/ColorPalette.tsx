import { type ContrastLevel, contrastLevel, contrastRatio, parseColor, type Rgb } from './contrast';
import styles from './Foundations.module.css';
import { type Token, tokenGroup, tokenValue } from './tokens';

const levelLabels: Record<ContrastLevel, string> = {
  text: 'AA texte',
  'large-text-and-graphics': '⚠ grand texte et graphiques seulement',
  insufficient: '⚠ insuffisant',
};

const ratioText = (ratio: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(Math.floor(ratio * 100) / 100)}\u00a0:\u00a01`;

function Ratio({ label, color, against }: { label: string; color: Rgb; against: Rgb }) {
  const ratio = contrastRatio(color, against);
  const level = contrastLevel(ratio);
  return (
    <div>
      <dt>{label}</dt>
      <dd data-ratio={ratio.toFixed(2)}>
        {ratioText(ratio)}{' '}
        <span className={styles.level} data-level={level}>
          {levelLabels[level]}
        </span>
      </dd>
    </div>
  );
}

/** Every colour token with its value and its WCAG contrast against the surface, the beige and the text. */
export function ColorPalette({ tokens = tokenGroup('color') }: { tokens?: readonly Token[] }) {
  const surface = parseColor(tokenValue('--epic-color-surface'));
  const beige = parseColor(tokenValue('--epic-color-main-bg'));
  const text = parseColor(tokenValue('--epic-color-text'));
  return (
    <ul className={styles.grid} aria-label="Couleurs">
      {tokens.map((token) => {
        const value = tokenValue(token.name);
        const color = parseColor(value);
        return (
          <li key={token.name} className={styles.card} data-token={token.name}>
            <div className={styles.swatch} style={{ background: value }} />
            <p className={styles.name}>{token.name}</p>
            <span className={styles.value}>
              {value}
              {token.note ? ` — ${token.note}` : ''}
            </span>
            {color && surface && beige && text && (
              <dl className={styles.ratios}>
                <Ratio label="sur la surface (blanc)" color={color} against={surface} />
                <Ratio label="sur le fond beige" color={color} against={beige} />
                <Ratio label="avec le texte" color={color} against={text} />
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Text/background pairs the components use, each drawn and measured. */
export const colorPairs: readonly (readonly [text: string, background: string, use: string])[] = [
  ['--epic-color-text', '--epic-color-surface', 'Texte courant'],
  ['--epic-color-text', '--epic-color-main-bg', 'Texte sur la zone principale beige'],
  ['--epic-color-text-muted', '--epic-color-surface', 'Aides et légendes'],
  ['--epic-color-text-muted', '--epic-color-main-bg', 'Aides sur le fond beige'],
  ['--epic-color-primary', '--epic-color-surface', 'Liens, bouton secondaire'],
  ['--epic-color-primary', '--epic-color-info-bg', 'Survol des boutons secondaires, tags'],
  ['--epic-color-primary-contrast', '--epic-color-primary', 'Bouton principal'],
  ['--epic-color-primary-contrast', '--epic-color-primary-hover', 'Bouton principal survolé'],
  ['--epic-color-error', '--epic-color-surface', 'Message d’erreur d’un champ'],
  ['--epic-color-text', '--epic-color-error-bg', 'Alerte d’erreur'],
  ['--epic-color-text', '--epic-color-success-bg', 'Alerte de succès'],
  ['--epic-color-text', '--epic-color-warning-bg', 'Alerte d’avertissement'],
  ['--epic-color-success', '--epic-color-surface', 'Confirmation (lien copié)'],
  [
    '--epic-color-disabled-text',
    '--epic-color-disabled-bg',
    'Contrôle désactivé (exempté, mais lisible)',
  ],
];

/** The pairs of `colorPairs`, each shown as text on its background with its ratio. */
export function ContrastPairs() {
  return (
    <ul className={styles.grid} aria-label="Paires texte et fond">
      {colorPairs.map(([textToken, backgroundToken, use]) => {
        const textValue = tokenValue(textToken);
        const backgroundValue = tokenValue(backgroundToken);
        const ratio = contrastRatio(
          parseColor(textValue) ?? [0, 0, 0],
          parseColor(backgroundValue) ?? [255, 255, 255],
        );
        const level = contrastLevel(ratio);
        return (
          <li key={`${textToken} ${backgroundToken}`} className={styles.card} data-pair={level}>
            <p className={styles.pair} style={{ color: textValue, background: backgroundValue }}>
              {use}
            </p>
            <span className={styles.value}>
              {textToken} sur {backgroundToken}
            </span>
            <span>
              {ratioText(ratio)}{' '}
              <span className={styles.level} data-level={level}>
                {levelLabels[level]}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
