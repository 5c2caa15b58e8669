// Runs before `npm test`: a missing system prerequisite stops the run at once with one line saying
// what to install, instead of a wall of browser-launch errors from Vitest and Playwright.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `npm test needs Chromium at ${chromium}: install it with \`apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
