// The story checks' own tests (hidden from the sidebar with `!dev`): each builds a crafted DOM, so
// that a check which cannot fail would fail here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findHorizontalOverflow, overflowMessage } from './overflow-check';
import { epicParameters } from './story-checks';
import { storyTestHarness } from './story-test-harness';

const meta = {
  title: 'Outillage/Vérifications des stories',
  tags: ['!dev', '!autodocs'],
  render: () => <p>Vérifications</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 300 px wide root in the page, filled by `html`; removed by the returned function. */
function fixture(html: string): { root: HTMLElement; remove: () => void } {
  const root = document.createElement('div');
  root.style.width = '300px';
  root.innerHTML = html;
  document.body.append(root);
  return { root, remove: () => root.remove() };
}

const cases: { name: string; html: string; expected: string[] }[] = [
  { name: 'fits', html: '<p>Texte court</p><div style="width:300px">300 px</div>', expected: [] },
  {
    name: 'wide box',
    html: '<div style="width:420px">Trop large</div>',
    expected: ['outside-root'],
  },
  {
    name: 'long word',
    html: '<p>Anticonstitutionnellementanticonstitutionnellementanticonstitutionnellement</p>',
    expected: ['outside-root'],
  },
  {
    name: 'shifted left',
    html: '<div style="margin-left:-40px">Décalé</div>',
    expected: ['outside-root'],
  },
  {
    name: 'scroll region without label or focus',
    html: '<div style="overflow-x:auto"><div style="width:600px">Large</div></div>',
    expected: ['unreachable-scroll-region'],
  },
  {
    name: 'focusable labelled scroll region',
    html: '<div style="overflow-x:auto" tabindex="0" aria-label="Tableau"><div style="width:600px">Large</div></div>',
    expected: [],
  },
  {
    name: 'marked scroll region',
    html: '<div style="overflow-x:auto" data-epic-scroll-region><div style="width:600px">Large</div></div>',
    expected: [],
  },
  {
    name: 'clipped content',
    html: '<div style="overflow:hidden"><div style="width:600px">Coupé</div></div>',
    expected: [],
  },
  {
    name: 'visually hidden text',
    html: '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">Texte pour lecteurs d’écran très long</span>',
    expected: [],
  },
  {
    name: 'hidden element',
    html: '<div style="display:none;width:900px">Caché</div>',
    expected: [],
  },
];

export const OverflowCheck: Story = {
  play: async () => {
    for (const { name, html, expected } of cases) {
      const { root, remove } = fixture(html);
      try {
        const reasons = findHorizontalOverflow(root).map((offender) => offender.reason);
        await expect({ name, reasons }).toEqual({ name, reasons: expected });
      } finally {
        remove();
      }
    }
    const { root, remove } = fixture('<div style="width:420px">Trop large</div>');
    const message = overflowMessage(findHorizontalOverflow(root), 375);
    remove();
    await expect(message).toContain('div « Trop large »: 120 px outside the story');
    await expect(overflowMessage([], 375)).toBeUndefined();
  },
};

export const OverflowOptOutNeedsAReason: Story = {
  play: async () => {
    await expect(() => epicParameters({ parameters: { epic: { overflow: 'yes' } } })).toThrow(
      "must be 'allowed: <reason>'",
    );
    await expect(
      epicParameters({ parameters: { epic: { overflow: 'allowed: carte plein écran' } } }),
    ).toEqual({ overflow: 'allowed: carte plein écran' });
  },
};

export const ForcedColorsMode: Story = {
  parameters: { epic: { mode: 'forced-colors' } },
  play: async () => {
    // Only the story tests can emulate forced colours (CDP).
    const expected = storyTestHarness() !== undefined;
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(expected);
  },
};

export const NoForcedColorsOtherwise: Story = {
  play: async () => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(false);
  },
};

export const TextSpacingMode: Story = {
  parameters: { epic: { mode: 'text-spacing' } },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    if (!paragraph) throw new Error('no paragraph');
    const style = getComputedStyle(paragraph);
    const fontSize = Number.parseFloat(style.fontSize);
    await expect(Number.parseFloat(style.letterSpacing)).toBeCloseTo(fontSize * 0.12, 1);
    await expect(Number.parseFloat(style.wordSpacing)).toBeCloseTo(fontSize * 0.16, 1);
    await expect(Number.parseFloat(style.lineHeight)).toBeCloseTo(fontSize * 1.5, 1);
  },
};
