import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { METHOD_HREF } from '../../data/comparablesMappers';
import { COMPARABLES_METHOD_ID, ComparablesMethod } from './ComparablesMethod';

describe('ComparablesMethod (À propos)', () => {
  it('should be the anchored section the Explorer’s panel links to', () => {
    render(<ComparablesMethod />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Territoires comparables' });
    expect(heading.id).toBe(COMPARABLES_METHOD_ID);
    expect(METHOD_HREF).toBe(`/a-propos/#${COMPARABLES_METHOD_ID}`);
  });

  it('should state the indicators, standardisation, logarithms, distance, missing values, scope and import', () => {
    const { container } = render(<ComparablesMethod />);
    const text = container.textContent ?? '';
    for (const phrase of [
      'population légale',
      'densité de population',
      'médiane du niveau de vie',
      'taux de chômage des 15–64\u00a0ans',
      'part des résidences secondaires',
      'prises en logarithme',
      'divise par son écart type',
      'distance euclidienne',
      'moins de trois indicateurs en commun ne sont pas comparés',
      'toute la France',
      'à l’import de chaque millésime et pour chaque niveau',
      'arbre k-d',
      'les trois plus petits écarts standardisés',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('should keep French spacing: no plain space before a colon or a semicolon', () => {
    const { container } = render(<ComparablesMethod />);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/ [:;]/);
    expect(text).not.toMatch(/\S[:;](?!\d)/u);
  });
});
