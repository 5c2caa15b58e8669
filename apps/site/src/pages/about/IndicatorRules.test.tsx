import { INDICATOR_SOURCES } from '@epic/api-contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorRules } from './IndicatorRules';

describe('IndicatorRules (À propos)', () => {
  it('should name every catalogue source with its producer and exact attribution text', () => {
    const { container } = render(<IndicatorRules />);
    const text = container.textContent ?? '';
    for (const source of INDICATOR_SOURCES) {
      expect(text).toContain(source.attribution);
      expect(text).toContain(`producteur\u00a0: ${source.producer},`);
    }
    expect(text).toContain('Licence Ouverte 2.0');
  });

  it('should give each catalogue source its dataset, geography and reference years', () => {
    const { container } = render(<IndicatorRules />);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    for (const source of INDICATOR_SOURCES) {
      const item = items.find((text) => text.startsWith(`${source.dataset}, producteur`));
      expect(item, source.id).toBeDefined();
      expect(item).toContain(`années de référence\u00a0: ${source.referenceYears}.`);
      // The introduction says every source is under Licence Ouverte 2.0.
      expect(source.licence).toBe('Licence Ouverte / Open Licence 2.0 (Etalab)');
    }
    expect(items.join('\n')).toContain(
      'Filosofi 2021 (revenus, pauvreté et niveau de vie), producteur\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, géographie au 1er janvier 2024\u202f;',
    );
    expect(items.join('\n')).toContain(
      'chaque année dans la géographie de l’année suivante\u202f;',
    );
  });

  it('should state the rules under an anchored level-2 heading', () => {
    const { container } = render(<IndicatorRules />);
    expect(screen.getByRole('heading', { level: 2, name: 'Indicateurs statistiques' }).id).toBe(
      'indicateurs',
    );
    const text = container.textContent ?? '';
    for (const phrase of [
      'somme des numérateurs sur somme des dénominateurs',
      'jamais une moyenne de ratios',
      'jamais calculé à partir des communes',
      'reçoivent la valeur publiée, si le périmètre du fichier est le leur',
      'publiés à la commune uniquement',
      'Paris, Lyon et Marseille sont comptés une seule fois',
      '«\u202fcalculé sur 52 communes sur 53\u202f»',
      'commune fusionnée',
      'commune absente de la géographie de la source',
      'code modifié',
      'périmètre modifié',
      'secret statistique',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('should keep French spacing: no plain space before a colon or a semicolon, none missing around quotations', () => {
    const { container } = render(<IndicatorRules />);
    // The attribution texts are quoted verbatim, as the sources write them.
    const text = INDICATOR_SOURCES.reduce(
      (rest, source) => rest.replace(source.attribution, ''),
      container.textContent ?? '',
    );
    expect(text).not.toMatch(/»[^\s.,)]/);
    expect(text).not.toMatch(/[^\s(]«/);
    expect(text).not.toMatch(/ [;:]/);
  });
});
