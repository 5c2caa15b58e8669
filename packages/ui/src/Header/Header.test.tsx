import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link';
import { epicBrand, epicNavigation, observatoryBrand, observatoryNavigation } from './examples';
import { Header, type HeaderNavItem, isCurrentNavItem } from './Header';

const logos = [
  { src: '/a.svg', alt: 'EPIC' },
  { src: '/b.svg', alt: 'Observatoire' },
];

const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink(
  { href, ...rest },
  ref,
) {
  return <a ref={ref} href={href} data-router="yes" {...rest} />;
});

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  return render(
    <Header
      brand={epicBrand}
      navigation={epicNavigation}
      currentPath="/"
      contactEmail="contact@epic.example.org"
      productLogos={logos}
      {...props}
    />,
  );
}

const currentLabel = (items: readonly HeaderNavItem[], path: string) =>
  items.find((item) => isCurrentNavItem(item, path))?.label;

describe('isCurrentNavItem', () => {
  it.each([
    ['/', 'Accueil'],
    ['/explorer', 'Explorer'],
    ['/explorer/', 'Explorer'],
    ['/explorer/?type=commune&id=42218', 'Explorer'],
    ['/comparer?type=region', 'Comparer'],
    ['/a-propos/#donnees', 'À propos'],
    ['/version/', undefined],
    ['/explorerx', undefined],
  ])('given the prefix rule and %s should select %s', (path, label) => {
    expect(currentLabel(epicNavigation, path)).toBe(label);
  });

  it('given an href with a query should match on its path only', () => {
    const item = { label: 'Comparer', href: '/comparer?type=commune&id=1&type2=commune&id2=2' };
    expect(isCurrentNavItem(item, '/comparer/')).toBe(true);
    expect(isCurrentNavItem(item, '/comparer/resultats')).toBe(true);
  });

  it.each([
    ['/accueil/', 'Accueil'],
    ['/accueil/ancien', undefined],
    ['/etudes/2025/logement', 'Publications'],
    ['/publications', 'Publications'],
    ['/partenaires/documents', 'Espace partenaires'],
  ])('given exact and custom rules and %s should select %s', (path, label) => {
    expect(currentLabel(observatoryNavigation, path)).toBe(label);
  });
});

describe('Header', () => {
  it('given a route should mark only its link as the current page', () => {
    renderHeader({ currentPath: '/comparer/' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Comparer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it('given the four links and contact should render them in order', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Accueil', 'Explorer', 'Comparer', 'À propos', 'Contact']);
  });

  it('given transparent should expose it as a data attribute', () => {
    renderHeader({ transparent: true });
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent');
  });

  it('given onNavigate should call it with the target before navigating', async () => {
    const onNavigate = vi.fn((_link: unknown, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    renderHeader({ onNavigate });
    await userEvent.click(screen.getByRole('link', { name: 'Explorer' }));
    expect(onNavigate).toHaveBeenCalledWith(
      { label: 'Explorer', href: '/explorer/', checksAuth: true },
      expect.objectContaining({ type: 'click' }),
    );
    await userEvent.click(
      screen.getByRole('link', {
        name: 'EPIC, Explorer et comparer les territoires – Accueil',
      }),
    );
    expect(onNavigate).toHaveBeenLastCalledWith(
      { label: 'EPIC', href: '/', checksAuth: undefined },
      expect.anything(),
    );
  });

  it("given another site's brand and navigation should render them, without Contact", () => {
    renderHeader({
      brand: observatoryBrand,
      navigation: observatoryNavigation,
      currentPath: '/etudes/2025/',
      contactEmail: undefined,
    });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Accueil', 'Indicateurs', 'Cartes', 'Publications', 'Espace partenaires']);
    expect(within(nav).getByRole('link', { name: 'Publications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      screen.getByRole('link', {
        name: 'Observatoire régional, Données et études sur la région – Accueil',
      }),
    ).toHaveAttribute('href', '/accueil/');
  });

  it('given a brand without tagline should name the link after the name alone', () => {
    renderHeader({ brand: { name: 'Atlas' } });
    expect(screen.getByRole('link', { name: 'Atlas – Accueil' })).toHaveAttribute('href', '/');
  });

  it('given two items matching the path should mark only the first', () => {
    renderHeader({
      navigation: [
        { label: 'Données', href: '/donnees/' },
        { label: 'Données locales', href: '/donnees/locales/' },
      ],
      currentPath: '/donnees/locales/',
    });
    expect(screen.getByRole('link', { name: 'Données' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Données locales' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('given actions should render them in the user area', () => {
    renderHeader({ actions: <a href="/en/">English</a> });
    expect(screen.getByRole('link', { name: 'English' })).toBeInTheDocument();
  });

  it('given a contact subject should put it in the mailto link', () => {
    renderHeader({ contactMessages: { subject: 'Demande de contact – EPIC' } });
    const href = screen.getByRole('link', { name: /^Contact/ }).getAttribute('href') ?? '';
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('Demande de contact – EPIC');
  });

  it('given an injected link component should render links through it', () => {
    renderHeader({ linkComponent: AppLink });
    expect(screen.getByRole('link', { name: 'Explorer' })).toHaveAttribute('data-router', 'yes');
  });

  it('given a signed-in user should show the name and a sign-out button', async () => {
    const onSignOut = vi.fn();
    renderHeader({ user: { name: 'Camille Martin' }, onSignOut });
    expect(screen.getByText('Camille Martin')).toBeInTheDocument();
    // A noun, not « Connecté·e », that a screen reader says plainly.
    expect(screen.getByText('Camille Martin').parentElement).toHaveTextContent(
      /^Compte\s: Camille Martin$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('given the burger should toggle the menu and close it with Escape, restoring focus', async () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menuId = burger.getAttribute('aria-controls');
    expect(menuId && document.getElementById(menuId)).toBeTruthy();
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Fermer le menu');
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('given an open menu should close it when a link is followed', async () => {
    renderHeader({ onNavigate: (_t, e) => e.preventDefault() });
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(burger);
    await userEvent.click(screen.getByRole('link', { name: 'Comparer' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('given message overrides should use them', () => {
    renderHeader({
      messages: { signIn: 'Connexion', navigation: 'Navigation' },
      onSignIn: vi.fn(),
    });
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
  });
});
