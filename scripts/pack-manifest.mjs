// npm pack / npm publish hooks of the published packages (`prepack`, `postpack`): the tarball's
// package.json must not send consumers to `src/` (the `@epic/source` export condition is for this
// repository's tools only) nor name this repository's private packages (devDependencies such as
// @epic/sso-dev). npm packs package.json as it is on disk (and ignores `publishConfig.exports`), so
// `prepack` writes the cleaned manifest and keeps the original beside it; `postpack` puts it back.
// Plain Node (no tsx): it runs inside npm's lifecycle, from the package's directory.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const BACKUP = '.package.json.unpacked';

/** The manifest a consumer gets: no source condition, no devDependencies, no repository scripts. */
export function publishedManifest(manifest) {
  const { devDependencies: _dev, scripts: _scripts, ...published } = manifest;
  const clean = (value) => {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '@epic/source')
        .map(([key, inner]) => [key, clean(inner)]),
    );
  };
  if (published.exports) published.exports = clean(published.exports);
  return published;
}

const step = process.argv[2];
if (step === 'prepack') {
  if (existsSync(BACKUP)) throw new Error(`${BACKUP} exists: a previous pack did not finish.`);
  const original = readFileSync(MANIFEST, 'utf8');
  writeFileSync(BACKUP, original);
  writeFileSync(MANIFEST, `${JSON.stringify(publishedManifest(JSON.parse(original)), null, 2)}\n`);
} else if (step === 'postpack') {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
} else if (step !== undefined) {
  throw new Error(`Unknown step ${step}: prepack or postpack.`);
}
