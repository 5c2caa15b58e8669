import { sameOriginPath } from '@epic/auth';
import { describe, expect, it } from 'vitest';
import { comparerHref } from './links';

describe('comparerHref (spec §2)', () => {
  it('given type, id and year should copy them into both sets', () => {
    expect(comparerHref('?type=commune&id=42218&year=2024&other=x')).toBe(
      '/comparer?type=commune&id=42218&year=2024&type2=commune&id2=42218&year2=2024',
    );
  });

  it('given no query should link to /comparer alone', () => {
    expect(comparerHref('')).toBe('/comparer');
  });
});

describe('sameOriginPath (destinations after sign-in)', () => {
  it.each([
    ['/explorer/?type=commune', '/explorer/?type=commune'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
  ])('given %s should give %s', (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
  });
});
