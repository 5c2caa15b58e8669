import {
  type FooterProps,
  FundingNotice,
  type HeaderBrand,
  type HeaderNavItem,
  type HeaderProps,
} from '@epic/ui';
import { config } from './config';
import { comparerHref } from './links';

/** EPIC's composition of the generic shell: brand, navigation, Contact, footer links and texts. */

/** Spec §6: Explorer and Comparer need a signed-in user; the other links check only in 'all' mode. */
const checksAll = config.headerAuth === 'all';

export const brand: HeaderBrand = {
  name: 'EPIC',
  tagline: 'Explorer et comparer les territoires',
  checksAuth: checksAll,
};

/**
 * The header's four links (spec §2). Comparer carries the current territory twice: `type, id,
 * year` and `type2, id2, year2`, copied from the current query.
 */
export function headerNavigation(search: string): HeaderNavItem[] {
  return [
    { label: 'Accueil', href: '/', checksAuth: checksAll },
    { label: 'Explorer', href: '/explorer/', checksAuth: true },
    { label: 'Comparer', href: comparerHref(search), checksAuth: true },
    { label: 'À propos', href: '/a-propos/', checksAuth: checksAll },
  ];
}

export const contactMessages: HeaderProps['contactMessages'] = {
  subject: 'Demande de contact – EPIC',
};

export const footer: FooterProps = {
  groups: [
    {
      title: 'Rubriques',
      links: [
        { label: 'Accueil', href: '/' },
        { label: 'Explorer un territoire', href: '/explorer/' },
        { label: 'Comparer des territoires', href: '/comparer/' },
        { label: 'À propos', href: '/a-propos/' },
        { label: 'Version', href: '/version/' },
      ],
    },
  ],
  links: [
    { label: 'Plan du site', href: '/plan-du-site/' },
    { label: 'Sources des données', href: '/a-propos/#donnees' },
    // The accessibility status, as the law requires it in the footer of every page.
    { label: 'Accessibilité\u00a0: non conforme', href: '/a-propos/#accessibilite' },
    { label: 'Mentions légales', href: '/a-propos/#mentions-legales' },
  ],
  notices: <FundingNotice />,
  licence: 'Données publiques sous Licence Ouverte (Etalab 2.0), sauf mention contraire.',
};
