// HTTP for the member's cart (docs/product/shop-and-payments.md): every call needs a signed-in,
// active account and acts on that account's cart only; answers carry no-store (plugins/cache-headers.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCartBody, cartRemoveResponse, cartResponse, cartWriteResponse, idParams, SHOP_ERRORS, updateCartBody } from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { addToCart, readCart, removeCartLine, updateCartLine } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'shop';

  r.get('/api/shop/cart', {
    schema: routeSchema({ tag, auth: true, response: { 200: cartResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => readCart(services, userOf(request).id),
  });

  r.post('/api/shop/cart/add', {
    schema: routeSchema({ tag, auth: true, body: addToCartBody, response: { 200: cartWriteResponse }, errors: [404, 409] }),
    onRequest: app.authenticate,
    handler: async (request) => addToCart(services, userOf(request).id, request.body),
  });

  r.put('/api/shop/cart/update', {
    schema: routeSchema({ tag, auth: true, body: updateCartBody, response: { 200: cartWriteResponse }, errors: [404, 409] }),
    onRequest: app.authenticate,
    handler: async (request) => updateCartLine(services, userOf(request).id, request.body),
  });

  r.delete('/api/shop/cart/remove/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: cartRemoveResponse } }),
    config: { notFound: SHOP_ERRORS.cartItemNotFound },
    onRequest: app.authenticate,
    handler: async (request) => {
      const cart = await removeCartLine(services, userOf(request).id, request.params.id);
      return { success: true as const, item: null, items: cart.items };
    },
  });
}
