import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Footer } from './Footer';

describe('Footer', () => {
  it('given no hrefs should list every route in the site map, in order', () => {
    render(<Footer />);
    const siteMap = screen.getByRole('navigation', { name: 'Plan du site' });
    expect(within(siteMap).getByRole('heading', { level: 2 })).toHaveTextContent('Plan du site');
    expect(
      within(siteMap)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['Explorer un territoire', '/explorer/'],
      ['Comparer deux territoires', '/comparer/'],
      ['À propos', '/a-propos/'],
      ['Version', '/version/'],
    ]);
  });

  it('given no audit should state the accessibility status as non conforme', () => {
    render(<Footer />);
    const links = screen.getByRole('navigation', { name: 'Liens de pied de page' });
    expect(
      within(links).getByRole('link', { name: 'Accessibilité : non conforme' }),
    ).toHaveAttribute('href', '/a-propos/#accessibilite');
    expect(screen.queryByText(/partiellement conforme/)).toBeNull();
  });

  it('given custom hrefs and messages should use them', () => {
    render(<Footer hrefs={{ version: '/v/' }} messages={{ version: 'Version déployée' }} />);
    expect(screen.getByRole('link', { name: 'Version déployée' })).toHaveAttribute('href', '/v/');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Footer />);
    await expectNoAxeViolations(container);
  });
});
