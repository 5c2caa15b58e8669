/**
 * Checks every story goes through after it renders, beside addon-a11y's axe run at the story's own
 * viewport: at 375 px, no horizontal overflow, no target under 44 × 44 px (target-check.ts) and no
 * axe violation, colour contrast apart (in the story tests, each story that renders wider is
 * resized to 375 px, checked, then restored). Modes named by
 * `parameters.epic.mode`: forced colours (CDP emulation, story tests only) and WCAG text spacing
 * (a decorator in preview.tsx).
 */
import type { StoryContext } from '@storybook/react-vite';
import { findHorizontalOverflow, overflowMessage } from './overflow-check';
import { storyTestHarness } from './story-test-harness';
import { findSmallTargets, targetMessage } from './target-check';

export type EpicMode = 'forced-colors' | 'text-spacing';

/** `parameters.epic` of a story. */
export interface EpicParameters {
  /** Display mode the story is rendered in. */
  mode?: EpicMode;
  /** Opt out of the overflow check, saying why: `'allowed: <reason>'`. */
  overflow?: `allowed: ${string}`;
  /** Opt out of the 44 × 44 px target check, saying why: `'allowed: <reason>'`. */
  targets?: `allowed: ${string}`;
}

export const MOBILE_WIDTH = 375;
const MOBILE_HEIGHT = 740;

export function epicParameters(context: Pick<StoryContext, 'parameters'>): EpicParameters {
  const epic = (context.parameters.epic ?? {}) as EpicParameters & {
    overflow?: string;
    targets?: string;
  };
  for (const key of ['overflow', 'targets'] as const) {
    const value = epic[key];
    if (value !== undefined && !/^allowed: \S/.test(value)) {
      throw new Error(
        `parameters.epic.${key} must be 'allowed: <reason>', got ${JSON.stringify(value)}`,
      );
    }
  }
  return epic;
}

/** Forced colours through CDP in the story tests; the returned cleanup turns them off. */
export async function applyForcedColors(
  context: Pick<StoryContext, 'parameters'>,
): Promise<(() => Promise<void>) | undefined> {
  const harness = storyTestHarness();
  if (!harness || epicParameters(context).mode !== 'forced-colors') return undefined;
  await harness.emulateMedia([{ name: 'forced-colors', value: 'active' }]);
  return () => harness.emulateMedia([{ name: 'forced-colors', value: '' }]);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: Record<string, unknown>;
}

/**
 * axe with addon-a11y's settings for the story (same context, same disabled rules), at 375 px
 * after addon-a11y's run at the story's own width. Colour contrast, most of axe's time, is left to
 * that first run: the library sets colours by width in two container rules only, and their stories
 * have mobile variants that the first run checks at 375 px.
 */
async function axeViolations(parameters: Record<string, unknown>): Promise<string | undefined> {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return undefined;
  const axe = (await import('axe-core')).default;
  axe.reset();
  axe.configure({
    rules: [
      { id: 'region', enabled: false },
      ...(a11y.config?.rules ?? []),
      { id: 'color-contrast', enabled: false },
    ],
  });
  const result = await axe.run(
    {
      include: [document.body],
      exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
    },
    // Violations only: axe skips the detail of passes and incomplete results (about half its time).
    { ...a11y.options, resultTypes: ['violations'] },
  );
  if (result.violations.length === 0) return undefined;
  return result.violations
    .map(
      (violation) =>
        `- ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
    .join('\n');
}

/**
 * Runs after each story (preview `afterEach`). In the story tests: fails on overflow, small
 * targets or axe violations at 375 px. In the Storybook UI: warns in the console when the canvas
 * is 375 px or narrower and something overflows or is too small to touch.
 */
export async function checkStory(context: StoryContext): Promise<void> {
  if (context.viewMode === 'docs') return;
  const epic = epicParameters(context);
  const checkOverflow = () =>
    epic.overflow
      ? undefined
      : overflowMessage(findHorizontalOverflow(context.canvasElement), window.innerWidth);
  const checkTargets = () =>
    epic.targets
      ? undefined
      : targetMessage(findSmallTargets(context.canvasElement), window.innerWidth);
  const harness = storyTestHarness();
  if (!harness) {
    if (window.innerWidth <= MOBILE_WIDTH) {
      const touch = window.matchMedia('(pointer: coarse)').matches;
      for (const message of [checkOverflow(), touch ? checkTargets() : undefined]) {
        if (message) console.warn(message);
      }
    }
    return;
  }
  const failures: string[] = [];
  // The page itself must not scroll sideways: hidden text positioned outside a table's scroll
  // area (no positioned ancestor inside it) widens the page though the story's root looks fine.
  const pageScroll = () => {
    const root = document.documentElement;
    const extra = root.scrollWidth - root.clientWidth;
    return epic.overflow || extra <= 1
      ? undefined
      : `The page scrolls ${extra} px sideways at ${window.innerWidth} px (WCAG 1.4.10): an element escapes its scroll area.`;
  };
  const wide = pageScroll();
  if (wide) failures.push(wide);
  // addon-a11y's afterEach ran axe at the story's own width before this one (addons come first);
  // the next story test sets its own viewport, so 375 px is not undone here. The page is also a
  // phone's touch screen (`pointer: coarse`, `hover: none`), where the library promises its 44 px
  // targets; both changes take effect in the same frames.
  const resized = window.innerWidth > MOBILE_WIDTH;
  const touch = !epic.targets;
  if (resized || touch) {
    await Promise.all([
      resized ? harness.setViewport(MOBILE_WIDTH, MOBILE_HEIGHT) : undefined,
      touch ? harness.emulateTouch(true) : undefined,
    ]);
    await nextFrame();
    await nextFrame();
  }
  try {
    const overflow = checkOverflow() ?? pageScroll();
    if (overflow) failures.push(overflow);
    const small = touch ? checkTargets() : undefined;
    if (small) failures.push(small);
    const violations = resized ? await axeViolations(context.parameters) : undefined;
    if (violations) failures.push(`Accessibility violations at ${MOBILE_WIDTH} px:\n${violations}`);
  } finally {
    // Off before the next story renders: the CDP call has taken effect when it resolves.
    if (touch) await harness.emulateTouch(false);
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
