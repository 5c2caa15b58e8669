import { describe, expect, it } from 'vitest';
import { searchable } from './CommuneList';

describe('searchable', () => {
  it('given names typed loosely should match them as the picker does', () => {
    expect(searchable('Saint-Étienne')).toBe(searchable('st etienne'));
    expect(searchable('L’Étrat')).toContain(searchable('l etrat'));
    expect(searchable('Chambœuf 42043')).toContain('42043');
  });
});
