/**
 * Fails when a component of @epic/ui with stories has no props table in the built Storybook
 * (`npm run build-storybook` first): its docs page would show an empty « Props » block.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ui = new URL('../packages/ui/src/', import.meta.url);
const assets = new URL('../storybook-static/assets/', import.meta.url);

// Each stories file's `component` (its docs page's props table).
const components = readdirSync(ui, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(new URL(`${entry.name}/`, ui))
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => readFileSync(new URL(`${entry.name}/${file}`, ui), 'utf8')),
  )
  .flatMap((source) =>
    [...source.matchAll(/^\s*component: ([A-Z]\w*),$/gm)].map((m) => m[1] ?? ''),
  );

const bundle = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(assets.pathname, file), 'utf8'))
  .join('\n');

// react-docgen-typescript's output: `X.__docgenInfo={…,displayName:`Name`,…,props:{first:{…`.
const hasProps = (name: string) => {
  for (const m of bundle.matchAll(new RegExp(`displayName:\`${name}\`,`, 'g'))) {
    const after = bundle.slice(m.index, m.index + 2_000);
    const props = after.indexOf('props:{');
    if (props !== -1 && after[props + 'props:{'.length] !== '}') return true;
  }
  return false;
};
const missing = [...new Set(components)].filter((name) => !hasProps(name));

if (missing.length > 0) {
  console.error(`No props table in the built Storybook for: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`Props tables: ${new Set(components).size} components, each with its props.`);
