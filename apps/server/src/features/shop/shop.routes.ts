// HTTP for the public shop (docs/product/shop-and-payments.md): active products and categories,
// no token needed, served from the public cache until the catalogue is written (docs/decisions/024).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoriesResponse, productsResponse, shopPageQuery } from '@clanhall/shared';
import { pageExists, PUBLIC_ANSWER, replyPublicJson } from '../../plugins/public-answers.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { listCategoriesFor } from './categories.service.js';
import { listProductsFor } from './products.service.js';

export const SHOP_TAG = 'shop';

export async function shopRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = services.publicCache;
  const dependsOn = ['catalogue.written'] as const;

  r.get('/api/shop/products', {
    schema: routeSchema({ tag: SHOP_TAG, querystring: shopPageQuery, response: { 200: productsResponse } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) => {
      const { limit, offset } = request.query;
      return replyPublicJson(request, reply, cache, {
        key: `shop:products:${limit}:${offset}`,
        dependsOn,
        schema: productsResponse,
        compute: () => listProductsFor(services, 'public', { limit, offset }),
        exists: (page) => pageExists(offset, page.products),
      });
    },
  });

  r.get('/api/shop/categories', {
    schema: routeSchema({ tag: SHOP_TAG, querystring: shopPageQuery, response: { 200: categoriesResponse } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) => {
      const { limit, offset } = request.query;
      return replyPublicJson(request, reply, cache, {
        key: `shop:categories:${limit}:${offset}`,
        dependsOn,
        schema: categoriesResponse,
        compute: () => listCategoriesFor(services, 'public', { limit, offset }),
        exists: (page) => pageExists(offset, page.categories),
      });
    },
  });
}
