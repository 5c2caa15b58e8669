import { type ContrastLevel, contrastLevel, contrastRatio, parseColor } from './contrast';
import styles from './Foundations.module.css';
import { type ColorPair, colorPairs, minimumRatio, type PairKind } from './pairs';
import { tokenRoles } from './roles';
import { type Token, tokenGroup, tokenValue } from './tokens';

const levelLabels: Record<ContrastLevel, string> = {
  text: 'AA texte',
  'large-text-and-graphics': 'AA grand texte et interface',
  insufficient: 'insuffisant',
};

export const ratioText = (ratio: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(Math.floor(ratio * 100) / 100)}\u00a0:\u00a01`;

/** The WCAG ratio of a pair of tokens, resolved from tokens.css. */
export function pairRatio(pair: ColorPair): number {
  return contrastRatio(
    parseColor(tokenValue(pair.foreground)) ?? [0, 0, 0],
    parseColor(tokenValue(pair.background)) ?? [255, 255, 255],
  );
}

/** Every colour token with its value and its role; the contrasts are measured by pairs below. */
export function ColorPalette({ tokens = tokenGroup('color') }: { tokens?: readonly Token[] }) {
  return (
    <ul className={styles.grid} aria-label="Couleurs">
      {tokens.map((token) => {
        const value = tokenValue(token.name);
        return (
          <li key={token.name} className={styles.card} data-token={token.name}>
            <div className={styles.swatch} style={{ background: value }} />
            <p className={styles.name}>{token.name}</p>
            <span className={styles.value}>
              {value}
              {tokenRoles[token.name] ? ` — ${tokenRoles[token.name]}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const kindLabels: Record<PairKind, string> = {
  text: 'Paires texte et fond',
  ui: 'Bordures et éléments d’interface sur leur fond',
};

/**
 * The pairs of one kind, each drawn and measured: text as text on its background, a UI colour as
 * a thick border on its background. `data-pass` says whether it reaches the kind's minimum.
 */
export function ContrastPairs({ kind = 'text' }: { kind?: PairKind }) {
  return (
    <ul className={styles.grid} aria-label={kindLabels[kind]}>
      {colorPairs
        .filter((pair) => pair.kind === kind)
        .map((pair) => {
          const foreground = tokenValue(pair.foreground);
          const background = tokenValue(pair.background);
          const ratio = pairRatio(pair);
          const level = contrastLevel(ratio);
          const pass = Math.floor(ratio * 100) / 100 >= minimumRatio[kind];
          return (
            <li
              key={`${pair.foreground} ${pair.background}`}
              className={styles.card}
              data-pair={kind}
              data-pass={pass}
            >
              <p
                className={styles.pair}
                data-kind={kind}
                style={
                  kind === 'text'
                    ? { color: foreground, background }
                    : { borderColor: foreground, background }
                }
              >
                {pair.use}
              </p>
              <span className={styles.value}>
                {pair.foreground} sur {pair.background}
              </span>
              <span>
                {ratioText(ratio)}{' '}
                <span className={styles.level} data-pass={pass}>
                  {!pass
                    ? `⚠ ${levelLabels.insufficient}`
                    : kind === 'ui'
                      ? 'AA interface'
                      : levelLabels[level]}
                </span>
              </span>
            </li>
          );
        })}
    </ul>
  );
}
