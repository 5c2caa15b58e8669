import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link';
import { expectNoAxeViolations } from '../test/axe';
import { Header, navTargetForPath } from './Header';

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
      currentPath="/"
      contactEmail="contact@epic.example.org"
      productLogos={logos}
      {...props}
    />,
  );
}

describe('navTargetForPath', () => {
  it.each([
    ['/', 'home'],
    ['/explorer', 'explorer'],
    ['/explorer/', 'explorer'],
    ['/explorer/?type=commune&id=42218', 'explorer'],
    ['/comparer?type=region', 'comparer'],
    ['/a-propos/#donnees', 'about'],
    ['/version/', undefined],
    ['/explorerx', undefined],
  ])('given %s should return %s', (path, target) => {
    expect(navTargetForPath(path)).toBe(target);
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
    const onNavigate = vi.fn((_target: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    renderHeader({ onNavigate });
    await userEvent.click(screen.getByRole('link', { name: 'Explorer' }));
    expect(onNavigate).toHaveBeenCalledWith('explorer', expect.objectContaining({ type: 'click' }));
    await userEvent.click(
      screen.getByRole('link', {
        name: 'EPIC, Explorer et comparer les territoires – Accueil',
      }),
    );
    expect(onNavigate).toHaveBeenLastCalledWith('home', expect.anything());
  });

  it('given custom hrefs should use them (Comparer with its query)', () => {
    const comparer = '/comparer?type=commune&id=1&year=2024&type2=commune&id2=1&year2=2024';
    renderHeader({ hrefs: { comparer } });
    expect(screen.getByRole('link', { name: 'Comparer' })).toHaveAttribute('href', comparer);
  });

  it('given an injected link component should render links through it', () => {
    renderHeader({ linkComponent: AppLink });
    expect(screen.getByRole('link', { name: 'Explorer' })).toHaveAttribute('data-router', 'yes');
  });

  it('given a signed-in user should show the name and a sign-out button', async () => {
    const onSignOut = vi.fn();
    renderHeader({ user: { name: 'Camille Martin' }, onSignOut });
    expect(screen.getByText('Camille Martin')).toBeInTheDocument();
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
    renderHeader({ messages: { about: 'Le projet' } });
    expect(screen.getByRole('link', { name: 'Le projet' })).toBeInTheDocument();
  });

  it('should have no axe violations, signed in or out', async () => {
    const { container, rerender } = renderHeader({ user: null, onSignIn: () => {} });
    await expectNoAxeViolations(container);
    rerender(
      <Header
        currentPath="/explorer/"
        contactEmail="contact@epic.example.org"
        productLogos={logos}
        user={{ name: 'Camille Martin' }}
        onSignOut={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
