// buildApp(): the whole Fastify app without listening, so tests can inject() into it. It makes
// the services once (services.ts) and hands them to the plugins and to every feature found in
// features/ (features.ts).
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { loadFeatures } from './features.js';
import { closeServices, createServices, type ServiceInputs, type Services } from './services.js';
import errorsPlugin from './plugins/errors.js';
import metricsPlugin from './plugins/metrics.js';
import proxyCheckPlugin from './plugins/proxy-check.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import cacheHeadersPlugin from './plugins/cache-headers.js';
import requestLogPlugin from './plugins/request-log.js';
import compressionPlugin from './plugins/compression.js';
import jsonBodyPlugin from './plugins/json-body.js';
import authPlugin from './plugins/auth.js';
import openApiPlugin from './plugins/openapi.js';
import { ZOD_SCHEMA_CONTROLLER } from './lib/zod-schema-controller.js';
import imageWriteGatePlugin from './plugins/image-write-gate.js';
import uploadsPlugin from './plugins/uploads.js';
import privateFilesPlugin from './plugins/private-files.js';
import webAppPlugin from './plugins/web-app.js';
import { loadPublicPageRenderer } from './plugins/public-page-renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Replacements for services (tests): a clock, a mailer, a storage… */
  services?: Partial<Omit<ServiceInputs, 'config' | 'db' | 'log' | 'secret' | 'httpServer'>>;
}

/** A hop count becomes proxy-addr's function form: trust the nearest `hops` proxies. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Time limits against slow clients: the headers, and the whole request (an upload included). */
export const SERVER_TIMEOUTS = { headersMs: 20_000, requestMs: 10 * 60_000, keepAliveMs: 10_000 };

/** Fastify's logging with only its per-request lines ('incoming request', 'request completed') left out. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's two lines per request off: one line per request instead, when its answer has
    // gone (plugins/request-log.ts). Its other lines (a stream failing mid-answer, a reply
    // that cannot be serialised or written) stay on.
    logController: new OneLinePerRequest(),
    // Small by default; routes that take image data URLs raise it (LIMITS.imageBodyBytes).
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy: trustProxyOption(options.config.trustProxy),
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    // Leave room for graceful shutdown to finish in-flight requests.
    return503OnClosing: true,
    // Long enough for any id a route takes (a longer one still reaches the route and is a 404
    // there, with the route's message); past it, the not-found answer below.
    routerOptions: { maxParamLength: 1000 },
    // Every schema is zod: its compilers, and no Ajv or fast-json-stringify loaded.
    schemaController: ZOD_SCHEMA_CONTROLLER,
    // Errors Fastify meets before any route (an undecodable %-escape in the path): the
    // platform's { error } shape, not Fastify's own body (docs/product/operating.md).
    frameworkErrors: (error, _request, reply) => {
      const [status, message] =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [404, SERVER_ERRORS.notFound] : [400, SERVER_ERRORS.malformedUrl];
      void (reply as unknown as FastifyReply).code(status).send({ error: message });
    },
  });
  app.server.headersTimeout = SERVER_TIMEOUTS.headersMs;

  const services = await createServices({
    ...options.services,
    config: options.config,
    db: options.db,
    log: app.log,
    secret: options.jwtSecret,
    httpServer: app.server,
  });
  app.decorate('services', services);
  app.addHook('onClose', () => closeServices(services));

  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  // Before every route, so its timing hook sees them all; after the error handler, which its
  // own route needs.
  await app.register(metricsPlugin, { metrics: services.metrics, token: options.config.metricsToken });
  await app.register(proxyCheckPlugin, { config: options.config });
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { withStripe: Boolean(options.config.stripe) });
  await app.register(cacheHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin, { sessions: services.sessions });
  // Before the features: it adds its hook to the image routes as they are registered.
  await app.register(imageWriteGatePlugin, { images: services.images });
  await app.register(uploadsPlugin, { services });
  await app.register(privateFilesPlugin, { services });

  for (const feature of await loadFeatures()) {
    for (const reference of feature.imageReferences ?? []) services.images.addReference(reference);
    if (feature.ownData) services.ownData.add(feature.ownData);
    feature.subscriptions?.(services);
    if (feature.sockets) services.realtime.onConnection((socket) => feature.sockets!(socket, services));
    if (feature.routes) await app.register(async (scope) => feature.routes!(scope, services));
  }

  if (options.serveWebApp !== false) {
    const renderPage = await loadPublicPageRenderer(app, options.config.webSsrEntry);
    await app.register(webAppPlugin, { distDir: options.config.webDistDir, renderPage, cache: services.publicCache });
  }
  return app;
}
