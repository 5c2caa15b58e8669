import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { epicFooter, observatoryFooter } from './examples';
import { Footer } from './Footer';

describe('Footer', () => {
  it('given a link group should render it as a titled navigation, links in order', () => {
    render(<Footer {...epicFooter} />);
    const siteMap = screen.getByRole('navigation', { name: 'Plan du site' });
    expect(within(siteMap).getByRole('heading', { level: 2 })).toHaveTextContent('Plan du site');
    expect(
      within(siteMap)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['Explorer un territoire', '/explorer/'],
      ['Comparer des territoires', '/comparer/'],
      ['À propos', '/a-propos/'],
      ['Version', '/version/'],
    ]);
  });

  it('given bottom links, notices and a licence should render them', () => {
    render(<Footer {...epicFooter} />);
    const links = screen.getByRole('navigation', { name: 'Liens de pied de page' });
    expect(
      within(links).getByRole('link', { name: 'Accessibilité\u00a0: non conforme' }),
    ).toHaveAttribute('href', '/a-propos/#accessibilite');
    expect(
      screen.getByText('Financé par le Gouvernement dans le cadre de France 2030'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Licence Ouverte/)).toBeInTheDocument();
  });

  it("given another site's groups and links should render them and nothing of EPIC", () => {
    render(<Footer {...observatoryFooter} />);
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      null,
      null,
      'Liens de pied de page',
    ]);
    expect(screen.getByRole('navigation', { name: 'Données' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestion des cookies' })).toHaveAttribute(
      'href',
      '/cookies/',
    );
    expect(screen.getByRole('link', { name: 'Données personnelles' })).toBeInTheDocument();
    expect(screen.queryByText(/France 2030/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Plan du site' })).toBeNull();
  });

  it('given nothing should render an empty footer landmark, no empty lists', () => {
    const { container } = render(<Footer />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(container.querySelectorAll('ul, nav, p')).toHaveLength(0);
  });

  it('given message overrides should use them', () => {
    render(<Footer {...epicFooter} messages={{ linksLabel: 'Informations légales' }} />);
    expect(screen.getByRole('navigation', { name: 'Informations légales' })).toBeInTheDocument();
  });
});
