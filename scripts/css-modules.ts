/**
 * Class names of the CSS modules, everywhere they are built (site, Storybook, story tests, the
 * package's dist): `epic-<local>-<hash of the file's path in the repository>`, e.g.
 * `epic-skipLink-3Fq9x`. The prefix says where a class comes from in a page that mixes design
 * systems; the hash keeps two files' `.root` apart and is the same on every machine.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import type { Plugin as PostcssPlugin } from 'postcss';
import { preprocessCSS, resolveConfig } from 'vite';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

export function epicScopedName(local: string, filename: string): string {
  const path = relative(repositoryRoot, filename.replace(/\?.*$/, '')).split(sep).join('/');
  const hash = createHash('sha256').update(path).digest('base64url').slice(0, 5);
  return `epic-${local}-${hash}`;
}

/** `css.modules` for Vite configs. */
export const cssModules = { generateScopedName: epicScopedName };

const librarySources = `${repositoryRoot}packages/ui/src/`.split(sep).join('/');

/**
 * PostCSS plugin: every CSS module of @epic/ui goes into the cascade layer `epic`, so that any
 * unlayered rule of the app using the library wins whatever the order the stylesheets arrive in
 * (a theme's `:root { --epic-color-primary: … }`). The global files (tokens, base) say
 * `@layer epic` themselves.
 */
export function epicLayer(): PostcssPlugin {
  return {
    postcssPlugin: 'epic-layer',
    Once(root, { AtRule }) {
      const file = root.source?.input.file?.split(sep).join('/') ?? '';
      if (!file.startsWith(librarySources) || !file.endsWith('.module.css')) return;
      const layer = new AtRule({ name: 'layer', params: 'epic' });
      layer.append(root.nodes);
      root.append(layer);
    },
  };
}

/** `css` for Vite configs: the class names above, and the library's modules in `@layer epic`. */
export const epicCss = { modules: cssModules, postcss: { plugins: [epicLayer()] } };

const NAMESPACE = 'epic-css-module';

/**
 * esbuild (tsup) plugin: `*.module.css` compiled by Vite's CSS pipeline with the names above.
 * The JS module exports the class map and imports the compiled CSS, which esbuild bundles into
 * the entry's CSS file like any other CSS import. Paths in its namespace end in `?module` or
 * `?compiled` so that tsup's own `.css` loader leaves them alone.
 */
export function epicCssModulesPlugin(): Plugin {
  return {
    name: 'epic-css-modules',
    setup(build) {
      const compiled = new Map<string, string>();
      const config = resolveConfig(
        { configFile: false, logLevel: 'silent', css: epicCss },
        'build',
      );
      build.onResolve({ filter: /\.module\.css$/ }, ({ path, resolveDir }) => ({
        path: `${resolve(resolveDir, path)}?module`,
        namespace: NAMESPACE,
      }));
      build.onResolve({ filter: /\?compiled$/ }, ({ path }) => ({ path, namespace: NAMESPACE }));
      build.onLoad({ filter: /\?module$/, namespace: NAMESPACE }, async (args) => {
        const path = args.path.slice(0, -'?module'.length);
        const result = await preprocessCSS(await readFile(path, 'utf8'), path, await config);
        compiled.set(path, result.code);
        const css = JSON.stringify(`${path}?compiled`);
        return {
          contents: `import ${css};\nexport default ${JSON.stringify(result.modules ?? {})};\n`,
          loader: 'js',
        };
      });
      build.onLoad({ filter: /\?compiled$/, namespace: NAMESPACE }, (args) => {
        const path = args.path.slice(0, -'?compiled'.length);
        return { contents: compiled.get(path) ?? '', loader: 'css', resolveDir: dirname(path) };
      });
    },
  };
}
