// The baseline: a bare Fastify 5 server (no plugins, no logging) answering GET / with
// {"hello":"world"}. Run as its own process by servers.mjs, so it gets a core to itself the
// way Clanhall does. Every Clanhall figure is read as a share of this one, which makes the
// budgets mean the same on a fast and a slow machine. It prints its port as one JSON line.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/ensure.mjs';

// The same fastify the server runs on, resolved from apps/server so hoisting does not matter.
const fastifyPath = createRequire(join(root, 'apps/server/package.json')).resolve('fastify');
const { default: Fastify } = await import(pathToFileURL(fastifyPath).href);

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.get('/', async () => ({ hello: 'world' }));

// A second yardstick for the latency budgets: the bench PUTs a Clanhall answer exactly as it
// went over the wire (compressed body, type, encoding), and GET /replay serves those bytes from
// memory with no other work. What Clanhall's p99 adds to that is the server's; the rest is what
// the machine and the client take to move those bytes at all.
let replay = { body: Buffer.alloc(0), type: 'text/plain', encoding: undefined };
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.put('/replay', async (request) => {
  replay = {
    body: request.body,
    type: request.headers['x-replay-content-type'] ?? 'application/octet-stream',
    encoding: request.headers['x-replay-content-encoding'],
  };
  return { bytes: replay.body.length };
});
app.get('/replay', (_request, reply) => {
  if (replay.encoding) reply.header('content-encoding', replay.encoding);
  reply.type(replay.type).send(replay.body);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
