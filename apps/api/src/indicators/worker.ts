/**
 * Starts a worker thread on a module next to this one (`name`, without extension), from the
 * compiled JavaScript as from the TypeScript sources (tsx), as the server itself runs.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export function startWorker(name: string): Worker {
  const ext = extname(fileURLToPath(import.meta.url));
  const url = new URL(`./${name}${ext}`, import.meta.url).href;
  // From source (tsx), the worker registers tsx's loader before it imports the TypeScript.
  return ext === '.ts'
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); });`,
        { eval: true },
      )
    : new Worker(new URL(url));
}
