import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactLink } from './ContactLink';

const docs = `Lien \`mailto:\` qui ouvre la messagerie avec un objet pré-rempli (par défaut «\u202fDemande de contact\u202f»\u202f; le site y ajoute son nom). Son nom accessible précise qu’il ouvre la messagerie. L’adresse vient de la configuration de l’application.

### Quand l’utiliser
- Dans \`Header\` (props \`contactEmail\` et \`contactMessages\`), ou dans un texte (\`variant="inline"\`).

### Quand ne pas l’utiliser
- Quand le site a un formulaire de contact\u00a0: faites un lien vers sa page.

### À faire
- Un objet qui dit de quel site vient le message (\`messages.subject\`).

### À éviter
- Afficher l’adresse seule sans lien, ou un lien \`mailto:\` sans objet.`;

const meta = {
  title: 'Structure du site/ContactLink',
  component: ContactLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: docs,
      },
    },
  },
  args: { email: 'contact@epic.example.org' },
} satisfies Meta<typeof ContactLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact (ouvre votre messagerie)' });
    await expect(link).toHaveAttribute(
      'href',
      'mailto:contact@epic.example.org?subject=Demande%20de%20contact',
    );
  },
};

export const CustomSubject: Story = {
  name: 'Objet personnalisé',
  args: { messages: { subject: 'Signaler un problème d’accessibilité & autre' } },
  play: async ({ canvas }) => {
    const href = canvas.getByRole('link').getAttribute('href') ?? '';
    await expect(href).toContain('subject=Signaler%20un%20probl%C3%A8me');
    await expect(href).toContain('%26%20autre');
    await expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe(
      'Signaler un problème d’accessibilité & autre',
    );
  },
};

export const Inline: Story = {
  name: 'Dans un texte',
  parameters: {
    epic: {
      targets:
        'allowed: the link sits in a sentence (WCAG 2.5.5 inline exception) but is inline-flex for its icon, which the check does not read as inline',
    },
  },
  args: { variant: 'inline' },
  render: (args) => (
    <p>
      Une question&nbsp;? <ContactLink {...args} />
    </p>
  ),
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
};
