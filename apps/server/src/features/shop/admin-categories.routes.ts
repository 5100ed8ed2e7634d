// HTTP for the back office's Category Management (docs/product/back-office.md): every category,
// whatever its status; writes carry image data URLs, hence the larger body limit.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  categoriesResponse,
  categoryResponse,
  idParams,
  LIMITS,
  saveCategoryBody,
  SHOP_ERRORS,
  successResponse,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { createCategory, editCategory, listCategoriesFor, removeCategory } from './categories.service.js';
import { SHOP_TAG as tag } from './shop.routes.js';

export async function adminCategoryRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = SHOP_ERRORS.categoryNotFound;

  r.get('/api/admin/shop/categories', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: categoriesResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listCategoriesFor(services, 'admin', request.query),
  });

  r.post('/api/admin/shop/categories', {
    schema: routeSchema({ tag, auth: true, body: saveCategoryBody, response: { 201: categoryResponse }, errors: [429] }),
    bodyLimit: LIMITS.imageBodyBytes,
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const category = await createCategory(services, userOf(request), request.body);
      return reply.status(201).send({ category });
    },
  });

  r.put('/api/admin/shop/categories/:id', {
    schema: routeSchema({
      tag,
      auth: true,
      params: idParams,
      body: saveCategoryBody,
      response: { 200: categoryResponse },
      errors: [429],
    }),
    bodyLimit: LIMITS.imageBodyBytes,
    config: { notFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ category: await editCategory(services, userOf(request), request.params.id, request.body) }),
  });

  r.delete('/api/admin/shop/categories/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await removeCategory(services, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
