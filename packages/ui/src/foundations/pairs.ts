/** What a colour pair carries: text (WCAG 1.4.3, 4.5:1) or a border, icon or line (1.4.11, 3:1). */
export type PairKind = 'text' | 'ui';

/** A foreground token on the background token it is drawn on, and where the components do so. */
export type ColorPair = {
  kind: PairKind;
  foreground: string;
  background: string;
  use: string;
};

const text = (foreground: string, background: string, use: string): ColorPair => ({
  kind: 'text',
  foreground,
  background,
  use,
});
const ui = (foreground: string, background: string, use: string): ColorPair => ({
  kind: 'ui',
  foreground,
  background,
  use,
});

/**
 * The pairs the components draw, and only those: a colour is measured against the backgrounds it
 * meets, not against every other colour.
 */
export const colorPairs: readonly ColorPair[] = [
  text('--epic-color-text', '--epic-color-surface', 'Texte courant'),
  text('--epic-color-text', '--epic-color-main-bg', 'Texte sur la zone principale beige'),
  text('--epic-color-text-muted', '--epic-color-surface', 'Aides et légendes'),
  text('--epic-color-text-muted', '--epic-color-main-bg', 'Aides sur le fond beige'),
  text('--epic-color-primary', '--epic-color-surface', 'Liens, bouton secondaire'),
  text('--epic-color-primary', '--epic-color-main-bg', 'Liens sur le fond beige'),
  text('--epic-color-primary', '--epic-color-info-bg', 'Survol des boutons secondaires, tags'),
  text('--epic-color-primary-hover', '--epic-color-surface', 'Lien survolé'),
  text('--epic-color-primary-contrast', '--epic-color-primary', 'Bouton principal'),
  text('--epic-color-primary-contrast', '--epic-color-primary-hover', 'Bouton principal survolé'),
  text('--epic-color-error', '--epic-color-surface', 'Message d’erreur d’un champ'),
  text('--epic-color-text', '--epic-color-info-bg', 'Alerte d’information'),
  text('--epic-color-text', '--epic-color-error-bg', 'Alerte d’erreur'),
  text('--epic-color-text', '--epic-color-success-bg', 'Alerte de succès'),
  text('--epic-color-text', '--epic-color-warning-bg', 'Alerte d’avertissement'),
  text('--epic-color-success', '--epic-color-surface', 'Confirmation (lien copié)'),
  text('--epic-color-accent', '--epic-color-surface', 'Deuxième série des graphiques'),
  text(
    '--epic-color-disabled-text',
    '--epic-color-disabled-bg',
    'Contrôle désactivé (exempté, mais lisible)',
  ),
  ui('--epic-color-border-strong', '--epic-color-surface', 'Bordure des champs'),
  ui('--epic-color-border-strong', '--epic-color-main-bg', 'Bordure des champs sur le beige'),
  ui('--epic-color-focus', '--epic-color-surface', 'Anneau de focus'),
  ui('--epic-color-focus', '--epic-color-main-bg', 'Anneau de focus sur le beige'),
  ui('--epic-color-primary', '--epic-color-header-bg', 'Page courante (trait sous le lien)'),
  ui('--epic-color-primary', '--epic-color-footer-bg', 'Filet du pied de page'),
  ui('--epic-color-info', '--epic-color-info-bg', 'Bord d’une alerte d’information'),
  ui('--epic-color-error', '--epic-color-error-bg', 'Bord d’une alerte d’erreur'),
  ui('--epic-color-success', '--epic-color-success-bg', 'Bord d’une alerte de succès'),
  ui('--epic-color-warning', '--epic-color-warning-bg', 'Bord d’une alerte d’avertissement'),
  ui('--epic-color-error', '--epic-color-surface', 'Bordure d’un champ invalide'),
];

/** The least ratio each kind of pair needs (WCAG 2.1 AA). */
export const minimumRatio: Record<PairKind, number> = { text: 4.5, ui: 3 };
