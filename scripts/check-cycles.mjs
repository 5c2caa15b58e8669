// `npm run check:cycles`: no import cycle in the workspaces' sources (madge), exit 1 on any.
// - apps/api/src: every import counts, types too. The API is layered (routes, services, read
//   models); a cycle there, even of types, is a type in the wrong module or two modules that are one.
// - every packages/*/src and apps/*/src: the imports that run. Type-only imports are erased, and
//   some are circular by design (a lazy panel body imports its shell's prop types back).
// Plain Node (madge ships no types).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import madge from 'madge';

const root = new URL('..', import.meta.url).pathname;
const sources = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, 'src'))
    .filter((src) => existsSync(join(root, src))),
);

const scopes = [
  { name: 'apps/api/src, type imports included', paths: ['apps/api/src'], skipTypeImports: false },
  { name: `${sources.join(', ')}, imports that run`, paths: sources, skipTypeImports: true },
];

let failed = false;
for (const scope of scopes) {
  const detective = { skipTypeImports: scope.skipTypeImports };
  const result = await madge(
    scope.paths.map((path) => join(root, path)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: join(root, 'tsconfig.base.json'),
      detectiveOptions: { ts: detective, tsx: detective },
    },
  );
  const cycles = result.circular();
  const files = Object.keys(result.obj()).length;
  if (cycles.length === 0) {
    console.log(`${scope.name}: ${files} files, no import cycle`);
    continue;
  }
  failed = true;
  console.error(`${scope.name}: ${cycles.length} import cycle(s)`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' > ')}`);
}
if (failed) {
  console.error('\nBreak each cycle: move the shared code or type to a module both can import.');
  process.exit(1);
}
