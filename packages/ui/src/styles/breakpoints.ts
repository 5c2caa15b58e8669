/**
 * Breakpoints in CSS pixels, the single source for JS (Storybook viewports, media queries in code).
 * The shell's CSS modules use the same value on their own width: `@container (max-width: 61.99rem)`
 * is "medium and down" (the header and footer adapt to the width they are given).
 */
export const breakpoints = {
  /** Up to this width (exclusive) the layout is "small" (phones). */
  small: 576,
  /** Up to this width (exclusive) the layout is "medium and down": product logos hidden, burger menu. */
  medium: 992,
} as const;

/** Media query matching "medium and down", where the product logos are hidden. */
export const mediumAndDown = `(max-width: ${breakpoints.medium - 0.02}px)`;
