// HTTP for the back office's Product Management (docs/product/back-office.md): every product,
// whatever its status; writes carry image data URLs, hence the larger body limit.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  idParams,
  LIMITS,
  productResponse,
  productsResponse,
  saveProductBody,
  SHOP_ERRORS,
  successResponse,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { createProduct, editProduct, listProductsFor, removeProduct } from './products.service.js';
import { SHOP_TAG as tag } from './shop.routes.js';

export async function adminProductRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = SHOP_ERRORS.productNotFound;

  r.get('/api/admin/shop/products', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: productsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listProductsFor(services, 'admin', request.query),
  });

  r.post('/api/admin/shop/products', {
    schema: routeSchema({ tag, auth: true, body: saveProductBody, response: { 201: productResponse }, errors: [429] }),
    bodyLimit: LIMITS.imageBodyBytes,
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const product = await createProduct(services, userOf(request), request.body);
      return reply.status(201).send({ product });
    },
  });

  r.put('/api/admin/shop/products/:id', {
    schema: routeSchema({
      tag,
      auth: true,
      params: idParams,
      body: saveProductBody,
      response: { 200: productResponse },
      errors: [429],
    }),
    bodyLimit: LIMITS.imageBodyBytes,
    config: { notFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ product: await editProduct(services, userOf(request), request.params.id, request.body) }),
  });

  r.delete('/api/admin/shop/products/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await removeProduct(services, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
