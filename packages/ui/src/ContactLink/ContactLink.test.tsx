import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMailto, ContactLink } from './ContactLink';

describe('buildMailto', () => {
  it('given a subject with spaces, accents and reserved characters should percent-encode it', () => {
    expect(buildMailto('contact@epic.fr', 'Question : données & accès ?')).toBe(
      'mailto:contact@epic.fr?subject=Question%20%3A%20donn%C3%A9es%20%26%20acc%C3%A8s%20%3F',
    );
  });

  it('given an address with a plus sign should keep it a single address', () => {
    expect(buildMailto('equipe+epic@exemple.fr', 'x')).toBe(
      'mailto:equipe%2Bepic@exemple.fr?subject=x',
    );
  });
});

describe('ContactLink', () => {
  it('given an address should link to it with the French subject', async () => {
    render(<ContactLink email="contact@epic.fr" />);
    const link = screen.getByRole('link', { name: 'Contact (ouvre votre messagerie)' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:contact@epic.fr?subject=')).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('Demande de contact');
  });
});
