// HTTP for orders: the member's own history, and the back office's list, detail and statuses
// (docs/product/shop-and-payments.md, docs/product/back-office.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderResponse,
  adminOrdersResponse,
  adminOrdersQuery,
  idParams,
  memberOrdersResponse,
  orderItemResponse,
  orderResponse,
  orderStatusBody,
  shopPageQuery,
  SHOP_ERRORS,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import * as orders from './orders.service.js';

export async function ordersRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'orders';

  // The whole history at once (the page shows every order), within the shop lists' cap.
  r.get('/api/shop/orders', {
    schema: routeSchema({ tag, auth: true, querystring: shopPageQuery, response: { 200: memberOrdersResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => orders.listMemberOrders(services, userOf(request), request.query),
  });

  r.get('/api/admin/orders', {
    schema: routeSchema({ tag, auth: true, querystring: adminOrdersQuery, response: { 200: adminOrdersResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => orders.listAllOrders(services, request.query),
  });

  r.get('/api/admin/orders/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: adminOrderResponse } }),
    config: { notFound: SHOP_ERRORS.orderNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => orders.getOrder(services, request.params.id),
  });

  r.put('/api/admin/orders/:id/status', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: orderStatusBody, response: { 200: orderResponse } }),
    config: { notFound: SHOP_ERRORS.orderNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ order: await orders.changeOrderStatus(services, userOf(request), request.params.id, request.body.status) }),
  });

  r.put('/api/admin/order-items/:id/status', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: orderStatusBody, response: { 200: orderItemResponse } }),
    config: { notFound: SHOP_ERRORS.orderItemNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ item: await orders.changeItemStatus(services, userOf(request), request.params.id, request.body.status) }),
  });
}
