import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './spacing';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('frenchSpacing', () => {
  it('given a colon should put a no-break space before it, replacing or adding one', () => {
    expect(frenchSpacing('Source : Insee')).toBe(`Source${NBSP}: Insee`);
    expect(frenchSpacing('Source: Insee')).toBe(`Source${NBSP}: Insee`);
    expect(frenchSpacing('Note :')).toBe(`Note${NBSP}:`);
  });

  it('given ; ! ? should put a narrow no-break space before them', () => {
    expect(frenchSpacing('Trouvé ?')).toBe(`Trouvé${NNBSP}?`);
    expect(frenchSpacing('Attention!')).toBe(`Attention${NNBSP}!`);
    expect(frenchSpacing('un ; deux')).toBe(`un${NNBSP}; deux`);
    expect(frenchSpacing('Vraiment ?!')).toBe(`Vraiment${NNBSP}?!`);
  });

  it('given guillemets should put narrow no-break spaces inside them', () => {
    expect(frenchSpacing('« Loire »')).toBe(`«${NNBSP}Loire${NNBSP}»`);
    expect(frenchSpacing('«Loire»')).toBe(`«${NNBSP}Loire${NNBSP}»`);
    expect(frenchSpacing('« Quoi ? »')).toBe(`«${NNBSP}Quoi${NNBSP}?${NNBSP}»`);
  });

  it('should leave times, URLs and query strings alone', () => {
    expect(frenchSpacing('à 10:30')).toBe('à 10:30');
    expect(frenchSpacing('https://geo.api.gouv.fr/?q=1')).toBe('https://geo.api.gouv.fr/?q=1');
  });

  it('should be idempotent', () => {
    const once = frenchSpacing('« Quoi ? » : oui; non!');
    expect(frenchSpacing(once)).toBe(once);
  });
});
