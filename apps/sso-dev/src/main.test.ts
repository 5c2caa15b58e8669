/**
 * The entry point (`node dist/main.js`, `npm start`): the demo server refuses to start unless
 * NODE_ENV says development or test explicitly.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs src/main.ts with `env` until it exits or says it is ready (then it is stopped). */
function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string; ready: boolean }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', SSO_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ready = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!ready && output.includes('ready at')) {
        ready = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ code, output, ready }));
  });
}

describe('sso-dev entry point', () => {
  it.each([
    ['unset', {}],
    ['Production', { NODE_ENV: 'Production' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])('refuses to start with NODE_ENV %s', async (_name, env) => {
    const { code, output, ready } = await run(env);
    expect(ready).toBe(false);
    expect(code).toBe(1);
    expect(output).toMatch(/démarrage refusé.*ne tourne pas en production.*NODE_ENV=development/);
  });

  it.each([' Development '])('starts with NODE_ENV=%s', async (mode) => {
    const { ready, output } = await run({ NODE_ENV: mode });
    expect(ready, output).toBe(true);
  });
});
