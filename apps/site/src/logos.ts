import type { Logo } from '@epic/ui';
import epicLogo from '@epic/ui/assets/epic-logo.svg';
// Below the fold and lazily loaded: files of their own, not data URLs inlined in the entry chunk.
import partner1 from '@epic/ui/assets/partner-1.svg?no-inline';
import partner2 from '@epic/ui/assets/partner-2.svg?no-inline';
import partner3 from '@epic/ui/assets/partner-3.svg?no-inline';
import territoiresLogo from '@epic/ui/assets/territoires-logo.svg';

/** Product logos of the header (hidden when the header is narrower than the medium breakpoint). */
export const productLogos: Logo[] = [
  { src: epicLogo, alt: 'EPIC', width: 120, height: 48 },
  {
    src: territoiresLogo,
    alt: 'Hexagone bleu partagé en six, point rouge au centre',
    width: 48,
    height: 48,
  },
];

/** Partner logos: drawn placeholders until the consortium's own files are supplied. */
export const partnerLogos: Logo[] = [
  { src: partner1, alt: 'Partenaire 1', width: 140, height: 48 },
  { src: partner2, alt: 'Partenaire 2', width: 140, height: 48 },
  { src: partner3, alt: 'Partenaire 3', width: 140, height: 48 },
];
