import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { epicCssModulesPlugin } from '../../scripts/css-modules';
import { declarations } from '../../scripts/tsup-dts';

/**
 * Each entry's CSS (dist/<entry>.css, esbuild's bundle of the CSS its modules import) is imported
 * by the entry itself, so that `import { Header } from '@epic/ui'` brings its styles with any
 * bundler; package.json's `sideEffects` lists those entries and the CSS.
 */
function importOwnCss(): void {
  const files = readdirSync('dist');
  for (const file of files.filter((name) => name.endsWith('.js') && !name.endsWith('.server.js'))) {
    const css = file.replace(/\.js$/, '.css');
    if (!files.includes(css)) continue;
    const path = `dist/${file}`;
    const code = readFileSync(path, 'utf8');
    const line = `import './${css}';\n`;
    if (code.startsWith(line)) continue;
    // The same entry without its CSS, for Node (`node` export condition): server rendering
    // imports the components, and the page links the stylesheets itself.
    writeFileSync(path.replace(/\.js$/, '.server.js'), code);
    writeFileSync(path, line + code);
  }
}

/**
 * The CSS modules' virtual paths (scripts/css-modules.ts) are absolute: the maps and esbuild's
 * module comments name them from the package instead, so that the tarball carries no path of the
 * machine that built it.
 */
function relativeSourceMaps(): void {
  const packageRoot = `${process.cwd()}/`;
  for (const file of readdirSync('dist').filter((name) => /\.(map|js|css)$/.test(name))) {
    const path = `dist/${file}`;
    const map = readFileSync(path, 'utf8');
    const relative = map
      .replaceAll(`epic-css-module:${packageRoot}`, '../')
      .replaceAll(packageRoot, '../')
      .replace(/(\.\.\/src\/[^"?]*\.module\.css)\?(module|compiled)/g, '$1');
    if (relative !== map) writeFileSync(path, relative);
  }
}

export default defineConfig({
  // chart, map, table, statistics, compare and areas are separate entries so that the site can load them lazily.
  entry: {
    index: 'src/index.ts',
    chart: 'src/chart/index.ts',
    map: 'src/map/index.ts',
    table: 'src/table/index.ts',
    statistics: 'src/statistics/index.ts',
    compare: 'src/compare/index.ts',
    areas: 'src/areas/index.ts',
    // The CSV dialects of @epic/api-contract, re-exported (external: a dependency).
    csv: 'src/csv/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: declarations,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // *.module.css: class names `epic-<local>-<hash>` (scripts/css-modules.ts); other CSS is global.
  esbuildPlugins: [epicCssModulesPlugin()],
  loader: { '.css': 'css' },
  onSuccess: async () => {
    importOwnCss();
    relativeSourceMaps();
    // `@epic/ui/base.css`: the global element rules, opt-in (no entry imports them).
    copyFileSync('src/styles/base.css', 'dist/base.css');
  },
});
