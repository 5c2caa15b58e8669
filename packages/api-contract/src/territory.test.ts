import { describe, expect, it } from 'vitest';
import { codeFormatMessage, TERRITORY_TYPES, territoryCode } from './territory.js';

describe('territoryCode, the one rule for a territory id', () => {
  it.each([
    ['region', '84', '84'],
    ['departement', '2a', '2A'],
    ['departement', '974', '974'],
    ['epci', '200046977', '200046977'],
    ['commune', '2a004', '2A004'],
    ['commune', '75056', '75056'],
    ['arrondissement', '75101', '75101'],
  ] as const)('given %s %s should give %s', (type, id, code) => {
    expect(territoryCode(type, id)).toBe(code);
  });

  it.each([
    ['region', '841'],
    ['departement', '2C'],
    ['epci', '75056'],
    ['commune', '7505'],
    ['commune', '75056abc'],
    ['commune', "';--"],
    ['arrondissement', '2A004'],
    ['commune', ''],
  ] as const)('given %s %j should refuse it', (type, id) => {
    expect(territoryCode(type, id)).toBeNull();
  });

  it('explains each level’s format in French', () => {
    for (const type of TERRITORY_TYPES)
      expect(codeFormatMessage(type)).toMatch(/^Code mal formé pour /);
    expect(codeFormatMessage('commune')).toBe(
      'Code mal formé pour la commune\u00a0: le code Insee à 5 caractères, par exemple 75056 ou 2A004 est attendu.',
    );
  });
});
