// Every route the app registers, as Fastify itself saw it, for the tests that walk all routes
// (route-permissions, malformed-input). buildApp() registers its routes inside itself, so an
// onRoute hook added afterwards would hear nothing: instead the test file replaces the
// `fastify` module with one whose apps record their routes from the start:
//
//   vi.mock('fastify', async (importOriginal) => (await import('./route-catalog.js')).recordRoutes(await importOriginal()));
//
// A route added tomorrow is then walked without anyone typing it into a list. Its gate is read
// from its onRequest hooks (app.authenticate / app.requireAdmin), its documented security, body
// and query from /api/docs/json, so the tests can check the two agree.
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The subset of JSON Schema /api/docs uses for bodies and parameters. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  /** An array's element. */
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  /** OpenAPI 3.0's form: the minimum itself is not allowed. */
  exclusiveMinimum?: boolean;
  maximum?: number;
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Which permission gate runs before the route: plugins/auth.ts's hooks, or none. */
/** 'session': any open session, even of an account banned since (logout). */
export type Gate = 'admin' | 'account' | 'session' | 'none';

export interface CatalogRoute {
  method: string;
  /** As registered: /api/admin/users/:id, /uploads/* */
  url: string;
  /** "PUT /api/admin/users/:id" */
  key: string;
  gate: Gate;
  /** schema.hide: deliberately left out of /api/docs. */
  hidden: boolean;
  /** Its /api/docs operation (a HEAD route has its GET's); undefined when undocumented. */
  operation?: OpenApiOperation;
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  /** The names of its query parameters. */
  query: string[];
}

const recorded = new WeakMap<FastifyInstance, RouteOptions[]>();

/** The vi.mock factory's body: the real module, whose factory makes apps that log their routes. */
export function recordRoutes(actual: unknown): unknown {
  const original = (actual as { default: (options?: object) => FastifyInstance }).default;
  const recording = (options?: object) => {
    const app = original(options);
    const routes: RouteOptions[] = [];
    recorded.set(app, routes);
    // A hook on the root hears the routes of every encapsulated child too.
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  };
  return { ...(actual as object), default: recording, fastify: recording };
}

function gateOf(app: FastifyInstance, route: RouteOptions): Gate {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  if (hooks.includes(app.requireAdmin)) return 'admin';
  if (hooks.includes(app.authenticate)) return 'account';
  if (hooks.includes(app.requireSession)) return 'session';
  return 'none';
}

/** The routes of an app built by buildApp() under recordRoutes, one entry per method. */
export async function routeCatalog(app: FastifyInstance): Promise<{ routes: CatalogRoute[]; documented: string[] }> {
  const options = recorded.get(app);
  if (!options?.length) {
    throw new Error("No routes recorded: the test file must vi.mock('fastify') with recordRoutes (see route-catalog.ts)");
  }
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
  }
  const routes = options.flatMap((route) =>
    [route.method].flat().map((method): CatalogRoute => {
      const operation = operations.get(`${method === 'HEAD' ? 'GET' : method} ${route.url}`);
      return {
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        gate: gateOf(app, route),
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
        operation,
        body: operation?.requestBody?.content?.['application/json']?.schema,
        query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    }),
  );
  return { routes, documented: [...operations.keys()] };
}

/** The route's URL with every path parameter (and a wildcard) replaced by `value`. */
export function pathWith(url: string, value: string | number): string {
  return url.replace(/:\w+/g, String(value)).replace(/\*$/, String(value));
}
