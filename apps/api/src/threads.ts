/**
 * Worker threads of the API (ranks, comparables, an embedded database): a module under src/ answers messages
 * `{ id, ...request }` with `{ id, ...reply }`. Started from the compiled JavaScript as from the
 * TypeScript sources (tsx), as the server itself runs.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Starts the module `name` (a path from this folder, without extension) on a thread. */
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

/**
 * One worker, started at the first request. It holds the process up only while it works, and
 * stops after `idleMs` without work when given (its memory). A worker that fails rejects what it
 * had and is not started again: `request` then answers null, and the caller works on its own.
 */
export class RequestWorker<Request extends object, Reply extends object> {
  /** Undefined: not started (or stopped when idle); null: cannot start, failed or closed. */
  private worker: Worker | null | undefined;
  private idle: NodeJS.Timeout | undefined;
  private next = 0;
  private readonly pending = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly name: string,
    private readonly idleMs?: number,
  ) {}

  /** The worker's reply, or null when no worker runs. */
  request(request: Request): Promise<Reply> | null {
    const worker = this.start();
    if (!worker) return null;
    clearTimeout(this.idle);
    const id = this.next++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while it works: an embedded database holds no handle, and the process would
      // exit while a caller awaits the reply.
      worker.ref();
      worker.postMessage({ id, ...request });
    });
  }

  async close() {
    const worker = this.worker;
    this.worker = null;
    clearTimeout(this.idle);
    if (worker) await worker.terminate();
  }

  private start(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = startWorker(this.name);
      worker.on('message', (reply: { id: number } & Reply) => {
        this.pending.get(reply.id)?.resolve(reply);
        this.pending.delete(reply.id);
        if (this.pending.size === 0) this.rest(worker);
      });
      worker.on('error', (error) => this.fail(worker, error));
      worker.on('exit', () => this.fail(worker, new Error(`${this.name} exited`)));
      worker.unref();
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private rest(worker: Worker) {
    worker.unref();
    if (this.idleMs === undefined) return;
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.idleMs);
    this.idle.unref();
  }

  private fail(worker: Worker, error: Error) {
    // A worker stopped when idle or closed exits too: that is not a failure.
    if (this.worker !== worker) return;
    this.worker = null;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}
