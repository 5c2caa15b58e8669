import { describe, expect, it } from 'vitest';
import { csvField, csvNumber, isCsvDialect, neutraliseFormula, toCsv, UTF8_BOM } from './csv';

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

  it('given an empty string, null or undefined should write an empty field', () => {
    expect(toCsv(['a', 'b', 'c'], [['', null, undefined]])).toBe('\ufeffa;b;c\r\n;;\r\n');
  });

  it('given a non-finite number should write an empty field', () => {
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY, 'rfc4180')).toBe('');
  });

  it('given negative and tiny numbers should keep their sign and use the decimal comma', () => {
    expect(csvNumber(-0.042)).toBe('-0,042');
    expect(csvNumber(1e-7)).toBe('1e-7');
  });
});

describe('csv, rfc4180 dialect', () => {
  it('given numbers should write them with a decimal point', () => {
    expect(csvNumber(22.58, 'rfc4180')).toBe('22.58');
    expect(csvField(0.5, 'rfc4180')).toBe('0.5');
  });

  it('given a comma, a quote or a line break should quote, and a semicolon should not', () => {
    expect(csvField('Lyon, Métropole', 'rfc4180')).toBe('"Lyon, Métropole"');
    expect(csvField('Lyon; Métropole', 'rfc4180')).toBe('Lyon; Métropole');
    expect(csvField('Le "Grand" Lyon', 'rfc4180')).toBe('"Le ""Grand"" Lyon"');
    expect(csvField('ligne 1\r\nligne 2', 'rfc4180')).toBe('"ligne 1\r\nligne 2"');
  });

  it('given rows should use commas and CRLF, without a BOM', () => {
    const csv = toCsv(
      ['code', 'nom', 'part'],
      [
        ['42218', 'Saint-Étienne', 0.25],
        ['42092', null, 1.5],
      ],
      'rfc4180',
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(false);
    expect(csv).toBe('code,nom,part\r\n42218,Saint-Étienne,0.25\r\n42092,,1.5\r\n');
  });
});

describe('csv, formulas (CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x.test")', '"\'=HYPERLINK(""http://x.test"")"'],
    ['+33 1 23', "'+33 1 23"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rRetour', '"\'\rRetour"'],
    ['=1;2', '"\'=1;2"'],
  ])('given a text starting like a formula (%j) should write it after a quote', (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('given a formula in the other dialect should neutralise it and quote by that dialect', () => {
    expect(csvField('=1,2', 'rfc4180')).toBe('"\'=1,2"');
    expect(csvField('@a;b', 'rfc4180')).toBe("'@a;b");
  });

  it('given negative numbers, as numbers or as number texts, should leave them as they are', () => {
    expect(csvField(-12.5)).toBe('-12,5');
    expect(csvField(-12.5, 'rfc4180')).toBe('-12.5');
    expect(csvField(-0.042)).toBe('-0,042');
    expect(csvField('-12,5')).toBe('-12,5');
    expect(csvField('-12.5', 'rfc4180')).toBe('-12.5');
    expect(csvField('+7')).toBe('+7');
    expect(csvField(-1e-7)).toBe('-1e-7');
    expect(toCsv(['x'], [[-3], ['-3'], ['-3 habitants']])).toBe(
      "\ufeffx\r\n-3\r\n-3\r\n'-3 habitants\r\n",
    );
  });

  it('given a text with a formula character elsewhere should leave it as it is', () => {
    expect(neutraliseFormula('Saint-Étienne')).toBe('Saint-Étienne');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
    expect(csvField('')).toBe('');
  });

  it('given header cells should neutralise them too', () => {
    expect(toCsv(['=nom'], [['@x']], 'rfc4180')).toBe("'=nom\r\n'@x\r\n");
  });
});

describe('isCsvDialect', () => {
  it('given the two dialect names should accept them, and anything else not', () => {
    expect(isCsvDialect('fr')).toBe(true);
    expect(isCsvDialect('rfc4180')).toBe(true);
    expect(isCsvDialect('excel')).toBe(false);
    expect(isCsvDialect('FR')).toBe(false);
    expect(isCsvDialect(undefined)).toBe(false);
  });
});
