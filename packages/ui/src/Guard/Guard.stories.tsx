import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Alert } from '../Alert';
import { Guard } from './Guard';

const docs = `Garde d’accès sans dépendance à l’authentification\u00a0: affiche son contenu seulement quand \`check()\` a répondu \`true\`. Sinon appelle \`onDenied()\` une seule fois (l’application lance alors la connexion). Un échec de la vérification vaut refus, sauf avec \`showErrors\`\u00a0: il affiche alors un état d’erreur avec «\u202fRéessayer\u202f».

Ses états sont ceux de la bibliothèque\u00a0: la vérification et la redirection vers la connexion sont des \`Alert\` d’information (annoncées poliment), l’erreur est un \`DataError\` (annoncée tout de suite, avec le bouton partagé). \`errorMessage\` donne le texte d’une erreur (le message français d’une erreur d’authentification), \`errorDetails\` ajoute un contenu dessous\u00a0; \`fallback\`, \`deniedFallback\` et \`errorFallback\` remplacent un état entier.

### Quand l’utiliser
- Autour d’un écran réservé aux personnes connectées, dans la route qui l’affiche.

### Quand ne pas l’utiliser
- Pour masquer un bouton ou un lien selon le profil\u00a0: testez l’utilisateur dans le composant.
- Comme seule protection\u00a0: l’API doit refuser elle-même les requêtes non autorisées.

### À faire
- Activer \`showErrors\` quand le service qui répond à la vérification peut être indisponible.

### À éviter
- Remplacer un état par un balisage à soi quand \`Alert\` ou \`DataError\` suffit\u202f; un message en anglais.`;

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
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Information\s:\sVérification de votre connexion…$/);
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
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
  name: 'Non connecté (redirection vers la connexion)',
  args: { check: fn(async () => false) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onDenied).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Information\s:\sConnexion requise\s: redirection vers la page de connexion…$/,
    );
    await expect(canvas.queryByText('Contenu réservé aux personnes connectées.')).toBeNull();
  },
};

export const CheckFailed: Story = {
  name: 'Vérification en échec (vaut refus)',
  args: { check: fn(async () => Promise.reject(new Error('réseau'))) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onDenied).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Connexion requise');
    await expect(canvas.queryByText('Contenu réservé aux personnes connectées.')).toBeNull();
  },
};

export const ServiceUnavailable: Story = {
  name: 'Service indisponible (erreur, pas de redirection)',
  args: {
    check: fn(async () => Promise.reject(new Error('réseau'))),
    showErrors: true,
    errorDetails: <p>Les pages Accueil, À propos et Version restent disponibles.</p>,
  },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de vérifier votre connexion pour le moment.');
    await expect(alert).toHaveTextContent('restent disponibles');
    await expect(args.onDenied).not.toHaveBeenCalled();
    const retry = canvas.getByRole('button', { name: 'Réessayer' });
    // The shared Button, at least 40 px high (44 on touch screens), not an unstyled 21 px one.
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(retry);
    await waitFor(() => expect(args.check).toHaveBeenCalledTimes(2));
  },
};

export const ErrorMessage: Story = {
  name: 'Service indisponible, message de l’erreur',
  args: {
    check: fn(async () => Promise.reject(new Error('Le service de connexion ne répond pas.'))),
    showErrors: true,
    errorMessage: (error) => (error instanceof Error ? error.message : undefined),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le service de connexion ne répond pas.',
    );
    await expect(args.onDenied).not.toHaveBeenCalled();
  },
};

export const CustomStates: Story = {
  name: 'État remplacé (deniedFallback)',
  args: {
    check: fn(async () => false),
    deniedFallback: (
      <Alert type="warning" title="Espace réservé">
        Connectez-vous pour voir cette page.
      </Alert>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Espace réservé');
    await expect(args.onDenied).toHaveBeenCalledTimes(1);
  },
};

export const ErrorMobile: Story = {
  name: 'Mobile (service indisponible)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    check: fn(async () => Promise.reject(new Error('réseau'))),
    showErrors: true,
    errorDetails: <p>Les pages Accueil, À propos et Version restent disponibles.</p>,
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
