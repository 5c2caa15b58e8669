// The story checks' own tests (hidden from the sidebar with `!dev`): each builds a crafted DOM, so
// that a check which cannot fail would fail here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findHorizontalOverflow, overflowMessage } from './overflow-check';
import { epicParameters } from './story-checks';
import { storyTestHarness } from './story-test-harness';
import { findSmallTargets, targetMessage } from './target-check';

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

const targetCases: { name: string; html: string; expected: string[] }[] = [
  {
    name: 'large button',
    html: '<button style="width:44px;height:44px">Ok</button>',
    expected: [],
  },
  {
    name: 'small button',
    html: '<button style="width:120px;height:30px;padding:0">Petit</button>',
    expected: ['button « Petit »'],
  },
  {
    name: 'link in a sentence',
    html: '<p>Lire la <a href="#d">définition</a> avant de comparer.</p>',
    expected: [],
  },
  {
    name: 'link alone in its paragraph',
    html: '<p><a href="#d">Définition</a></p>',
    expected: ['a « Définition »'],
  },
  {
    name: 'block link in a paragraph',
    html: '<p>Voir <a href="#d" style="display:inline-block">Définition</a></p>',
    expected: ['a « Définition »'],
  },
  {
    name: 'check box with a 44 px label',
    html: '<label style="display:flex;min-height:44px;align-items:center"><input type="checkbox" style="width:20px;height:20px;margin:0">France entière</label>',
    expected: [],
  },
  {
    name: 'check box with a small label',
    html: '<input id="c" type="checkbox" style="width:20px;height:20px;margin:0"><label for="c" style="line-height:20px">France</label>',
    expected: ['input[type=checkbox] « France »'],
  },
  {
    name: 'small summary and tabindex element',
    html: '<details><summary style="line-height:20px">Plus</summary></details><div tabindex="0" style="height:20px">Zone</div>',
    expected: ['summary « Plus »', 'div « Zone »'],
  },
  {
    name: 'disabled, hidden and visually hidden',
    html: '<button disabled style="height:20px">Non</button><a href="#h" hidden>Caché</a><a href="#s" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Aller au contenu</a>',
    expected: [],
  },
];

export const TargetCheck: Story = {
  play: async () => {
    for (const { name, html, expected } of targetCases) {
      const { root, remove } = fixture(html);
      try {
        const found = findSmallTargets(root).map((offender) => offender.description);
        await expect({ name, found }).toEqual({ name, found: expected });
      } finally {
        remove();
      }
    }
    const { root, remove } = fixture(
      '<p><a href="#d" style="display:inline-block;width:90px;height:21px">Définition</a></p>',
    );
    const message = targetMessage(findSmallTargets(root), 375);
    remove();
    await expect(message).toContain('Targets under 44 × 44 px at 375 px (WCAG 2.5.5)');
    await expect(message).toContain('- a « Définition »: 90 × 21 px');
    await expect(targetMessage([], 375)).toBeUndefined();
  },
};

export const TargetOptOutNeedsAReason: Story = {
  play: async () => {
    await expect(() => epicParameters({ parameters: { epic: { targets: 'oui' } } })).toThrow(
      "parameters.epic.targets must be 'allowed: <reason>'",
    );
    await expect(
      epicParameters({ parameters: { epic: { targets: 'allowed: carte, cibles SVG' } } }),
    ).toEqual({ targets: 'allowed: carte, cibles SVG' });
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

/** The target check measures as on a phone: touch emulation, whatever the forced colours. */
export const TouchEmulation: Story = {
  play: async () => {
    const harness = storyTestHarness();
    if (!harness) return;
    await harness.emulateTouch(true);
    await expect(window.matchMedia('(pointer: coarse)').matches).toBe(true);
    await expect(window.matchMedia('(hover: none)').matches).toBe(true);
    await harness.emulateMedia([{ name: 'forced-colors', value: 'active' }]);
    await expect(window.matchMedia('(pointer: coarse)').matches).toBe(true);
    await harness.emulateTouch(false);
    await expect(window.matchMedia('(pointer: coarse)').matches).toBe(false);
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await harness.emulateMedia([{ name: 'forced-colors', value: '' }]);
  },
};
