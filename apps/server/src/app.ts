// buildApp(): the whole Fastify app without listening, so tests can inject() into it.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@clanhall/shared';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import compressionPlugin from './plugins/compression.js';
import jsonBodyPlugin from './plugins/json-body.js';
import authPlugin from './plugins/auth.js';
import openApiPlugin from './plugins/openapi.js';
import imagesPlugin from './plugins/images.js';
import webAppPlugin from './plugins/web-app.js';
import { loadPublicPageRenderer } from './plugins/public-page-renderer.js';
import healthRoutes from './features/health/health.routes.js';
import accountsRoutes from './features/accounts/accounts.routes.js';
import adminUsersRoutes from './features/accounts/admin-users.routes.js';
import settingsRoutes from './features/settings/settings.routes.js';
import blogRoutes from './features/blog/blog.routes.js';
import contactRoutes from './features/contact/contact.routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: LIMITS.jsonBodyBytes,
    // Only a proxy on this machine may set X-Forwarded-For (else clients could dodge rate limits).
    trustProxy: 'loopback',
    // Leave room for graceful shutdown to finish in-flight requests.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(dbPlugin, { db: options.db });
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret });
  await app.register(imagesPlugin, { dataDir: options.config.dataDir });

  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(settingsRoutes);
  await app.register(blogRoutes);
  await app.register(contactRoutes);

  if (options.serveWebApp !== false) {
    const renderIndex = await loadPublicPageRenderer(app, options.config.webSsrEntry);
    await app.register(webAppPlugin, { distDir: options.config.webDistDir, renderIndex });
  }
  return app;
}
