// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mapSvgDocument, wrapText } from './exports';

const map = () => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.innerHTML = '<path d="M0 0L10 0L10 10Z" fill="#cce"/>';
  return svg;
};

describe('the map as an image', () => {
  it('wraps a long text into lines that fit the width', () => {
    const text =
      'Source : Insee, recensement de la population 2021, exploitation principale ; contours IGN Admin Express, via etalab — Licence Ouverte 2.0';
    const lines = wrapText(text, 760, 12);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(line.length * 12 * 0.56).toBeLessThanOrEqual(760);
    expect(wrapText('Court', 760, 20)).toEqual(['Court']);
  });

  it('keeps every word of a long title and credit, the image growing to hold them', () => {
    const title = `Part des ménages fiscaux imposés ${'très '.repeat(30)}longue, 2021`;
    const credit = `Sources : ${'Insee '.repeat(40)}Licence Ouverte 2.0`;
    const short = mapSvgDocument(map(), {
      title: 'Titre',
      legendTitle: 'Légende',
      legend: [],
      credit: 'Insee',
    });
    const long = mapSvgDocument(map(), {
      title,
      legendTitle: 'Légende',
      legend: [{ label: 'De 0 à 10 %', fill: '#eee' }],
      credit,
      font: 'system-ui, "Segoe UI", sans-serif',
    });
    expect(long.height).toBeGreaterThan(short.height);
    const doc = new DOMParser().parseFromString(long.svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');
    expect(texts.some((t) => t.replace(/\s+/g, ' ').includes('longue, 2021'))).toBe(true);
    expect(texts.some((t) => t.includes('Licence Ouverte 2.0'))).toBe(true);
    expect(doc.documentElement.getAttribute('font-family')).toBe(
      'system-ui, "Segoe UI", sans-serif',
    );
  });

  it('given a text sized in px on screen should size it so in the image, whatever its scale', () => {
    const svg = map();
    svg.innerHTML += '<text x="5" y="5" font-size="40" data-font-px="12">971</text>';
    const { svg: out } = mapSvgDocument(svg, {
      title: 'Titre',
      legendTitle: 'Légende',
      legend: [],
      credit: 'Insee',
    });
    const doc = new DOMParser().parseFromString(out, 'image/svg+xml');
    const inner = doc.querySelector('svg svg') as Element;
    const text = [...inner.querySelectorAll('text')].find((t) => t.textContent === '971');
    // The 100-unit map drawn 760 px wide: 12 px is 12 / 7.6 units.
    expect(Number(inner.getAttribute('width'))).toBe(760);
    expect(Number(text?.getAttribute('font-size')) * 7.6).toBeCloseTo(12, 1);
    expect(text?.hasAttribute('data-font-px')).toBe(false);
  });

  it('given the classes’ method should write it under the legend’s heading, above the classes', () => {
    const { svg } = mapSvgDocument(map(), {
      title: 'Titre',
      legendTitle: 'Taux de chômage, RP 2018',
      legendNote: 'Seuils naturels (Jenks), 4\u00a0classes',
      legend: [{ label: 'de 5 % à 10 %', fill: '#eee' }],
      credit: 'Insee',
    });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const texts = [...doc.querySelectorAll('text')];
    const y = (text: string) =>
      Number(texts.find((t) => t.textContent?.includes(text))?.getAttribute('y'));
    expect(y('Seuils naturels (Jenks)')).toBeGreaterThan(y('Taux de chômage'));
    expect(y('de 5 % à 10 %')).toBeGreaterThan(y('Seuils naturels (Jenks)') + 12);
  });
});
