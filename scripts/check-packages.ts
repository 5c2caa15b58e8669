// Long file: one linear check (publint, dist CSS, pack, consumer app, sign-in in Chromium) whose steps share the temporary folder, the servers and the failure list; the small consumer files are inline templates.
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
 *    The full app (scripts/consumer-app/main.tsx) is another agency's site: its name and logo in
 *    the Header, and sign-in by OpenID discovery alone (`issuer`, its own client and storage
 *    prefix) against the local SSO server (apps/sso-dev, so `npm run build` first), started here
 *    on a free port with a client registered for the app's origin.
 * 5. the whole app in Chromium: its theme (`--epic-color-primary`, loaded before the library's CSS)
 *    wins over the library's tokens (`@layer epic`); it signs in at the SSO server and comes back
 *    signed in; a screenshot is saved (its path is printed) and axe finds no violation, signed out
 *    and signed in.
 * `--keep` leaves the temporary app in place (its path is printed).
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { demoAccounts, demoPassword, type RunningSsoServer, startSsoServer } from '@epic/sso-dev';
import { chromium, type Page } from '@playwright/test';

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
  <Header brand={{ name: 'Agence des territoires du Sud' }} navigation={[{ label: 'Accueil', href: '/' }]} currentPath="/" />,
);
`,
);
// A consumer's theme, loaded before the library's CSS (which arrives with its JS import): the
// library's cascade layer must let it win anyway.
file('src/theme.css', ':root {\n  --epic-color-primary: #6a1b9a;\n}\n');
// The full app: another agency's site (its sources are files beside this script).
const fixtures = join(root, 'scripts/consumer-app');
copyFileSync(join(fixtures, 'main.tsx'), join(app, 'src/main.tsx'));
copyFileSync(join(fixtures, 'logo.svg'), join(app, 'src/logo.svg'));
file(
  'src/vite-env.d.ts',
  `/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_OIDC_ISSUER: string;
  readonly VITE_OIDC_CLIENT_ID: string;
}
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
    header: h(Header, { brand: { name: 'Agence des territoires du Sud' }, navigation: [{ label: 'Accueil', href: '/' }], currentPath: '/' }),
    footer: h(Footer, { links: [{ label: 'Mentions légales', href: '/mentions-legales' }] }),
  }, h(Button, null, 'Valider')),
);
for (const part of ['<header', '<main', 'Agence des territoires du Sud', 'Valider', 'Mentions légales'])
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

// The app's origin and its provider come first: the app is built with the provider's issuer.
const clientId = 'agence-sud';
const site = await serveStatic(join(app, 'dist-index'));
const sso = await startSsoServer({
  port: 0,
  siteOrigins: [site.origin],
  openidUserinfo: true,
  extraClients: [
    {
      client_id: clientId,
      client_name: 'Agence des territoires du Sud',
      token_endpoint_auth_method: 'none',
      redirect_uris: [`${site.origin}/`],
      post_logout_redirect_uris: [`${site.origin}/`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    },
  ],
  log: () => undefined,
});
console.log(`app at ${site.origin}, OpenID provider (local SSO) at ${sso.url}`);

try {
  if (timed('npm install', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'])) {
    timed('tsc --noEmit (strict)', 'npx', ['tsc', '--noEmit', '-p', '.']);
    timed('renderToString in Node (SSR)', 'node', ['ssr.mjs']);
    for (const [entry, label] of [
      ['react', 'React alone (baseline)'],
      ['header', 'Header only'],
      ['index', 'everything'],
    ] as const) {
      const env = { ENTRY: entry, VITE_OIDC_ISSUER: sso.url, VITE_OIDC_CLIENT_ID: clientId };
      if (timed(`vite build (${label})`, 'npx', ['vite', 'build'], env)) {
        const { js, css } = bundle(`dist-${entry}`);
        console.log(`  ${label}: JS ${kb(js)} gzip, CSS ${kb(css)} gzip`);
      }
    }
  }

  // 5. The built app in Chromium: the consumer's theme wins over the library's tokens, sign-in by
  // discovery, no axe violation.
  step('consumer app in Chromium (theme override, sign-in by OpenID discovery, axe)');
  await checkInBrowser(site.origin, sso);
} finally {
  site.server.close();
  await sso.close();
}

if (process.argv.includes('--keep')) console.log(`\nConsumer app kept in ${app}`);
else rmSync(work, { recursive: true, force: true });

if (failures.length > 0) {
  console.error(`\nPackage checks failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nPackage checks passed.');

/** Serves a built app on a free loopback port; every path without a file is the app's page. */
async function serveStatic(dist: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
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
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function axeViolations(page: Page, state: string): Promise<void> {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  console.log(`axe (${state}): ${axe.violations.length} violations`);
  for (const violation of axe.violations)
    failures.push(`consumer app (${state}): axe ${violation.id}`);
}

async function checkInBrowser(origin: string, provider: RunningSsoServer): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/`);
    const button = page.getByRole('button', { name: 'Valider' });
    await button.waitFor({ timeout: 10_000 });
    const background = await button.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    console.log(`primary button background: ${background} (theme: #6a1b9a)`);
    if (background !== 'rgb(106, 27, 154)')
      failures.push(`consumer app: the theme's --epic-color-primary did not win (${background})`);
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('img', { name: 'Agence des territoires du Sud' });
    if (
      !(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    )
      failures.push('consumer app: the agency’s logo did not load in the Header');
    await axeViolations(page, 'signed out');

    // Sign-in: the provider's address comes from its discovery document alone.
    const account = demoAccounts[0];
    if (!account) throw new Error('no demo account');
    await banner.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${provider.url}/interaction/`));
    await page.getByLabel('Adresse électronique').fill(account.email);
    await page.getByLabel('Mot de passe').fill(demoPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${origin}/`);
    await banner.getByText(account.name).waitFor({ timeout: 10_000 });
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    console.log(`signed in as ${account.name}; localStorage keys: ${keys.sort().join(', ')}`);
    if (!keys.includes('agence_sud_token') || keys.some((key) => key.startsWith('epic_')))
      failures.push('consumer app: the tokens are not under its storage prefix alone');

    const screenshot = join(root, 'test-results/check-packages/consumer-signed-in.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    console.log(`screenshot: ${screenshot}`);
    await axeViolations(page, 'signed in');
  } catch (error) {
    failures.push(`consumer app in Chromium: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
}
