/**
 * Where the raw INSEE files are, and the error a malformed one raises: apart from
 * source-files.ts, whose catalogue imports the API contract, so that the site's map build can read
 * the zoning table without it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `data/opendata` of the repository (EPIC_OPENDATA_DIR overrides it, e.g. for tests). */
export function opendataDir(): string {
  return (
    process.env.EPIC_OPENDATA_DIR ??
    join(dirname(fileURLToPath(import.meta.url)), '../../../../data/opendata')
  );
}

export class SourceFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    reason: string,
  ) {
    super(`Fichier ${file}${line === null ? '' : `, ligne ${line}`}\u00a0: ${reason}`);
    this.name = 'SourceFileError';
  }
}
