/**
 * Whether a build's output is up to date with its inputs, for `npm start`: a digest of the inputs'
 * content is written into the output directory after a build, and a later start whose digest is the
 * same skips the build. Content rather than modification times, which a checkout rewrites. (Tools
 * that cache builds, such as wireit or turbo, would take over every npm script for these checks.)
 * The builds empty their output directory first, so an interrupted or separate build drops the stamp.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that are outputs or caches, never inputs. */
const SKIPPED = /^(?:node_modules|dist.*|\.cache|coverage|storybook-static|test-results)$/;

/** Digest of the files under `paths` (files or folders, relative to `root`) and of `extra`. */
export function inputsDigest(root: string, paths: string[], extra: string[] = []): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (!SKIPPED.test(entry)) add(join(path, entry));
      }
      return;
    }
    hash.update(`${relative(root, path)}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  };
  for (const path of paths) add(join(root, path));
  for (const value of extra) hash.update(`${value}\0`);
  return hash.digest('hex');
}

/** Whether the build that writes `stamp` is complete and of the inputs whose digest is `digest`. */
export function isBuilt(stamp: string, digest: string): boolean {
  try {
    return readFileSync(stamp, 'utf8') === digest;
  } catch {
    return false;
  }
}

/** Records, in a file of the build's output directory, that the build is of `digest`. */
export function markBuilt(stamp: string, digest: string) {
  writeFileSync(stamp, digest);
}
