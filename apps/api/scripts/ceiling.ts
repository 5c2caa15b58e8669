/**
 * The framework's ceiling for `npm run bench:api`: a bare Fastify server (no logger,
 * no plugin, no hook) whose one handler answers a fixed search body, read from the file given as
 * first argument. bench.ts starts it in its own process, loads it with the same autocannon
 * settings as the API and prints each endpoint's throughput as a share of it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: ceiling.ts <body.json>');
const body = readFileSync(file, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/territories/search', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
