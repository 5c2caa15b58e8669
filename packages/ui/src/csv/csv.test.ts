import { describe, expect, it } from 'vitest';
import { csvField, csvNumber, toCsv, UTF8_BOM } from './csv';

describe('csv', () => {
  it('given a plain value should leave it unquoted', () => {
    expect(csvField('Saint-Étienne')).toBe('Saint-Étienne');
  });

  it('given a quote should wrap the field and double the quote', () => {
    expect(csvField('Le "Grand" Lyon')).toBe('"Le ""Grand"" Lyon"');
  });

  it('given the separator or a line break should quote, and a comma should not', () => {
    expect(csvField('Lyon; Métropole')).toBe('"Lyon; Métropole"');
    expect(csvField('Lyon, Métropole')).toBe('Lyon, Métropole');
    expect(csvField('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' espace')).toBe('" espace"');
  });

  it('given numbers should write them ungrouped with a decimal comma', () => {
    expect(csvNumber(172700)).toBe('172700');
    expect(csvNumber(22.58)).toBe('22,58');
    expect(csvField(0.5)).toBe('0,5');
    expect(csvField(null)).toBe('');
  });

  it('given rows should start with the BOM, use CRLF and end with a line break', () => {
    const csv = toCsv(
      ['Code', 'Nom'],
      [
        ['42218', 'Saint-Étienne'],
        ['42092', 'L’Étrat'],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe('\ufeffCode;Nom\r\n42218;Saint-Étienne\r\n42092;L’Étrat\r\n');
  });
});
