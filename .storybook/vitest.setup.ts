// Story tests only (Vitest browser mode, Playwright Chromium): gives preview.tsx viewport
// resizing and CDP media emulation (forced colours) through story-test-harness.ts.
import { afterEach } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { installHarness } from './story-test-harness';

const emulateMedia = async (features: { name: string; value: string }[]) => {
  await cdp().send('Emulation.setEmulatedMedia', { features });
};

installHarness({
  setViewport: (width, height) => page.viewport(width, height),
  emulateMedia,
  emulateTouch: async (enabled) => {
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled, maxTouchPoints: 5 });
  },
});

// CDP emulation belongs to the page, and each file talks to it through its own CDP session: an
// override a file leaves behind (a story's own cleanup runs only when the next story of the same
// file starts, so never after a file's last story) is not undone by another session's reset.
// Every story's override is therefore removed by the session that set it, right after the story.
afterEach(() => emulateMedia([{ name: 'forced-colors', value: '' }]));
