import type { HeaderBrand, HeaderNavItem } from './Header';

/** Stories' and tests' data: EPIC's composition (the site's own lives in apps/site). */
export const epicBrand: HeaderBrand = {
  name: 'EPIC',
  tagline: 'Explorer et comparer les territoires',
};

export const epicNavigation: readonly HeaderNavItem[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Explorer', href: '/explorer/', checksAuth: true },
  { label: 'Comparer', href: '/comparer/', checksAuth: true },
  { label: 'À propos', href: '/a-propos/' },
];

/** Another site built from the same header: its own brand, sections and match rules. */
export const observatoryBrand: HeaderBrand = {
  name: 'Observatoire régional',
  tagline: 'Données et études sur la région',
  href: '/accueil/',
};

export const observatoryNavigation: readonly HeaderNavItem[] = [
  { label: 'Accueil', href: '/accueil/', match: 'exact' },
  { label: 'Indicateurs', href: '/indicateurs/' },
  { label: 'Cartes', href: '/cartes/' },
  // Publications also covers the studies' pages, filed under /etudes/.
  {
    label: 'Publications',
    href: '/publications/',
    match: (pathname) => /^\/(publications|etudes)(\/|$)/.test(pathname),
  },
  { label: 'Espace partenaires', href: '/partenaires/', checksAuth: true },
];
