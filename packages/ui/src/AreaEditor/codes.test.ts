import { describe, expect, it } from 'vitest';
import { parseCodes, parseCodesFile } from './codes';

describe('parseCodes', () => {
  it('given codes separated by spaces, commas, semicolons and new lines should read each', () => {
    expect(parseCodes('42218 42095,42207;\n69123\r\n\t2a004\u00a075056')).toEqual([
      '42218',
      '42095',
      '42207',
      '69123',
      '2A004',
      '75056',
    ]);
  });

  it('given empty runs and quotes should drop them, keeping duplicates and bad codes in order', () => {
    expect(parseCodes(' ;; "42218" , , 42218 abc ')).toEqual(['42218', '42218', 'ABC']);
    expect(parseCodes('  \n ')).toEqual([]);
  });
});

describe('parseCodesFile', () => {
  it('given an area’s JSON export should read its name, vintage and communes', () => {
    const file = JSON.stringify({ name: 'Contrat de ville', year: 2024, communes: ['42218', 7] });
    expect(parseCodesFile(file)).toEqual({
      name: 'Contrat de ville',
      year: 2024,
      codes: ['42218'],
    });
  });

  it('given a CSV with a code header should read that column only', () => {
    const csv = '\uFEFFnom;codgeo;population\nSaint-Étienne;42218;173089\nFirminy;42095;16965\n';
    expect(parseCodesFile(csv)).toEqual({ codes: ['42218', '42095'] });
  });

  it('given a CSV without header should read the column holding codes', () => {
    expect(parseCodesFile('Saint-Étienne,42218\nFirminy,42095')).toEqual({
      codes: ['42218', '42095'],
    });
  });

  it('given a plain list or JSON that is not an export should read the codes as pasted', () => {
    expect(parseCodesFile('42218\n42095\n')).toEqual({ codes: ['42218', '42095'] });
    expect(parseCodesFile('[42218]')).toEqual({ codes: ['[42218]'] });
  });
});
