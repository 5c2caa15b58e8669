import { describe, expect, it } from 'vitest';
import { comparisonHref, parseComparison, sideHref, sideLetter } from './comparerAddress';
import { moveSideHref, referenceHref, referencesHref, removeSideHref } from './comparerEdits';

const read = (query: string, latest?: number) =>
  parseComparison(new URLSearchParams(query), latest);
const messages = (query: string, latest?: number) =>
  read(query, latest).problems.map((problem) => [problem.param, problem.message]);

const FOUR =
  'type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024' +
  '&type3=departement&id3=42&type4=region&id4=84&year4=2019';

describe('parseComparison', () => {
  it('given no parameters should show two empty sides, without a problem', () => {
    const address = read('');
    expect(address.slots).toEqual([{ state: 'empty' }, { state: 'empty' }]);
    expect(address.compared).toEqual([]);
    expect(address.reference).toBe(1);
    expect(address.references).toEqual({ france: false, parent: false });
    expect(address.themes).toBeNull();
    expect(address.problems).toEqual([]);
  });

  it('given the spec’s six parameters should read the first two sides as before', () => {
    const address = read('type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024');
    expect(address.slots).toHaveLength(2);
    expect(address.compared).toEqual([1, 2]);
    expect(address.problems).toEqual([]);
  });

  it('given four sides, a reference and reference columns should read them all', () => {
    const address = read(`${FOUR}&reference=3&references=france,parent`);
    expect(address.slots.map((slot) => slot.state)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(address.slots[3]).toEqual({
      state: 'valid',
      value: { type: 'region', id: '84', year: 2019 },
    });
    expect(address.compared).toEqual([1, 2, 3, 4]);
    expect(address.reference).toBe(3);
    expect(address.references).toEqual({ france: true, parent: true });
    expect(address.problems).toEqual([]);
  });

  it('given side B alone should let the comparison start from it (no gap)', () => {
    expect(read('type2=commune&id2=69123').problems).toEqual([]);
  });

  it('given a 7th side should name its parameters and keep the six others', () => {
    const address = read(`${FOUR}&type5=commune&id5=01001&type6=commune&id6=01004&type7=commune`);
    expect(address.compared).toEqual([1, 2, 3, 4, 5, 6]);
    expect(messages(`${FOUR}&type7=commune&id7=01001`)).toEqual([
      ['type7', 'Six territoires au plus\u00a0: les paramètres type7, id7 sont ignorés.'],
    ]);
    expect(messages('type=commune&id=42218&year12=2024')[0]?.[1]).toBe(
      'Six territoires au plus\u00a0: le paramètre year12 est ignoré.',
    );
  });

  it('given type4 without type3 should name type4 and still compare the valid sides', () => {
    const address = read(
      'type=commune&id=42218&type2=commune&id2=69123&type4=commune&id4=01001&reference=4',
    );
    expect(address.slots.map((slot) => slot.state)).toEqual(['valid', 'valid', 'empty', 'valid']);
    expect(address.compared).toEqual([1, 2, 4]);
    expect(address.reference).toBe(4);
    expect(address.problems).toEqual([
      {
        param: 'type4',
        message:
          'Paramètre type4\u00a0: le territoire D suit un territoire C vide (type3 et id3 absents). Choisissez le territoire C, ou retirez le D.',
      },
    ]);
  });

  it('given a gap after three sides should name the side after it', () => {
    expect(messages(`${FOUR}&type6=commune&id6=01001`).map(([param]) => param)).toEqual(['type6']);
  });

  it('given the same side twice should name the second one’s code and leave it out', () => {
    const address = read(`${FOUR}&type5=commune&id5=69123&year5=2024`);
    expect(address.compared).toEqual([1, 2, 3, 4]);
    expect(address.problems).toEqual([
      {
        param: 'id5',
        side: 5,
        message:
          'Paramètre id5\u00a0: le territoire E est le même que le territoire B (même niveau, même code, même millésime). Choisissez un autre territoire ou un autre millésime.',
      },
    ]);
    // The header's Comparer link gives the same territory on both sides: side B is the duplicate.
    expect(
      messages('type=commune&id=42218&year=2024&type2=commune&id2=42218&year2=2024').map(
        ([param]) => param,
      ),
    ).toEqual(['id2']);
  });

  it('given a side without a vintage should be the latest one’s duplicate once it is known', () => {
    const query = 'type=commune&id=42218&year=2026&type2=commune&id2=42218';
    expect(read(query).compared).toEqual([1, 2]);
    expect(read(query, 2026).compared).toEqual([1]);
    expect(read(query, 2025).compared).toEqual([1, 2]);
    // Another vintage of the same territory is another side.
    expect(
      read('type=commune&id=42218&year=2019&type2=commune&id2=42218&year2=2026').problems,
    ).toEqual([]);
  });

  it.each([
    ['reference=0', '0'],
    ['reference=7', '7'],
    ['reference=abc', 'abc'],
    ['reference=3', '3'],
    ['reference=1.5', '1.5'],
  ])(
    'given %s with two sides should name the parameter and compare against side A',
    (query, raw) => {
      const address = read(`type=commune&id=42218&type2=commune&id2=69123&${query}`);
      expect(address.reference).toBe(1);
      expect(address.problems).toEqual([
        {
          param: 'reference',
          message: `Paramètre reference\u00a0: «\u202f${raw}\u202f» n’est pas le numéro d’un des territoires comparés (1, 2)\u00a0; les écarts sont calculés par rapport au territoire A.`,
        },
      ]);
    },
  );

  it('given a reference to a side left out should compare against the first compared side', () => {
    const address = read('type2=commune&id2=69123&type3=commune&id3=42218&reference=1');
    expect(address.reference).toBe(2);
    expect(address.problems.map((problem) => problem.param)).toEqual(['type3', 'reference']);
    // Without the parameter, the first compared side is the reference, silently.
    expect(read('type2=commune&id2=69123&type3=commune&id3=42218').reference).toBe(2);
  });

  it('given unknown reference columns should name the parameter and keep the known ones', () => {
    const address = read('type=commune&id=42218&references=pays,france');
    expect(address.references).toEqual({ france: true, parent: false });
    expect(address.problems).toEqual([
      {
        param: 'references',
        message:
          'Paramètre references\u00a0: «\u202fpays\u202f» inconnu, france, parent ou les deux sont attendus (séparés par une virgule).',
      },
    ]);
  });

  it('given themes should compare the known ones, in the catalogue’s order, and name the others', () => {
    expect(read('type=commune&id=42218&indicators=revenus,emploi').themes).toEqual([
      'emploi',
      'revenus',
    ]);
    const address = read('type=commune&id=42218&indicators=revenus,foo');
    expect(address.themes).toEqual(['revenus']);
    expect(address.problems).toEqual([
      {
        param: 'indicators',
        message:
          'Paramètre indicators\u00a0: «\u202ffoo\u202f» inconnu, ignoré. Thèmes attendus (séparés par une virgule)\u00a0: population, logement, emploi, revenus, etablissements.',
      },
    ]);
    expect(read('type=commune&id=42218&indicators=foo').themes).toBeNull();
  });

  it('given a vintage without its territory should say so on that side', () => {
    expect(read('type=commune&id=42218&year3=2024').problems).toEqual([
      {
        param: 'year3',
        side: 3,
        message: 'Paramètre year3 ignoré\u00a0: le territoire C n’a ni type3 ni id3.',
      },
    ]);
  });

  it('given an invalid side should keep the others compared', () => {
    const address = read(FOUR.replace('type2=commune', 'type2=ville'));
    expect(address.slots[1]?.state).toBe('invalid');
    expect(address.compared).toEqual([1, 3, 4]);
  });
});

describe('Comparer addresses', () => {
  const search = (query: string) => new URLSearchParams(query);

  it('should name the sides A to F', () => {
    expect([1, 2, 3, 4, 5, 6].map(sideLetter).join('')).toBe('ABCDEF');
  });

  it('should write the sides in order, then the reference, then the rest', () => {
    expect(comparisonHref(search('x=1&references=france&type3=epci&id3=1&type=commune&id=2'))).toBe(
      '?type=commune&id=2&type3=epci&id3=1&references=france&x=1',
    );
    expect(comparisonHref(search(''))).toBe('?');
  });

  it('given a territory chosen for side 3 should write type3, id3, year3', () => {
    expect(
      sideHref(search('type=commune&id=42218&type2=commune&id2=69123'), 3, {
        type: 'epci',
        id: '244200770',
        year: 2024,
      }),
    ).toBe('?type=commune&id=42218&type2=commune&id2=69123&type3=epci&id3=244200770&year3=2024');
  });

  it('given a side removed should renumber the following ones, and the reference with them', () => {
    expect(removeSideHref(search(`${FOUR}&reference=4`), 2)).toBe(
      '?type=commune&id=42218&year=2024&type2=departement&id2=42&type3=region&id3=84&year3=2019&reference=3',
    );
    // The reference removed: back to the first side.
    expect(removeSideHref(search(`${FOUR}&reference=2`), 2)).not.toContain('reference');
    // A side before the reference removed keeps the reference on its territory.
    expect(removeSideHref(search(`${FOUR}&reference=2`), 3)).toContain('reference=2');
    // Invalid values move as they are: nothing the user wrote is lost.
    expect(
      removeSideHref(search('type=commune&id=1&type2=x&id2=y&type3=commune&id3=42218'), 1),
    ).toBe('?type=x&id=y&type2=commune&id2=42218');
  });

  it('given a side moved should exchange it with its neighbour, the reference following', () => {
    expect(moveSideHref(search(`${FOUR}&reference=3`), 3, 2)).toBe(
      '?type=commune&id=42218&year=2024&type2=departement&id2=42&type3=commune&id3=69123&year3=2024&type4=region&id4=84&year4=2019&reference=2',
    );
    expect(moveSideHref(search('type=commune&id=1&type2=commune&id2=2&reference=2'), 1, 2)).toBe(
      '?type=commune&id=2&type2=commune&id2=1',
    );
  });

  it('should write the reference (none for the first) and the reference columns (none: none)', () => {
    const two = 'type=commune&id=1&type2=commune&id2=2';
    expect(referenceHref(search(two), 2)).toBe(`?${two}&reference=2`);
    expect(referenceHref(search(`${two}&reference=2`), 1)).toBe(`?${two}`);
    expect(referencesHref(search(two), { france: true, parent: true })).toBe(
      `?${two}&references=france%2Cparent`,
    );
    expect(
      referencesHref(search(`${two}&references=france`), { france: false, parent: false }),
    ).toBe(`?${two}`);
  });

  it('should read back what it writes', () => {
    const href = referencesHref(search(`${FOUR}&reference=2`), { france: false, parent: true });
    const address = parseComparison(new URL(href, 'http://x/comparer/').searchParams);
    expect(address.compared).toEqual([1, 2, 3, 4]);
    expect(address.reference).toBe(2);
    expect(address.references).toEqual({ france: false, parent: true });
  });
});
