import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const readVersion = (path: string): string =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string }).version;

function gitCommit(): string {
  if (process.env.EPIC_COMMIT) return process.env.EPIC_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'inconnu';
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
  define: {
    __EPIC_BUILD__: JSON.stringify({
      siteVersion: readVersion('./package.json'),
      uiVersion: readVersion('../../packages/ui/package.json'),
      authVersion: readVersion('../../packages/auth/package.json'),
      commit: gitCommit(),
      builtAt: new Date().toISOString(),
    }),
  },
  server: {
    port: 5173,
    strictPort: true,
    // Same origin in development too: the API's session cookie and CSRF check need it.
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  preview: { port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
