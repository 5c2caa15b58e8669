// Story tests only (Vitest browser mode, Playwright Chromium): gives ../preview.tsx viewport
// resizing and CDP media emulation (forced colours) through story-test-harness.ts.
import { cdp, page } from 'vitest/browser';
import { installHarness } from './story-test-harness';

installHarness({
  setViewport: (width, height) => page.viewport(width, height),
  emulateMedia: async (features) => {
    await cdp().send('Emulation.setEmulatedMedia', { features });
  },
});
