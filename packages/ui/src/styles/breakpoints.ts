/**
 * Breakpoints in CSS pixels: the one set every media and container query of the library and the
 * site uses (CSS cannot read a custom property in a query, so the CSS writes them out: `max-width:
 * 35.99rem` is "below small", `min-width: 36rem` "small and up"; breakpoints.test.ts checks every
 * query against this list). Also the single source for JS (Storybook viewports, queries in code).
 * The shell's CSS modules query their own width: `@container (max-width: 61.99rem)` is "medium
 * and down" (the header and footer adapt to the width they are given).
 */
export const breakpoints = {
  /** Below: a narrow phone or a narrow box (icon-only menu button, one axis label in two). */
  compact: 480,
  /** Below: "small" (phones): stacked form fields, tables as cards. */
  small: 576,
  /** Below: tablets in portrait; page gutters grow from here. */
  tablet: 768,
  /** Below: "medium and down": product logos hidden, burger menu, one column. */
  medium: 992,
  /** Below: the header's links tighten. */
  large: 1280,
} as const;

/** Media query matching "medium and down", where the product logos are hidden. */
export const mediumAndDown = `(max-width: ${breakpoints.medium - 0.02}px)`;
