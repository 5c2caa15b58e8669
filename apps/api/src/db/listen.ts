/**
 * PostgreSQL LISTEN/NOTIFY for several instances on one server: a dedicated connection (outside the
 * pool) that listens on some channels, reconnects when it is lost, and says when notifications may
 * have been missed (`state(false)`) and when they are delivered again (`state(true)`). A heartbeat
 * (a query every second, 2 s timeout) finds a connection that died silently (no reset from the
 * network) within about 3 s.
 */
import pg from 'pg';

export interface ListenHandlers {
  notify(channel: string, payload: string): void;
  /**
   * False when notifications may be missed (connection lost, not yet listening); true once every
   * channel is listened to again. Whoever caches on notifications must drop its cache at both.
   */
  state(live: boolean): void;
}

export interface Listener {
  /** Whether notifications are being delivered right now. */
  readonly live: boolean;
  close(): Promise<void>;
}

/**
 * A notification's id for the deployment in `schema`: the payload of migration 009's channels is
 * `{"schema": …, "id": …}` (PostgreSQL delivers a channel to every listener in the database, other
 * schemas' included), so another schema's gives null. Any other payload is passed on whole.
 */
export function payloadFor(schema: string, payload: string): string | null {
  if (!payload.startsWith('{')) return payload;
  let parsed: { schema?: unknown; id?: unknown };
  try {
    parsed = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof parsed.schema !== 'string' || typeof parsed.id !== 'string') return payload;
  return parsed.schema === schema ? parsed.id : null;
}

/** `handlers` given only the notifications of `schema`, as their ids (`payloadFor`). */
export function inSchema(schema: string, handlers: ListenHandlers): ListenHandlers {
  return {
    notify(channel, payload) {
      const id = payloadFor(schema, payload);
      if (id !== null) handlers.notify(channel, id);
    },
    state: (live) => handlers.state(live),
  };
}

export const LISTEN_APPLICATION_NAME = 'epic-listen';
const HEARTBEAT_MS = 1_000;
const MAX_RETRY_MS = 2_000;

function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return `"${channel}"`;
}

/** Listens on `channels` of the PostgreSQL server at `url`; resolves after the first attempt. */
export async function listenPostgres(
  url: string,
  channels: string[],
  handlers: ListenHandlers,
): Promise<Listener> {
  const sql = channels.map((c) => `LISTEN ${quoteChannel(c)}`).join('; ');
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = 100;
  let retry: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    handlers.state(value);
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    setLive(false);
    c.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: LISTEN_APPLICATION_NAME,
      connectionTimeoutMillis: 5_000,
      query_timeout: 2_000,
      keepAlive: true,
    });
    c.on('notification', (m) => handlers.notify(m.channel, m.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(sql);
    } catch {
      c.removeAllListeners('end');
      c.on('error', () => {});
      c.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    retryMs = 100;
    setLive(true);
  };
  const heartbeat = setInterval(() => {
    const c = client;
    c?.query('SELECT 1').catch(() => lost(c));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const c = client;
      client = null;
      live = false;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}
