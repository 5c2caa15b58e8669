import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { declarationsInState } from '../foundations/cssom';
import { Button, ButtonLink } from './Button';

const DownloadIcon = () => (
  <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
    <path
      fill="currentColor"
      d="M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6V3Zm-7 16h16v2H4v-2Z"
    />
  </svg>
);

const variantLabels = { primary: 'Principal', secondary: 'Secondaire', tertiary: 'Tertiaire' };
const sizeLabels = { sm: 'petit', md: 'moyen', lg: 'grand' };

const meta = {
  title: 'Composants de base/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Bouton d’action sur la page courante (valider, ouvrir, réessayer, télécharger). \`ButtonLink\` a le même aspect mais navigue\u00a0: c’est un lien.

### Quand l’utiliser
- Une action qui change quelque chose sur la page ou envoie un formulaire\u00a0: \`Button\`.
- Un appel à l’action qui mène à une autre page\u00a0: \`ButtonLink\` (le clic du milieu et «\u202fouvrir dans un nouvel onglet\u202f» marchent).
- Une seule variante \`primary\` par vue\u202f; \`secondary\` à côté\u202f; \`tertiary\` pour les actions mineures (réinitialiser, annuler).

### Quand ne pas l’utiliser
- Pour naviguer dans le texte\u00a0: un lien ordinaire.
- Pour un choix parmi des options\u00a0: \`Tag\` (bascule) ou \`Select\`.

### À faire
- Un verbe à l’infinitif, court\u00a0: «\u202fTélécharger les données\u202f», «\u202fRéessayer\u202f».
- \`loading\` pendant l’envoi\u00a0: le bouton garde sa largeur et le focus, annonce «\u202fChargement en cours\u202f» et ignore les clics.

### À éviter
- Un bouton «\u202fCliquez ici\u202f» ou une icône seule sans nom accessible.
- Désactiver un bouton d’envoi sans dire pourquoi\u00a0: préférez un message d’erreur au champ concerné.

### Couleurs des états
- Survol\u00a0: \`primary\` passe à \`--epic-color-primary-hover\` (#163d6f)\u202f; \`secondary\` et \`tertiary\` prennent le fond \`--epic-color-info-bg\` et une bordure \`--epic-color-primary\`.
- Focus clavier\u00a0: anneau \`--epic-focus-ring\` (2 px, \`--epic-color-focus\`) décalé de 2 px\u202f; en couleurs forcées, anneau \`Highlight\`.
- Désactivé\u00a0: texte \`--epic-color-disabled-text\` sur \`--epic-color-disabled-bg\`.
- Couleurs forcées\u00a0: bordure \`ButtonBorder\`, texte \`ButtonText\`, quelle que soit la variante.`,
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    iconPosition: { control: 'inline-radio', options: ['start', 'end'] },
    icon: { control: false },
  },
  args: { children: 'Télécharger les données', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Principal',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger les données' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { name: 'Secondaire', args: { variant: 'secondary' } };

export const Tertiary: Story = {
  name: 'Tertiaire',
  args: { variant: 'tertiary', children: 'Réinitialiser' },
};

export const Small: Story = { name: 'Petit', args: { size: 'sm' } };

export const Large: Story = { name: 'Grand', args: { size: 'lg' } };

export const AllVariantsAndSizes: Story = {
  name: 'Variantes × tailles',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {(['primary', 'secondary', 'tertiary'] as const).map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}
        >
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variantLabels[variant]} ${sizeLabels[size]}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Télécharger les données' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Télécharger les données/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Télécharger les données Chargement en cours');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = { name: 'Avec icône', args: { icon: <DownloadIcon /> } };

export const WithIconEnd: Story = {
  name: 'Avec icône à la fin',
  args: { icon: <DownloadIcon />, iconPosition: 'end', variant: 'secondary' },
};

export const AsLink: Story = {
  name: 'Lien (ButtonLink)',
  render: ({ variant, size, icon }) => (
    <ButtonLink href="#donnees" variant={variant} size={size} icon={icon}>
      Voir les données
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voir les données' })).toHaveAttribute(
      'href',
      '#donnees',
    );
  },
};

export const Hover: Story = {
  name: 'Survol',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Télécharger les données' });
    await userEvent.hover(button);
    // CSS :hover follows the real pointer only, so the hover rules are read from the style sheets.
    const hover = declarationsInState(button, ':hover').map(
      (style) => style.getPropertyValue('background-color') || style.getPropertyValue('background'),
    );
    await expect(hover).toContain('var(--epic-color-primary-hover)');
  },
};

export const Focus: Story = {
  name: 'Focus clavier',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Télécharger les données' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('2px');
  },
};

export const LongLabel: Story = {
  name: 'Libellé long',
  args: { children: 'Télécharger toutes les données de l’intercommunalité au format CSV' },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { children: 'Télécharger toutes les données de l’intercommunalité au format CSV' },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  render: AllVariantsAndSizes.render,
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  render: AllVariantsAndSizes.render,
};
