// The orders' part of a member's own data (docs/product/accounts-and-sessions.md,
// services/own-data.ts): orders.json, their orders with items exactly as their order history (GET
// /api/shop/orders) shows them, read a page at a time. Their own deletion keeps the orders
// (financial records, with the username): nothing to remove here.
import { EXPORT_FILES, type OrderWithItems } from '@clanhall/shared';
import { jsonListText } from '../../lib/json-text.js';
import type { Services } from '../../services.js';
import type { OwnDataPart } from '../../services/own-data.js';
import { listMemberOrders } from './orders.service.js';

const PAGE = 100;

async function* orderPages(services: Services, user: { id: number }): AsyncGenerator<OrderWithItems[]> {
  for (let offset = 0; ; offset += PAGE) {
    const { orders } = await listMemberOrders(services, user, { limit: PAGE, offset });
    yield orders;
    if (orders.length < PAGE) return;
  }
}

export const ordersOwnData: OwnDataPart = {
  async *documents(services, user) {
    yield { name: EXPORT_FILES.orders, content: () => jsonListText('orders', orderPages(services, user)) };
  },
};
