import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Guard } from './Guard';

const never = () => new Promise<boolean>(() => {});

const meta = {
  title: 'Shell/Guard',
  component: Guard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Garde d’accès sans dépendance à l’authentification : affiche son contenu seulement quand `check()` a répondu `true`. Sinon appelle `onDenied()` une seule fois (l’application lance alors la connexion). Un échec de la vérification vaut refus.',
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
        <p>Le service EPIC ne répond pas. Vos données ne sont pas perdues.</p>
        <button type="button" onClick={retry}>
          Réessayer
        </button>
      </div>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ne répond pas');
    await expect(args.onDenied).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(args.check).toHaveBeenCalledTimes(2));
  },
};
