import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { epicTokens, parseTokens, resolveToken, tokenGroup, tokenValue } from './tokens';

describe('tokens', () => {
  it('given a stylesheet should read the :root custom properties with their notes', () => {
    const tokens = parseTokens(`
      :root {
        --epic-a: 1rem; /* one */
        --epic-b: var(--epic-a);
        --epic-c:
          x, y;
      }
      @media (prefers-reduced-motion: reduce) { :root { --epic-a: 0; } }
    `);
    expect(tokens).toEqual([
      { name: '--epic-a', value: '1rem', note: 'one' },
      { name: '--epic-b', value: 'var(--epic-a)' },
      { name: '--epic-c', value: 'x, y' },
    ]);
    expect(resolveToken('calc(var(--epic-b) * 2)', tokens)).toBe('calc(1rem * 2)');
    expect(tokenValue('--epic-b', tokens)).toBe('1rem');
    expect(tokenGroup('a', [...tokens, { name: '--epic-a-x', value: '0' }])).toEqual([
      { name: '--epic-a-x', value: '0' },
    ]);
    expect(() => tokenValue('--epic-z', tokens)).toThrow('--epic-z is not declared in tokens.css');
  });
});

describe('the README’s theming table', () => {
  it('should list every token of tokens.css', () => {
    expect(epicTokens.length).toBeGreaterThan(60);
    const missing = epicTokens.filter((token) => !readme.includes(`| \`${token.name}\` |`));
    expect(missing.map((token) => token.name)).toEqual([]);
  });
});
