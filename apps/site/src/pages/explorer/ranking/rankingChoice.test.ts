import type { TerritoryOption } from '@epic/ui';
import { describe, expect, it } from 'vitest';
import { parseRanking } from '../../../data/rankingParams';
import { chosenInRanking } from './rankingChoice';

const params = (query: string) => parseRanking(new URLSearchParams(query)).value;
const option = (type: TerritoryOption['type'], code: string, name: string): TerritoryOption => ({
  type,
  code,
  name,
});

describe('chosenInRanking', () => {
  it('given a territory above the level ranked should filter the ranking by it, no page', () => {
    expect(
      chosenInRanking(
        params('type=commune&year=2024&indicator=density&page=4'),
        option('departement', '42', 'Loire'),
      ),
    ).toEqual({
      href: '/explorer/?type=commune&year=2024&indicator=density&parent=departement%3A42',
      message: 'Classement filtré sur la Loire.',
    });
  });

  it('given a territory of the level ranked should find it in the ranking, filter kept', () => {
    expect(
      chosenInRanking(
        params('type=commune&year=2024&indicator=density&parent=departement:42&page=2'),
        option('commune', '42218', 'Saint-Étienne'),
      ).href,
    ).toBe(
      '/explorer/?type=commune&year=2024&indicator=density&parent=departement%3A42&around=42218',
    );
  });

  it('given a territory below the level ranked, or an EPCI for départements, should open its page', () => {
    expect(
      chosenInRanking(
        params('type=departement&year=2024'),
        option('commune', '42218', 'Saint-Étienne'),
      ).href,
    ).toBe('/explorer/?type=commune&id=42218&year=2024');
    expect(
      chosenInRanking(params('type=departement'), {
        ...option('epci', '200046977', 'Métropole de Lyon'),
        year: 2023,
      }).href,
    ).toBe('/explorer/?type=epci&id=200046977&year=2023');
  });
});
