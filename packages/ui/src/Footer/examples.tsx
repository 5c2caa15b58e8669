import { FundingNotice } from '../FundingNotice';
import type { FooterProps } from './Footer';

/** Stories' and tests' data: EPIC's footer (the site's own lives in apps/site). */
export const epicFooter: FooterProps = {
  groups: [
    {
      title: 'Plan du site',
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
    { label: 'Sources des données', href: '/a-propos/#donnees' },
    { label: 'Accessibilité\u00a0: non conforme', href: '/a-propos/#accessibilite' },
    { label: 'Mentions légales', href: '/a-propos/#mentions-legales' },
  ],
  notices: <FundingNotice />,
  licence: 'Données publiques sous Licence Ouverte (Etalab 2.0), sauf mention contraire.',
};

/** Another site's footer: its own sections, cookie and personal-data pages, no funding notice. */
export const observatoryFooter: FooterProps = {
  groups: [
    {
      title: 'L’observatoire',
      links: [
        { label: 'Qui sommes-nous\u202f?', href: '/qui-sommes-nous/' },
        { label: 'Nos partenaires', href: '/partenaires/' },
        { label: 'Nous écrire', href: '/contact/' },
      ],
    },
    {
      title: 'Données',
      links: [
        { label: 'Indicateurs', href: '/indicateurs/' },
        { label: 'Cartes', href: '/cartes/' },
        { label: 'Téléchargements', href: '/telechargements/' },
      ],
    },
  ],
  links: [
    { label: 'Données personnelles', href: '/donnees-personnelles/' },
    { label: 'Gestion des cookies', href: '/cookies/' },
    { label: 'Accessibilité\u00a0: partiellement conforme', href: '/accessibilite/' },
    { label: 'Mentions légales', href: '/mentions-legales/' },
  ],
  licence: '© 2026 Observatoire régional. Textes sous Licence Ouverte 2.0.',
};
