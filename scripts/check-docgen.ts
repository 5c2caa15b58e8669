/**
 * Fails when a component of @epic/ui with stories has no props table in the built Storybook
 * (`npm run build-storybook` first): its docs page would show an empty « Props » block. Fails too
 * when a prop of such a table has no description: the descriptions are the props' JSDoc, the
 * library's public documentation, in French like the docs pages (docs/development.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Components whose props' JSDoc is still being translated to French, by other changes in flight:
 * an empty description is reported for them but does not fail the check. Remove a component from
 * this list once its props are all described.
 */
const PENDING: readonly string[] = [];

const ui = new URL('../packages/ui/src/', import.meta.url);
const assets = new URL('../storybook-static/assets/', import.meta.url);

// Each stories file's `component` (its docs page's props table).
const components = [
  ...new Set(
    readdirSync(ui, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(new URL(`${entry.name}/`, ui))
          .filter((file) => file.endsWith('.stories.tsx'))
          .map((file) => readFileSync(new URL(`${entry.name}/${file}`, ui), 'utf8')),
      )
      .flatMap((source) =>
        [...source.matchAll(/^\s*component: ([A-Z]\w*),$/gm)].map((m) => m[1] ?? ''),
      ),
  ),
];

const bundle = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(assets.pathname, file), 'utf8'))
  .join('\n');

type DocgenProp = { name: string; description: string };
type DocgenInfo = { displayName: string; props?: Record<string, DocgenProp> };

/** The object literal starting at `start` (a `{`), skipping the braces inside strings. */
function objectLiteral(source: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  throw new Error(`Unterminated __docgenInfo at ${start}`);
}

// react-docgen-typescript's output, minified: `X.__docgenInfo={description:…,displayName:`Name`,
// …,props:{first:{…,description:`…`,name:`first`,…},…}}`, a literal of literals only.
const docgen = new Map<string, DocgenInfo>();
for (const m of bundle.matchAll(/\.__docgenInfo=\{/g)) {
  const literal = objectLiteral(bundle, m.index + m[0].length - 1);
  const info = new Function(`return (${literal});`)() as DocgenInfo;
  const known = docgen.get(info.displayName);
  // A component imported by several stories files is in several chunks: keep one with props.
  if (!known || Object.keys(known.props ?? {}).length === 0) docgen.set(info.displayName, info);
}

const missing: string[] = [];
const undescribed: string[] = [];
const pending: string[] = [];
let propCount = 0;
let describedCount = 0;
for (const name of components) {
  const props = Object.values(docgen.get(name)?.props ?? {});
  if (props.length === 0) missing.push(name);
  for (const prop of props) {
    propCount++;
    if (prop.description.trim() !== '') describedCount++;
    else (PENDING.includes(name) ? pending : undescribed).push(`${name}.${prop.name}`);
  }
}

const unknownPending = PENDING.filter((name) => !components.includes(name));
console.log(
  `Props tables: ${components.length} components, ${propCount} props, ${describedCount} described` +
    ` (${pending.length} undescribed in ${PENDING.length} pending components).`,
);
if (pending.length > 0) console.log(`Pending, not failing: ${pending.join(', ')}`);
if (unknownPending.length > 0) {
  console.error(`PENDING names no component with stories: ${unknownPending.join(', ')}`);
}
if (missing.length > 0) {
  console.error(`No props table in the built Storybook for: ${missing.join(', ')}`);
}
if (undescribed.length > 0) {
  console.error(`Props without a description (JSDoc, in French): ${undescribed.join(', ')}`);
}
if (missing.length > 0 || undescribed.length > 0 || unknownPending.length > 0) process.exit(1);
