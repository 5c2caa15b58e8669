/**
 * Databases that several test files start from, each built once and then loaded from its dump by
 * every file that opens it (PGlite in memory, as `openPglite()` gives). A dump is named after what
 * it holds and a hash of everything that shapes it (the API's code, the catalogue, the open data
 * files, the lockfile's data packages, this file), so a change to any of them builds it again. The
 * first file to need one builds it under a lock; the others wait for its dump instead of importing
 * the same vintages themselves.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openPglite } from '../src/db/adapter.js';
import { migrate } from '../src/db/migrate.js';
import { importAll, importVintage } from '../src/import/importer.js';
import { importIndicators } from '../src/indicators/import.js';
import { importPopulations } from '../src/indicators/population-import.js';
import { importZonings } from '../src/zonings/import.js';

type PgliteDb = Awaited<ReturnType<typeof openPglite>>;

const root = fileURLToPath(new URL('../../../', import.meta.url));
// EPIC_TEST_DB_CACHE: another directory, e.g. an empty one to time a fresh clone's run.
const cacheDir = process.env.EPIC_TEST_DB_CACHE ?? join(root, 'node_modules/.cache/epic-test-db');

/** What each fixture holds, from an empty database. */
const FIXTURES = {
  /** The schema only. */
  migrated: async (db: Db) => {
    await migrate(db);
  },
  /** The 2025 vintage, without its indicators. */
  '2025': async (db: Db) => {
    await migrate(db);
    await importVintage(db, 2025);
  },
  /** The 2024 vintage, its populations, study zones and indicators. */
  '2024-indicators': async (db: Db) => {
    await migrate(db);
    await importVintage(db, 2024);
    await importZonings(db);
    await importPopulations(db);
    const result = await importIndicators(db);
    if (result.status !== 'imported') throw new Error(`indicators: ${result.status}`);
  },
  /** Every vintage and the populations on constant perimeters, without indicators. */
  all: async (db: Db) => {
    await migrate(db);
    await importAll(db);
  },
} satisfies Record<string, (db: Db) => Promise<void>>;

export type Fixture = keyof typeof FIXTURES;

/** Every file under `dir`, sorted, as paths relative to the repository. */
function files(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else out.push(relative(root, path));
  }
  return out.sort();
}

let sourceKey: string | undefined;
/** A hash of what shapes the imported data, computed once per process. */
function key(): string {
  if (!sourceKey) {
    const hash = createHash('sha256');
    const shaping = ['apps/api/src', 'packages/api-contract/src', 'data'].flatMap((d) =>
      files(join(root, d)),
    );
    // This file too: it says what each fixture holds.
    const self = relative(root, fileURLToPath(import.meta.url));
    for (const path of [...shaping, self, 'package-lock.json']) {
      hash
        .update(path)
        .update('\0')
        .update(readFileSync(join(root, path)))
        .update('\0');
    }
    sourceKey = hash.digest('hex').slice(0, 16);
  }
  return sourceKey;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lock left by a run that was killed mid-build is taken over after this long. */
const STALE_LOCK_MS = 10 * 60_000;

/** The dump's path for the current code and data. */
const dumpPath = (name: Fixture) => join(cacheDir, `${name}-${key()}.tar`);

/** Builds `name` in memory and writes its dump; the file that built it goes on with it. */
async function build(name: Fixture, path: string): Promise<PgliteDb> {
  const db = await openPglite();
  try {
    await FIXTURES[name](db);
    // The dump holds the write-ahead log too: only what the last checkpoint left.
    await db.exec('CHECKPOINT');
    const tar = await db.pglite.dumpDataDir('none');
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    renameSync(partial, path);
  } catch (error) {
    await db.close();
    throw error;
  }
  // Dumps of this fixture for code or data that has since changed.
  for (const old of readdirSync(cacheDir))
    if (old.startsWith(`${name}-`) && old.endsWith('.tar') && join(cacheDir, old) !== path)
      rmSync(join(cacheDir, old), { force: true });
  return db;
}

/**
 * Loads `name`'s dump into `dataDir` if that directory holds no database yet and a run has built
 * the dump for the current code and data (never builds it). Returns whether it did.
 */
export async function seedDataDir(name: Fixture, dataDir: string): Promise<boolean> {
  const path = dumpPath(name);
  if (!existsSync(path) || existsSync(join(dataDir, 'PG_VERSION'))) return false;
  const db = await openPglite({ dataDir, loadDataDir: await openAsBlob(path) });
  await db.close();
  return true;
}

/** Brings an empty database to `name`'s data (PostgreSQL, whose schemas are not dumped here). */
export function buildFixture(name: Fixture, db: Db): Promise<void> {
  return FIXTURES[name](db);
}

/** A PGlite database of its own holding `name`'s data, in memory. */
export async function openFixture(name: Fixture): Promise<PgliteDb> {
  const path = dumpPath(name);
  const lock = `${path}.lock`;
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (existsSync(path)) return openPglite({ loadDataDir: await openAsBlob(path) });
    try {
      mkdirSync(lock);
    } catch {
      // Another file builds it: wait for its dump (or for its lock to go, if it failed).
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true });
      } catch {}
      await sleep(250);
      continue;
    }
    try {
      return await build(name, path);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
