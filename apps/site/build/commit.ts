import { execSync } from 'node:child_process';

/** The commit the site is built from, shown on the About page (`EPIC_COMMIT` when there is no Git). */
export function gitCommit(): string {
  if (process.env.EPIC_COMMIT) return process.env.EPIC_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'inconnu';
  }
}
