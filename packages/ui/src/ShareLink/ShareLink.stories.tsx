import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareLink } from './ShareLink';

const permalink =
  'https://epic.example.org/comparer/?type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024';

/** Replaces the clipboard for the story; returns the spy. */
function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

const meta = {
  title: 'Structure du site/ShareLink',
  component: ShareLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Lien permanent de la vue (Explorer ou Comparer) avec un bouton «\u202fCopier le lien\u202f» (le \`Button\` partagé). Le résultat est annoncé dans une zone de statut\u00a0: «\u202fLien copié\u202f», ou, si le presse-papiers est refusé, le lien est sélectionné et le message explique comment le copier.

### Quand l’utiliser
- Pour partager l’état exact d’un écran (territoire, millésime, côtés de la comparaison).

### Quand ne pas l’utiliser
- Pour un lien de navigation ordinaire\u00a0: un lien suffit.

### À faire
- Une adresse complète et stable, qui rouvre le même écran.

### À éviter
- Copier sans le dire\u00a0: le statut annonce le résultat.`,
      },
    },
  },
  args: { url: permalink, onCopy: fn() },
} satisfies Meta<typeof ShareLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copy: Story = {
  name: 'Copier le lien',
  play: async ({ canvas, args }) => {
    const writeText = mockClipboard(async () => {});
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Lien copié'));
    await expect(writeText).toHaveBeenCalledWith(permalink);
    await expect(args.onCopy).toHaveBeenCalledWith(permalink);
  },
};

export const CopyFails: Story = {
  name: 'Copie refusée',
  play: async ({ canvas, args }) => {
    mockClipboard(async () => {
      throw new DOMException('Refusé', 'NotAllowedError');
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copie impossible'));
    await expect(args.onCopy).not.toHaveBeenCalled();
    const input = canvas.getByRole('textbox', { name: 'Lien permanent vers cette vue' });
    await expect((input as HTMLInputElement).selectionEnd).toBe(permalink.length);
  },
};

export const Mobile: Story = {
  name: 'Mobile (lien long)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue(permalink);
    await expect(
      canvas.getByRole('button', { name: 'Copier le lien' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(375);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { epic: { mode: 'text-spacing' } },
};
