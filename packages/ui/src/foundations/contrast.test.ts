import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, parseColor, type Rgb } from './contrast';
import { colorPairs, minimumRatio } from './pairs';
import { tokenValue } from './tokens';

const rgb = (value: string): Rgb => {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
};

describe('contrast', () => {
  it('given hex and rgb colours should parse them', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1d4f8f')).toEqual([29, 79, 143]);
    expect(parseColor('rgb(18, 18, 255)')).toEqual([18, 18, 255]);
    expect(parseColor('rgb(0 0 0 / 0.15)')).toEqual([0, 0, 0]);
    expect(parseColor('Canvas')).toBeUndefined();
  });

  it('given known pairs should give the WCAG ratios', () => {
    const white = rgb('#ffffff');
    expect(contrastRatio(rgb('#000000'), white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 is the lightest grey that passes on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio(rgb('#767676'), white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), white)).toBeCloseTo(4.48, 2);
  });

  it('given a ratio should say what it allows, rounding down', () => {
    expect(contrastLevel(4.5)).toBe('text');
    expect(contrastLevel(4.499)).toBe('large-text-and-graphics');
    expect(contrastLevel(3)).toBe('large-text-and-graphics');
    expect(contrastLevel(2.99)).toBe('insufficient');
  });
});

describe('the pairs the components draw', () => {
  it.each(colorPairs.map((pair) => [pair.foreground, pair.background, pair] as const))(
    'given %s on %s should reach its minimum ratio',
    (_foreground, _background, pair) => {
      const ratio = contrastRatio(
        rgb(tokenValue(pair.foreground)),
        rgb(tokenValue(pair.background)),
      );
      expect(Math.floor(ratio * 100) / 100).toBeGreaterThanOrEqual(minimumRatio[pair.kind]);
    },
  );

  it('given the brand colours should not be the State’s (docs/adr/0020)', () => {
    const brand = ['--epic-color-primary', '--epic-color-primary-hover', '--epic-color-accent'];
    const state = ['#000091', '#1212ff', '#c9191e', '#e1000f'];
    for (const token of brand) expect(state).not.toContain(tokenValue(token).toLowerCase());
  });
});
