import { isCurrentNavItem } from '@epic/ui';
import { describe, expect, it } from 'vitest';
import { config } from './config';
import { brand, contactMessages, footer, headerNavigation } from './shell-config';

const current = (path: string, search = '') =>
  headerNavigation(search).find((item) => isCurrentNavItem(item, path))?.label;

describe('EPIC header navigation (spec §2)', () => {
  it('given no query should list the four links in order', () => {
    expect(headerNavigation('').map(({ label, href }) => [label, href])).toEqual([
      ['Accueil', '/'],
      ['Explorer', '/explorer/'],
      ['Comparer', '/comparer'],
      ['À propos', '/a-propos/'],
    ]);
  });

  it('given a territory in the query should carry it twice in the Comparer link', () => {
    const comparer = headerNavigation('?type=commune&id=42218&year=2024')[2];
    expect(comparer?.href).toBe(
      '/comparer?type=commune&id=42218&year=2024&type2=commune&id2=42218&year2=2024',
    );
  });

  it.each([
    ['/', 'Accueil'],
    ['/explorer/', 'Explorer'],
    ['/explorer', 'Explorer'],
    ['/comparer/', 'Comparer'],
    ['/a-propos/', 'À propos'],
    ['/version/', undefined],
    ['/page-inconnue', undefined],
  ])('given the route %s should mark %s', (path, label) => {
    expect(current(path, '?type=commune&id=42218&year=2024')).toBe(label);
  });

  it('should check sign-in first on Explorer and Comparer always, on the others in "all" mode', () => {
    const all = config.headerAuth === 'all';
    expect(headerNavigation('').map((item) => item.checksAuth)).toEqual([all, true, true, all]);
    expect(brand.checksAuth).toBe(all);
  });

  it('should pre-fill the Contact subject with the site name', () => {
    expect(contactMessages?.subject).toBe('Demande de contact – EPIC');
  });
});

describe('EPIC footer', () => {
  it('should map every route and state the accessibility status', () => {
    expect(footer.groups?.[0]?.links.map((link) => link.href)).toEqual([
      '/',
      '/explorer/',
      '/comparer/',
      '/a-propos/',
      '/version/',
    ]);
    // RGAA 12.1: a site map page, reachable from every page through the footer.
    expect(footer.links?.find((link) => link.href === '/plan-du-site/')?.label).toBe(
      'Plan du site',
    );
    expect(footer.links?.find((link) => link.href === '/a-propos/#accessibilite')?.label).toBe(
      'Accessibilité\u00a0: non conforme',
    );
  });
});
