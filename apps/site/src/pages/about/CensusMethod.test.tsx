import type { VersionResponse } from '@epic/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/api';
import { versionQuery } from '../../data/queries';
import { CENSUS_METHOD_ID, CensusMethod } from './CensusMethod';

const source = {
  name: '@etalab/decoupage-administratif',
  version: '0',
  licence: 'Licence Ouverte 2.0',
};
/** Made-up vintages: the table must show what the API says, whatever it is. */
const version: VersionResponse = {
  api: { name: '@epic/api', version: '0' },
  sources: [
    { year: 2029, source, importedAt: '', census: { year: 2026, sameAs: null, url: '' } },
    {
      year: 2030,
      source,
      importedAt: '',
      census: { year: 2027, sameAs: null, url: 'https://www.insee.fr/fr/statistiques/0000' },
    },
    { year: 2031, source, importedAt: '', census: { year: 2027, sameAs: 2030, url: '' } },
    { year: 2032, source, importedAt: '', census: null },
  ],
};

function renderSection(data?: VersionResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data) client.setQueryData(versionQuery().queryKey, data);
  return render(
    <QueryClientProvider client={client}>
      <CensusMethod />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CensusMethod (À propos)', () => {
  it('should list each vintage with the census the API gives, and the repeats, signed out too', () => {
    renderSection(version);
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      '2029recensement 2026',
      '2030recensement 2027',
      '2031recensement 2027 (même recensement que 2030)',
      '2032recensement non renseigné',
    ]);
    expect(within(table).getByRole('link', { name: 'recensement 2027' })).toHaveAttribute(
      'href',
      'https://www.insee.fr/fr/statistiques/0000',
    );
  });

  it('given an API failure should say so once, without a second alert (the sources above have it)', async () => {
    vi.spyOn(api, 'version').mockRejectedValue(new Error('indisponible'));
    renderSection();
    expect(await screen.findByText(/s’affichera ici quand l’API répondra/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should explain constant perimeters, non comparable changes and the published income', () => {
    const { container } = renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Recensements, périmètres et séries' }).id,
    ).toBe(CENSUS_METHOD_ID);
    const text = container.textContent ?? '';
    for (const phrase of [
      'même recensement que 2025 (population légale 2023)',
      'toujours calculée sur le périmètre du millésime affiché',
      'reconstitué dans le millésime ancien à partir de ses communes',
      'à périmètre 2026\u00a0: Béon et Culoz en 2019',
      '«\u202fnon comparable\u202f», avec sa raison, jamais avec un chiffre',
      'EPIC ne les calcule jamais à partir des communes',
      'que si le périmètre du fichier est le sien',
      'celle de la France métropolitaine, nommée ainsi, jamais «\u202fFrance\u202f»',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('should keep French spacing: no plain space before a colon or a semicolon', () => {
    const { container } = renderSection(version);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/ [:;]/);
    expect(text).not.toMatch(/»[^\s.,)]/);
    expect(text).not.toMatch(/[^\s(]«/);
  });
});
