import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { divergingPaletteIds, sequentialPaletteIds } from '../TerritoryMap/palettes';
import { ChartSeries, MapPalettes } from './DataPalettes';

const meta = {
  title: 'Fondations/Palettes de données',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sequential: Story = {
  name: 'Cartes, palettes séquentielles',
  render: () => <MapPalettes kind="sequential" />,
  play: async ({ canvasElement }) => {
    const palettes = [...canvasElement.querySelectorAll('[data-palette]')];
    await expect(palettes.map((el) => el.getAttribute('data-palette'))).toEqual(
      sequentialPaletteIds,
    );
    // Seven classes each, light to dark, each with its ratio on the surface.
    for (const palette of palettes) {
      await expect(palette.querySelectorAll('[data-color]')).toHaveLength(7);
    }
  },
};

export const Diverging: Story = {
  name: 'Cartes, palettes divergentes',
  render: () => <MapPalettes kind="diverging" />,
  play: async ({ canvasElement }) => {
    const palettes = [...canvasElement.querySelectorAll('[data-palette]')];
    await expect(palettes.map((el) => el.getAttribute('data-palette'))).toEqual(
      divergingPaletteIds,
    );
    for (const palette of palettes) {
      await expect(palette.querySelectorAll('[data-color]')).toHaveLength(8);
    }
  },
};

export const Series: Story = {
  name: 'Graphiques, séries',
  render: () => <ChartSeries />,
  play: async ({ canvasElement }) => {
    const series = [...canvasElement.querySelectorAll('[data-series]')];
    await expect(series).toHaveLength(6);
    // Lines and markers are graphics: 3:1 at least on both backgrounds (WCAG 1.4.11).
    await expect(series.every((el) => el.getAttribute('data-pass') === 'true')).toBe(true);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <MapPalettes kind="diverging" />,
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  render: () => <ChartSeries />,
};
