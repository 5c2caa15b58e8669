/**
 * The metadata of the `--csv` import of further indicators: the catalogue's aggregation rule
 * (`sum`, `ratio`, `none`), validated with French messages that name the file and the line.
 */
import { describe, expect, it } from 'vitest';
import { CsvImportError, parseMeta } from '../src/import/csv.js';

const entry = (extra: Record<string, unknown>) => ({
  id: 'test_taux',
  label: 'Taux (test)',
  unit: '%',
  source: 'Insee (test)',
  licence: 'Licence Ouverte',
  ...extra,
});

describe('metadata of further indicators', () => {
  it('accepts the aggregation rules of the catalogue, and files without one', () => {
    for (const rule of ['sum', 'ratio', 'none']) {
      expect(parseMeta(JSON.stringify([entry({ aggregation: rule })]))[0]?.aggregation).toBe(rule);
    }
    expect(parseMeta(JSON.stringify([entry({})]))[0]?.aggregation).toBeUndefined();
  });

  it('refuses an unknown rule, naming the file and the line', () => {
    const text = JSON.stringify(
      { indicators: [entry({ id: 'a_ok' }), entry({ aggregation: 'moyenne' })] },
      null,
      2,
    );
    const line = text.split('\n').findIndex((l) => l.includes('"test_taux"')) + 1;
    expect(line).toBeGreaterThan(1);
    let error: unknown;
    try {
      parseMeta(text, 'meta.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CsvImportError);
    expect((error as CsvImportError).message).toBe(
      `Fichier de métadonnées meta.json, indicateur n° 2 (ligne ${line}), champ « aggregation »\u00a0: règle d’agrégation inconnue (sum, ratio ou none attendu).`,
    );
    expect((error as CsvImportError).line).toBe(line);
  });

  it('finds the line of an indicator given as an object key', () => {
    const text =
      '{\n  "x": {"label": "X", "unit": "", "source": "s", "licence": "l"},\n  "y": {"label": ""}\n}';
    expect(() => parseMeta(text, 'meta.json')).toThrow(
      'Fichier de métadonnées meta.json, indicateur n° 2 (ligne 3), champ « label »',
    );
  });

  it('refuses the id of a catalogue indicator', () => {
    expect(() => parseMeta(JSON.stringify([entry({ id: 'pop_rp2018' })]))).toThrow(
      /indicateur n° 1 \(ligne 1\)\s: « pop_rp2018 » est un indicateur du catalogue/,
    );
  });
});
