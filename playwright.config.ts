import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/ports';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // 2 cores run two Chromium workers, three API instances and the SSO server. The longest tests
  // without their own limit (the shell's width sweep signed in, the Métropole de Lyon's map) took
  // 18–21 s in CI and 31–32 s with one more busy process here: each test gets 60 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'fr-FR',
    launchOptions: {
      // Debian's Chromium (STACK.md gotcha 1): Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    // Signs in once; the spa tests that start signed in reuse its state (e2e/helpers.ts).
    {
      name: 'signed-in',
      testMatch: /signed-in\.setup\.ts$/,
      use: { baseURL: `http://localhost:${e2ePorts.spa}` },
    },
    {
      name: 'spa',
      testIgnore: /bff\.spec\.ts$/,
      dependencies: ['signed-in'],
      use: { baseURL: `http://localhost:${e2ePorts.spa}` },
    },
    {
      name: 'bff',
      testMatch: /bff\.spec\.ts$/,
      use: { baseURL: `http://localhost:${e2ePorts.bff}` },
    },
  ],
  webServer: {
    // Also builds the two sites (scripts/build-e2e.sh), while it prepares the database.
    command: 'npx tsx --conditions=@epic/source e2e/servers.ts',
    // 200 once the sites are built and every instance has its indicators in memory.
    url: `http://127.0.0.1:${e2ePorts.control}/ready`,
    reuseExistingServer: false,
    // The first run imports seven vintages into a fresh database, then three instances read them.
    timeout: 600_000,
    stdout: 'pipe',
  },
});
