// Story tests only (Vitest browser mode, Playwright Chromium): gives preview.tsx viewport
// resizing and CDP media emulation (forced colours) through story-test-harness.ts.
import { beforeAll } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { installHarness } from './story-test-harness';

const emulateMedia = async (features: { name: string; value: string }[]) => {
  await cdp().send('Emulation.setEmulatedMedia', { features });
};

installHarness({
  setViewport: (width, height) => page.viewport(width, height),
  emulateMedia,
});

// CDP emulation belongs to the page, not to a test file's iframe: a file whose last story emulated
// forced colours must not pass them on to the next file (a story's own cleanup runs only when the
// next story of the same file starts).
beforeAll(() => emulateMedia([{ name: 'forced-colors', value: '' }]));
