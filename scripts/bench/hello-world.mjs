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

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
