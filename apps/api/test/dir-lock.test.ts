/**
 * One process per PGlite data directory (db/dir-lock.ts): a second process is refused with a
 * French message instead of writing beside the first, and a crashed owner does not lock it out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/adapter.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'epic-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => join(dir, 'epic-owner.pid');

describe('a PGlite data directory', () => {
  it('is refused to a second process while the first holds it, and taken over after a crash', async () => {
    const dir = freshDir();
    const setup = await openPglite({ dataDir: dir });
    await setup.exec('CREATE TABLE kept (n integer); INSERT INTO kept VALUES (42);');
    await setup.close();
    expect(existsSync(lockFile(dir))).toBe(false);

    // Another process opens it and holds it.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { openPglite } = await import(${JSON.stringify(new URL('../src/db/adapter.ts', import.meta.url).pathname)});
         await openPglite({ dataDir: ${JSON.stringify(dir)} });
         process.stdout.write('open\\n');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
        holder.on('exit', (code) => reject(new Error(`holder exited (${code})`)));
      });
      await expect(openPglite({ dataDir: dir })).rejects.toThrow(
        `le dossier de données ${dir} est déjà ouvert par un autre processus (pid ${holder.pid})`,
      );
      // Refused without touching its owner's file.
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.pid));
    } finally {
      // A crash: no close, the file stays behind.
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.pid));

    const db = await openPglite({ dataDir: dir });
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    expect(await db.query('SELECT n FROM kept')).toEqual([{ n: 42 }]);
    await db.close();
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 60_000);

  it('takes over a file whose process is gone, and a path through a file gets a French error', async () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    writeFileSync(lockFile(dir), gone);
    const db = await openPglite({ dataDir: dir });
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    await db.close();

    const file = join(freshDir(), 'a-file');
    writeFileSync(file, '');
    await expect(openPglite({ dataDir: join(file, 'data') })).rejects.toThrow(
      /^dossier de données PGlite inutilisable .*: un élément du chemin n’est pas un dossier/,
    );
  }, 60_000);
});
