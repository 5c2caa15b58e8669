import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy to PostgreSQL: `cut()` resets every connection and refuses new ones until
 * `restore()`; `hang()` keeps every connection open, and accepts new ones, but forwards nothing
 * until `resume()` (a server that accepts and never answers).
 */
export async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let hung = false;
  let server: Server | null = null;
  let port = 0;
  const flow = ([client, upstream]: [Socket, Socket]) => client.pipe(upstream).pipe(client);
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
        const pair: [Socket, Socket] = [client, upstream];
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
          pairs.delete(pair);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', end);
          socket.on('close', end);
        }
        pairs.add(pair);
        if (!hung) flow(pair);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        port = typeof address === 'object' && address ? address.port : 0;
        server = s;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) s.close(() => resolve());
      else resolve();
    });
  const hang = async () => {
    hung = true;
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  };
  const resume = async () => {
    hung = false;
    for (const pair of pairs) flow(pair);
  };
  await open();
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.href, cut, restore: open, hang, resume };
}
