// The OpenAPI description of the API (/api/docs), made when first asked for, not at start:
// @fastify/swagger and the YAML library it loads cost ~75 ms of every start (measured here) for
// a document few ever read. The routes the app registered (their methods, paths and zod
// schemas) are registered again, without handlers, on a throw-away Fastify instance that
// carries the swagger plugin; its document is kept and the instance closed.
import type { RouteOptions } from 'fastify';
import { ZOD_SCHEMA_CONTROLLER } from './zod-schema-controller.js';

export type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Clanhall API', description: 'Where Legends Gather', version: '0.1.0' },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
} as const;

/** HEAD routes are Fastify's own copies of the GETs: the new instance makes its own. */
function withoutHead(method: RouteOptions['method']): RouteOptions['method'] | undefined {
  const methods = (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD');
  return methods.length === 0 ? undefined : methods;
}

export async function buildOpenApiDocument(routes: readonly DocumentedRoute[]): Promise<unknown> {
  const [{ default: Fastify }, { default: swagger }, { jsonSchemaTransform }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('fastify-type-provider-zod'),
  ]);
  const docs = Fastify({ logger: false, schemaController: ZOD_SCHEMA_CONTROLLER });
  try {
    await docs.register(swagger, { openapi: OPENAPI, transform: jsonSchemaTransform });
    const unused = async () => undefined;
    for (const route of routes) {
      const method = withoutHead(route.method);
      if (method) docs.route({ method, url: route.url, schema: route.schema, handler: unused });
    }
    await docs.ready();
    return docs.swagger();
  } finally {
    await docs.close();
  }
}
