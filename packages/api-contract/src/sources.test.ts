import { describe, expect, it } from 'vitest';
import { INDICATOR_SOURCES } from './sources.js';

describe('INDICATOR_SOURCES', () => {
  it('given every source should name it after its publisher, with what a reader is told', () => {
    for (const source of INDICATOR_SOURCES) {
      expect(source.name).toBe(`Insee, ${source.dataset}`);
      expect(source.attribution).toMatch(/^Source\u00a0: .+ — Licence Ouverte 2\.0$/);
      expect(source.referenceYears).not.toBe('');
    }
  });

  it('should hold no path of the importer’s files (the site ships this module)', () => {
    const text = JSON.stringify(INDICATOR_SOURCES);
    expect(text).not.toMatch(/\.(?:zip|csv)\b|opendata|insee-[a-z0-9-]+\//i);
    for (const source of INDICATOR_SOURCES) expect(source).not.toHaveProperty('file');
  });
});
