import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForeignTerms, splitForeignTerms } from './ForeignTerms';

describe('splitForeignTerms', () => {
  it('given a licence name should isolate the English part', () => {
    expect(splitForeignTerms('Licence Ouverte / Open Licence (Etalab)')).toEqual([
      { text: 'Licence Ouverte / ', foreign: false },
      { text: 'Open Licence', foreign: true },
      { text: ' (Etalab)', foreign: false },
    ]);
  });

  it('given a term inside a longer word should leave it alone', () => {
    expect(splitForeignTerms('commitment, recommit, Commit')).toEqual([
      { text: 'commitment, recommit, ', foreign: false },
      { text: 'Commit', foreign: true },
    ]);
  });

  it('given terms with regular expression characters should match them literally', () => {
    expect(splitForeignTerms('voir C++ et Cxx', ['C++'])).toEqual([
      { text: 'voir ', foreign: false },
      { text: 'C++', foreign: true },
      { text: ' et Cxx', foreign: false },
    ]);
  });

  it('given no term should return the text whole', () => {
    expect(splitForeignTerms('Population légale')).toEqual([
      { text: 'Population légale', foreign: false },
    ]);
  });
});

describe('ForeignTerms', () => {
  it('given a text with an English term should mark it with lang="en"', () => {
    const { container } = render(<ForeignTerms text="Licence Ouverte / Open Licence 2.0" />);
    expect(container.textContent).toBe('Licence Ouverte / Open Licence 2.0');
    const marked = container.querySelectorAll('[lang]');
    expect(
      Array.from(marked, (element) => [element.getAttribute('lang'), element.textContent]),
    ).toEqual([['en', 'Open Licence']]);
  });
});
