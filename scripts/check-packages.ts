// Long file: one linear check (publint, dist CSS, pack, consumer app) whose steps share the temporary folder and the failure list; the consumer app's sources are inline templates.
/**
 * `npm run check:packages` (after `npm run build`): the published packages as a consumer gets them.
 * 1. publint --strict on each package;
 * 2. @epic/ui's dist CSS has only `epic-` class selectors;
 * 3. `npm pack` of each package (its prepack writes the published manifest): no `@epic/source`
 *    condition, no devDependencies, no private dependency in the tarball's package.json;
 * 4. a throwaway React 19 + Vite + strict TypeScript app in a temporary folder installs the three
 *    tarballs (versions of react, vite and typescript from the root lockfile), uses Layout, Header,
 *    Footer, Button and the format module of @epic/ui, the CSV dialects of @epic/api-contract
 *    (and their re-export `@epic/ui/csv`) and the React bindings of @epic/auth,
 *    type-checks (`tsc --noEmit`, strict, library types checked too) and builds (`vite build`),
 *    once with the Header alone and once with everything. Prints packed sizes and both bundles.
 *    It also imports every entry in plain Node and renders the shell with `renderToString` (SSR).
 * 5. the whole app in Chromium: its theme (`--epic-color-primary`, loaded before the library's CSS)
 *    wins over the library's tokens (`@layer epic`), and axe finds no violation.
 * `--keep` leaves the temporary app in place (its path is printed).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const packages = ['@epic/api-contract', '@epic/ui', '@epic/auth'] as const;
const directories: Record<(typeof packages)[number], string> = {
  '@epic/api-contract': 'packages/api-contract',
  '@epic/ui': 'packages/ui',
  '@epic/auth': 'packages/auth',
};
const failures: string[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`,
    );
  }
}

function step(title: string) {
  console.log(`\n== ${title}`);
}

// 1. publint
step('publint --strict');
for (const name of packages) {
  const output = run('npx', ['publint', '--strict', directories[name]], root);
  console.log(`${name}: ${output.trim().split('\n').at(-1)}`);
}

// 2. Class names of the dist CSS
step('@epic/ui dist CSS class names');
/** Class selectors of a style sheet that do not start with `epic-` (comments, strings, url() skipped). */
function foreignClasses(css: string): string[] {
  const selectorsOnly = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '')
    // Declarations (values may hold numbers such as .5rem): keep selectors and at-rule preludes.
    .replace(/:[^;{}]*;/g, ';');
  const classes = selectorsOnly.match(/\.-?[A-Za-z_][\w-]*/g) ?? [];
  return [...new Set(classes.filter((name) => !name.startsWith('.epic-')))];
}
const uiDist = join(root, 'packages/ui/dist');
const cssFiles = readdirSync(uiDist).filter((file) => file.endsWith('.css'));
if (cssFiles.length === 0) failures.push('packages/ui/dist has no CSS: run `npm run build` first.');
/** The base rules (html, body, *) are opt-in: only base.css may hold them. */
const globalElementRule = /(?:^|[},])\s*(?:html|body|\*)\s*[,{:]/;
for (const file of cssFiles) {
  const css = readFileSync(join(uiDist, file), 'utf8');
  const foreign = foreignClasses(css);
  console.log(`${file}: ${foreign.length === 0 ? 'only epic- classes' : foreign.join(', ')}`);
  if (foreign.length > 0) failures.push(`dist/${file} has classes without the epic- prefix`);
  if (file !== 'base.css' && globalElementRule.test(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    failures.push(`dist/${file} has global element rules (html, body, *): they belong in base.css`);
  }
}

// No path of the building machine in what is published (sourcemaps, module comments).
step('no absolute build path in dist');
for (const name of packages) {
  const dist = join(root, directories[name], 'dist');
  const leaking = readdirSync(dist).filter((file) =>
    readFileSync(join(dist, file), 'utf8').includes(root),
  );
  console.log(`${name}: ${leaking.length === 0 ? 'none' : leaking.join(', ')}`);
  if (leaking.length > 0) failures.push(`${name}: dist files name ${root}: ${leaking.join(', ')}`);
}

// 3. Pack
step('npm pack');
const work = mkdtempSync(join(tmpdir(), 'epic-packages-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);
type Packed = { name: string; filename: string; size: number; unpackedSize: number };
const packed = JSON.parse(
  run(
    'npm',
    ['pack', ...packages.flatMap((name) => ['-w', name]), '--json', '--pack-destination', tarballs],
    root,
  ),
) as Packed[];
const tarballOf = new Map(packed.map((entry) => [entry.name, join(tarballs, entry.filename)]));
for (const entry of packed) {
  console.log(
    `${entry.name}: ${kb(entry.size)} packed, ${kb(entry.unpackedSize)} unpacked (${entry.filename})`,
  );
  const manifestText = run(
    'tar',
    ['-xzOf', join(tarballs, entry.filename), 'package/package.json'],
    root,
  );
  const manifest = JSON.parse(manifestText) as Record<string, Record<string, string> | undefined>;
  const problems = [
    manifestText.includes('@epic/source') && 'the @epic/source export condition',
    manifest.devDependencies && 'devDependencies',
    manifest.private && '"private"',
    ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter((dependency) => dependency.startsWith('@epic/') && !tarballOf.has(dependency))
      .map((dependency) => `a dependency on the unpublished ${dependency}`),
  ].filter(Boolean);
  if (problems.length > 0)
    failures.push(`${entry.name}'s packed manifest has ${problems.join(', ')}`);
}
for (const name of packages) {
  const manifest = readFileSync(join(root, directories[name], 'package.json'), 'utf8');
  if (!manifest.includes('@epic/source'))
    failures.push(`${name}: package.json was not restored after npm pack`);
}

// @epic/auth's tarball installs alone: what it reads of @epic/api-contract is bundled.
step('@epic/auth installed alone');
const alone = join(work, 'auth-alone');
mkdirSync(alone);
writeFileSync(join(alone, 'package.json'), '{ "private": true, "type": "module" }\n');
try {
  const authTarball = tarballOf.get('@epic/auth') ?? '';
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', authTarball, 'react'],
    alone,
  );
  run('node', ['-e', "await import('@epic/auth'); await import('@epic/auth/react');"], alone);
  console.log('@epic/auth: installs and imports without @epic/api-contract');
} catch (error) {
  failures.push(`@epic/auth alone: ${(error as Error).message.split('\n')[0]}`);
}

// 4. Consumer app
step('Consumer app (React 19 + Vite + strict TypeScript)');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};
const locked = (name: string) => {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in package-lock.json`);
  return entry.version;
};
const app = join(work, 'app');
mkdirSync(join(app, 'src'), { recursive: true });
const file = (path: string, content: string) => writeFileSync(join(app, path), content);
const tarball = (name: string) => `file:${tarballOf.get(name)}`;
file(
  'package.json',
  JSON.stringify(
    {
      name: 'epic-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@epic/api-contract': tarball('@epic/api-contract'),
        '@epic/auth': tarball('@epic/auth'),
        '@epic/ui': tarball('@epic/ui'),
        react: locked('react'),
        'react-dom': locked('react-dom'),
      },
      devDependencies: {
        '@types/react': locked('@types/react'),
        '@types/react-dom': locked('@types/react-dom'),
        '@vitejs/plugin-react': locked('@vitejs/plugin-react'),
        typescript: locked('typescript'),
        vite: locked('vite'),
      },
      // @epic/auth depends on @epic/api-contract: the tarball, not a registry.
      overrides: { '@epic/api-contract': '$@epic/api-contract' },
    },
    null,
    2,
  ),
);
file(
  'tsconfig.json',
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        noImplicitOverride: true,
        verbatimModuleSyntax: true,
        // The packages' declaration files are checked too.
        skipLibCheck: false,
        noEmit: true,
        types: ['vite/client'],
      },
      include: ['src'],
    },
    null,
    2,
  ),
);
file(
  'vite.config.ts',
  `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// ENTRY: react (baseline), header (the Header alone) or index (everything).
const entry = process.env.ENTRY ?? 'index';
export default defineConfig({
  plugins: [react()],
  build: { outDir: \`dist-\${entry}\`, rollupOptions: { input: \`\${entry}.html\` } },
});
`,
);
const html = (script: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>EPIC</title></head><body><div id="root"></div><script type="module" src="/src/${script}"></script></body></html>\n`;
file('react.html', html('react.tsx'));
file('header.html', html('header.tsx'));
file('index.html', html('main.tsx'));
// The baseline: React alone, so that the figures below read as React + the packages.
file(
  'src/react.tsx',
  `import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<p>EPIC</p>);
`,
);
file(
  'src/header.tsx',
  `import '@epic/ui/base.css';
import { Header } from '@epic/ui';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <Header brand={{ name: 'Mon territoire' }} navigation={[{ label: 'Accueil', href: '/' }]} currentPath="/" />,
);
`,
);
// A consumer's theme, loaded before the library's CSS (which arrives with its JS import): the
// library's cascade layer must let it win anyway.
file('src/theme.css', ':root {\n  --epic-color-primary: #6a1b9a;\n}\n');
file(
  'src/main.tsx',
  `import './theme.css';
import '@epic/ui/base.css';
import { createAuthClient } from '@epic/auth';
import { AuthProvider, useAuth } from '@epic/auth/react';
import { Button, Footer, formatNumber, formatPercent, Header, Layout, type HeaderUser } from '@epic/ui';
import type { CsvDialect } from '@epic/api-contract/csv';
import type { CsvValue } from '@epic/ui/csv';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const auth = createAuthClient({ providerUrl: 'https://sso.example.fr', clientId: 13, backendSession: false });
const dialect: CsvDialect = 'fr';
const cell: CsvValue = 1;

function App() {
  const { status, user, signIn, signOut } = useAuth();
  const headerUser: HeaderUser | null = user ? { name: user.name } : null;
  return (
    <Layout
      header={
        <Header
          brand={{ name: 'Mon territoire', tagline: 'Explorer les territoires' }}
          navigation={[{ label: 'Accueil', href: '/' }, { label: 'Comparer', href: '/comparer/' }]}
          currentPath="/"
          user={headerUser}
          onSignIn={() => void signIn('/')}
          onSignOut={() => void signOut()}
        />
      }
      footer={<Footer links={[{ label: 'Mentions légales', href: '/mentions-legales' }]} />}
    >
      <h1>Population</h1>
      <p>
        {formatNumber(1234567)} habitants, {formatPercent(0.123)} ({dialect}, {cell}, {status})
      </p>
      <Button variant="secondary" onClick={() => void signIn('/')}>Se connecter</Button>
      <Button>Valider</Button>
    </Layout>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <AuthProvider client={auth}>
      <App />
    </AuthProvider>
  </StrictMode>,
);
`,
);

// Server rendering in plain Node: every entry imports without its CSS (`node` condition) and the
// shell's components render to HTML.
file(
  'ssr.mjs',
  `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, Footer, Header, Layout } from '@epic/ui';
const entries = ['chart', 'map', 'table', 'statistics', 'compare', 'areas', 'csv'];
for (const entry of entries) await import(\`@epic/ui/\${entry}\`);
const html = renderToString(
  h(Layout, {
    header: h(Header, { brand: { name: 'Mon territoire' }, navigation: [{ label: 'Accueil', href: '/' }], currentPath: '/' }),
    footer: h(Footer, { links: [{ label: 'Mentions légales', href: '/mentions-legales' }] }),
  }, h(Button, null, 'Valider')),
);
for (const part of ['<header', '<main', 'Mon territoire', 'Valider', 'Mentions légales'])
  if (!html.includes(part)) throw new Error(\`renderToString: \${part} missing\`);
console.log(\`  \${entries.length + 1} entries imported, \${html.length} characters of HTML\`);
`,
);

const timed = (
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
) => {
  const started = Date.now();
  try {
    execFileSync(command, args, {
      cwd: app,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    console.log(`${label}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    console.log(`${label}: FAILED\n${stdout ?? ''}${stderr ?? ''}`);
    failures.push(`consumer app: ${label} failed`);
    return false;
  }
};

/** gzip bytes of the JS and CSS a build emitted. */
function bundle(outDir: string) {
  const assets = join(app, outDir, 'assets');
  const sizes = { js: 0, css: 0 };
  for (const name of readdirSync(assets)) {
    const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : undefined;
    if (kind) sizes[kind] += gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
  }
  return sizes;
}

if (timed('npm install', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'])) {
  timed('tsc --noEmit (strict)', 'npx', ['tsc', '--noEmit', '-p', '.']);
  timed('renderToString in Node (SSR)', 'node', ['ssr.mjs']);
  for (const [entry, label] of [
    ['react', 'React alone (baseline)'],
    ['header', 'Header only'],
    ['index', 'everything'],
  ] as const) {
    if (timed(`vite build (${label})`, 'npx', ['vite', 'build'], { ENTRY: entry })) {
      const { js, css } = bundle(`dist-${entry}`);
      console.log(`  ${label}: JS ${kb(js)} gzip, CSS ${kb(css)} gzip`);
    }
  }
}

// 5. The built app in Chromium: the consumer's theme wins over the library's tokens, no axe
// violation.
step('consumer app in Chromium (theme override, axe)');
await checkInBrowser(join(app, 'dist-index'));

if (process.argv.includes('--keep')) console.log(`\nConsumer app kept in ${app}`);
else rmSync(work, { recursive: true, force: true });

if (failures.length > 0) {
  console.error(`\nPackage checks failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nPackage checks passed.');

async function checkInBrowser(dist: string): Promise<void> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const file = join(dist, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole('button', { name: 'Valider' });
    await button.waitFor({ timeout: 10_000 });
    const background = await button.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    console.log(`primary button background: ${background} (theme: #6a1b9a)`);
    if (background !== 'rgb(106, 27, 154)')
      failures.push(`consumer app: the theme's --epic-color-primary did not win (${background})`);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    console.log(`axe: ${axe.violations.length} violations`);
    for (const violation of axe.violations) failures.push(`consumer app: axe ${violation.id}`);
  } finally {
    await browser.close();
    server.close();
  }
}
