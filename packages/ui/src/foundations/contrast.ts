/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number];

/** Parses `#rgb`, `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)`; undefined for anything else. */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** What a contrast ratio allows (WCAG 1.4.3 and 1.4.11, level AA). */
export type ContrastLevel = 'text' | 'large-text-and-graphics' | 'insufficient';

export function contrastLevel(ratio: number): ContrastLevel {
  // Compare on the ratio rounded down to 2 decimals, as the checkers do (4.499 fails).
  const r = Math.floor(ratio * 100) / 100;
  if (r >= 4.5) return 'text';
  if (r >= 3) return 'large-text-and-graphics';
  return 'insufficient';
}
