/**
 * What the story tests (Vitest browser mode) can do that a page cannot: resize the viewport and
 * emulate CSS media features through the Chrome DevTools Protocol. vitest.setup.ts installs it;
 * in the Storybook UI it is absent and the checks that need it do not run.
 */
export interface StoryTestHarness {
  setViewport(width: number, height: number): Promise<void>;
  /** `Emulation.setEmulatedMedia` features; an empty value resets a feature. */
  emulateMedia(features: { name: string; value: string }[]): Promise<void>;
  /** Touch emulation: the page then matches `pointer: coarse` and `hover: none`, as on a phone. */
  emulateTouch(enabled: boolean): Promise<void>;
}

const KEY = '__epicStoryTest';

export function installHarness(harness: StoryTestHarness): void {
  (globalThis as Record<string, unknown>)[KEY] = harness;
}

export function storyTestHarness(): StoryTestHarness | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as StoryTestHarness | undefined;
}
