/**
 * Vite plugin: the map files of the geometry pipeline as static assets.
 * - Build: generates them once per content version (or reuses the cache, see cache.ts) and emits
 *   them at `assets/geo/<version>/<file>`: the API serves `/assets/` immutable, and the
 *   precompress plugin writes their .br and .gz at closeBundle, after they are written.
 * - Dev server: serves the same files at the same URLs (generated on the first request).
 * - Both: defines `__EPIC_GEO_BASE__`, the base URL of the files (ends with '/').
 * No network: the inputs are the raw files in data/opendata and the dec-YYYY packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Plugin } from 'vite';
import { type GeoFiles, geoFiles } from './cache.js';
import { geoVersion } from './pipeline.js';

export const GEO_ASSETS_DIR = 'assets/geo';

async function ensureFiles(version: string, log: (line: string) => void): Promise<GeoFiles> {
  const start = performance.now();
  const files = await geoFiles(undefined, version);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  const count = Object.keys(files.manifest.files).length;
  log(
    `epic-geo ${version}: ${count} map files ${files.cached ? 'reused from the cache' : 'generated'} in ${seconds} s`,
  );
  return files;
}

export function geoAssets(): Plugin {
  let version = '';
  let files: GeoFiles | undefined;
  const log = (line: string) => console.log(line);
  return {
    name: 'epic-geo',
    config(config) {
      version = geoVersion();
      const base = (config.base ?? '/').replace(/\/?$/, '/');
      return {
        define: { __EPIC_GEO_BASE__: JSON.stringify(`${base}${GEO_ASSETS_DIR}/${version}/`) },
      };
    },
    async buildStart() {
      if (this.meta.watchMode || files) return;
      files = await ensureFiles(version, log);
    },
    async generateBundle() {
      if (!files) files = await ensureFiles(version, log);
      for (const name of readdirSync(files.dir).sort()) {
        this.emitFile({
          type: 'asset',
          fileName: `${GEO_ASSETS_DIR}/${version}/${name}`,
          source: readFileSync(join(files.dir, name)),
        });
      }
    },
    configureServer(server) {
      const prefix = `${server.config.base.replace(/\/?$/, '/')}${GEO_ASSETS_DIR}/${version}/`;
      let pending: Promise<GeoFiles> | undefined;
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const name = url.slice(prefix.length);
        // One run for the requests that arrive together.
        pending ??= ensureFiles(version, (line) => server.config.logger.info(line));
        files ??= await pending;
        let body: Buffer;
        try {
          if (!/^[\w-]+\.json$/.test(name)) throw new Error('not a map file');
          body = readFileSync(join(files.dir, name));
        } catch {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body);
      });
    },
  };
}
