/**
 * One process per PGlite data directory: two processes writing the same directory (a second
 * `npm start`, an import beside a running API, a restart before the old API has closed) leave a
 * write-ahead log PGlite cannot replay, and the data is lost. PGlite takes no lock of its own.
 *
 * A file holding the owner's process id, not a lock refreshed on a timer (proper-lockfile): the
 * import holds the event loop for seconds at a time, and a timed lock would go stale under it.
 * A file whose process is gone (a crash) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'epic-owner.pid';

/** The French message for a directory another process holds. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `le dossier de données ${dataDir} est déjà ouvert par un autre processus (pid ${pid})\u00a0: arrêtez-le (une autre API EPIC ou un import en cours), puis relancez.`,
    );
    this.name = 'DataDirBusyError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds, with how many open databases hold each. */
const held = new Map<string, number>();

function removeOwn(path: string): void {
  try {
    if (readFileSync(path, 'utf8') === String(process.pid)) rmSync(path, { force: true });
  } catch {}
}

/** Takes `dataDir` for this process; returns its release. Throws DataDirBusyError if held. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const count = held.get(path) ?? 0;
  if (count === 0) {
    for (;;) {
      try {
        writeFileSync(path, String(process.pid), { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      } catch {}
      if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new DataDirBusyError(dataDir, owner);
      rmSync(path, { force: true });
    }
    if (held.size === 0) process.on('exit', releaseAll);
  }
  held.set(path, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(path) ?? 1) - 1;
    if (left > 0) return void held.set(path, left);
    held.delete(path);
    removeOwn(path);
    if (held.size === 0) process.off('exit', releaseAll);
  };
}

/** A process that exits without closing its databases (a test runner) leaves no file behind. */
function releaseAll(): void {
  for (const path of held.keys()) removeOwn(path);
  held.clear();
}
