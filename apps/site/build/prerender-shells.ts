/**
 * Writes `dist/.shells/<route>.html` (named in the route manifest as each route's `page`): index.html with the route's frame already inside `#root`
 * (src/prerender.tsx, built for Node once the site is written). The API sends it for that route,
 * so a first visit paints the header and the page's skeleton before the scripts arrive. Every
 * URL of the frame (logos) is checked against the build: a missing file fails the build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';

export const SHELLS_DIR = '.shells';

/** `/explorer` → `.shells/explorer.html`, `/` → `.shells/index.html`: a route's HTML with its frame. */
export function shellFile(path: string): string {
  return `${SHELLS_DIR}/${path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'index'}.html`;
}

/** The URLs a frame's markup asks for (`src`, `href` of stylesheets and images). */
function assetUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:src|srcset)="([^"]+)"/g)].map((m) => m[1] ?? '');
}

export function prerenderShells(routes: readonly { path: string }[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'epic-prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the site's directory so that React and the router resolve from node_modules.
      const serverDir = resolve(config.root, 'node_modules/.epic-shells');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        css: { modules: config.css.modules },
        define: config.define,
        resolve: { conditions: [...config.resolve.conditions] },
        ssr: { resolve: { conditions: ['@epic/source', ...defaultServerConditions] } },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          // Same limit as the client build: small logos inline, the others by their file's URL.
          assetsInlineLimit: config.build.assetsInlineLimit,
        },
      });
      const { renderShell } = (await import(
        `${pathToFileURL(join(serverDir, 'prerender.js')).href}?t=${Date.now()}`
      )) as { renderShell: (path: string) => string };
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const root = '<div id="root"></div>';
      if (!index.includes(root)) throw new Error(`index.html has no empty ${root}.`);
      rmSync(join(outDir, SHELLS_DIR), { recursive: true, force: true });
      mkdirSync(join(outDir, SHELLS_DIR));
      for (const route of routes) {
        if (route.path === '*') continue;
        // Attributes the API's Content-Security-Policy forbids in markup (style-src 'self'): the
        // skeleton's line widths are React's to set, through the CSSOM, once it runs.
        const frame = renderShell(route.path).replace(/\sstyle="[^"]*"/g, '');
        if (/<script|\son[a-z]+=/i.test(frame))
          throw new Error(`The frame of ${route.path} has a script or an event attribute.`);
        for (const url of assetUrls(frame)) {
          if (url.startsWith('data:')) continue;
          if (!existsSync(join(outDir, url.replace(/^\//, ''))))
            throw new Error(`The frame of ${route.path} asks for ${url}, absent from the build.`);
        }
        writeFileSync(
          join(outDir, shellFile(route.path)),
          index.replace(root, `<div id="root">${frame}</div>`),
        );
      }
    },
  };
}
