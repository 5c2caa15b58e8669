import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForeignTerms } from './ForeignTerms';

const meta = {
  title: 'Composants de base/ForeignTerms',
  component: ForeignTerms,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Texte français dont les termes étrangers («\u202fOpen Licence\u202f», «\u202fcommit\u202f»…) portent leur langue (\`lang="en"\`), pour une prononciation correcte par les lecteurs d’écran (RGAA 8.7, WCAG 3.1.2).

### Quand l’utiliser
- Afficher un texte venu de l’API ou d’un tiers qui peut contenir des termes anglais connus (nom de licence, «\u202fSSO\u202f»).

### Quand ne pas l’utiliser
- Un texte rédigé dans le code\u00a0: écrivez directement \`<span lang="en">…</span>\` autour du terme.
- Un passage entier dans une autre langue\u00a0: mettez \`lang\` sur son conteneur.

### À faire
- Ajouter à \`terms\` les termes étrangers propres à un écran.

### À éviter
- Marquer des mots passés dans l’usage français («\u202fe-mail\u202f», «\u202fweb\u202f»)\u00a0: ils se lisent en français.`,
      },
    },
  },
  args: { text: 'Licence Ouverte / Open Licence (Etalab)' },
} satisfies Meta<typeof ForeignTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Licence: Story = {
  name: 'Nom de licence',
  play: async ({ canvasElement }) => {
    const english = canvasElement.querySelector('[lang="en"]');
    await expect(english).toHaveTextContent('Open Licence');
    await expect(canvasElement).toHaveTextContent('Licence Ouverte / Open Licence (Etalab)');
  },
};

export const NoForeignTerm: Story = {
  name: 'Sans terme étranger',
  args: { text: 'Population légale' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang="en"]')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    text: 'Données publiées sous Licence Ouverte / Open Licence (Etalab) version 2.0, connexion par SSO',
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: Mobile.args,
};
