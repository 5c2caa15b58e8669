import { describe, expect, it } from 'vitest';
import { sixParents, sixSides, sixThemes } from './ComparisonTable.fixtures';
import { comparisonDotPlotItems } from './dotPlotItems';

const indicator = (id: string) => {
  const found = sixThemes.flatMap((t) => t.indicators).find((i) => i.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('comparisonDotPlotItems', () => {
  it('given a rate and the references should give every side, France as a guide and each distinct parent', () => {
    const { items, format } = comparisonDotPlotItems({
      indicator: indicator('unemployment_rate_2018'),
      sides: sixSides,
      reference: 1,
      references: { france: true, parent: true },
      parents: sixParents,
    });
    expect(items.map((i) => [i.label, i.value, i.series, i.guide])).toEqual([
      ['A · Saint-Étienne (2024)', 19.8, 0, undefined],
      ['B · Lyon (2024) (référence)', 12.7, 1, undefined],
      ['C · Saint-Étienne Métropole (2024)', 14.1, 2, undefined],
      ['D · Loire (2024)', 12.4, 3, undefined],
      ['E · Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson (2021)', null, 4, undefined],
      ['F · Auvergne-Rhône-Alpes (2024)', 11, 5, undefined],
      ['France', 13, undefined, true],
      ['Loire (département, 2024)', 12.4, undefined, undefined],
      ['Rhône (département, 2024)', 11.8, undefined, undefined],
      ['Auvergne-Rhône-Alpes (région, 2024)', 11, undefined, undefined],
      ['Marne (département, 2024)', 12.6, undefined, undefined],
    ]);
    expect(items[4]?.missing).toBe('Non disponible (dénominateur nul)');
    expect(format(12.7)).toBe('12,7\u202f%');
  });

  it('given a count should leave the references out (France’s total would flatten the plot)', () => {
    const { items } = comparisonDotPlotItems({
      indicator: indicator('jobs_2018'),
      sides: sixSides,
      references: { france: true, parent: true },
      parents: sixParents,
    });
    expect(items).toHaveLength(6);
  });

  it('given statuses should say them as the table does', () => {
    const { items } = comparisonDotPlotItems({
      indicator: indicator('median_income_2021'),
      sides: sixSides,
    });
    expect(items.map((i) => i.missing)).toEqual([
      undefined,
      undefined,
      'Sans objet (publié à la commune uniquement)',
      'Sans objet (publié à la commune uniquement)',
      'Secret statistique',
      'Sans objet (publié à la commune uniquement)',
    ]);
  });
});
