import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Guard } from './Guard';

const docs = `Garde d’accès sans dépendance à l’authentification\u00a0: affiche son contenu seulement quand \`check()\` a répondu \`true\`. Sinon appelle \`onDenied()\` une seule fois (l’application lance alors la connexion). Un échec de la vérification vaut refus, sauf si \`errorFallback\` est fourni\u00a0: il affiche alors un état d’erreur avec «\u202fRéessayer\u202f».

### Quand l’utiliser
- Autour d’un écran réservé aux personnes connectées, dans la route qui l’affiche.

### Quand ne pas l’utiliser
- Pour masquer un bouton ou un lien selon le profil\u00a0: testez l’utilisateur dans le composant.
- Comme seule protection\u00a0: l’API doit refuser elle-même les requêtes non autorisées.

### À faire
- Fournir \`errorFallback\` quand le service qui répond à la vérification peut être indisponible, avec le \`Button\` partagé pour réessayer.

### À éviter
- Un bouton du navigateur sans style dans les états de repli\u202f; un message en anglais.`;

const never = () => new Promise<boolean>(() => {});

const meta = {
  title: 'Structure du site/Guard',
  component: Guard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: docs,
      },
    },
  },
  args: {
    check: fn(async () => true),
    onDenied: fn(),
    children: <p>Contenu réservé aux personnes connectées.</p>,
  },
} satisfies Meta<typeof Guard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  name: 'Vérification en cours',
  args: { check: fn(never) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Vérification de votre connexion…');
    await expect(canvas.queryByText('Contenu réservé aux personnes connectées.')).toBeNull();
    await expect(args.onDenied).not.toHaveBeenCalled();
  },
};

export const Allowed: Story = {
  name: 'Accès autorisé',
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('Contenu réservé aux personnes connectées.'),
    ).toBeVisible();
    await expect(args.check).toHaveBeenCalled();
    await expect(args.onDenied).not.toHaveBeenCalled();
  },
};

export const Denied: Story = {
  name: 'Accès refusé',
  args: { check: fn(async () => false) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onDenied).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Connexion requise');
    await expect(canvas.queryByText('Contenu réservé aux personnes connectées.')).toBeNull();
  },
};

export const CheckFailed: Story = {
  name: 'Vérification en échec (vaut refus)',
  args: { check: fn(async () => Promise.reject(new Error('réseau'))) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onDenied).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByText('Contenu réservé aux personnes connectées.')).toBeNull();
  },
};

export const ServiceUnavailable: Story = {
  name: 'Service indisponible (erreur, pas de redirection)',
  args: {
    check: fn(async () => Promise.reject(new Error('réseau'))),
    errorFallback: (_error, retry) => (
      <div role="alert" style={{ padding: '1rem' }}>
        <p>Le service ne répond pas. Vos données ne sont pas perdues.</p>
        <Button onClick={retry}>Réessayer</Button>
      </div>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ne répond pas');
    await expect(args.onDenied).not.toHaveBeenCalled();
    const retry = canvas.getByRole('button', { name: 'Réessayer' });
    // The shared Button, at least 40 px high (44 on touch screens), not an unstyled 21 px one.
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(retry);
    await waitFor(() => expect(args.check).toHaveBeenCalledTimes(2));
  },
};

export const Mobile: Story = {
  name: 'Mobile (vérification en cours)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { check: fn(never) },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées (vérification en cours)',
  args: { check: fn(never) },
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (refus)',
  args: { check: fn(async () => false) },
  parameters: { epic: { mode: 'text-spacing' } },
};
