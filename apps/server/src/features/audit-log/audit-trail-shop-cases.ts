// The audit trail's cases for the shop's catalogue and orders (docs/product/back-office.md Product, Category and Order Management): each
// arranges one administrator change on fresh objects and says which entry it must write
// (audit-trail.routes.test.ts runs them).
import { randomUsername } from '../../test/factories.js';
import type { ChangeCase } from './audit-trail-test-kit.js';

export const shopChanges: ChangeCase[] = [
  [
    'a new product',
    'product.created',
    async () => {
      const name = randomUsername('Mug');
      return {
        method: 'POST',
        url: '/api/admin/shop/products',
        payload: { name, price: 12.5 },
        target: (answer) => ['product', answer.product!.id],
        summary: `Created product “${name}”`,
      };
    },
  ],
  [
    'a product edit',
    'product.updated',
    async ({ fx }) => {
      const product = await fx.product();
      return {
        method: 'PUT',
        url: `/api/admin/shop/products/${product.id}`,
        payload: { name: product.name, price: 3 },
        target: ['product', product.id],
        summary: `Edited product “${product.name}”`,
      };
    },
  ],
  [
    'a product deletion',
    'product.deleted',
    async ({ fx }) => {
      const product = await fx.product();
      return {
        method: 'DELETE',
        url: `/api/admin/shop/products/${product.id}`,
        target: ['product', product.id],
        summary: `Deleted product “${product.name}”`,
      };
    },
  ],
  [
    'a new category',
    'category.created',
    async () => {
      const name = randomUsername('Shelf');
      return {
        method: 'POST',
        url: '/api/admin/shop/categories',
        payload: { name },
        target: (answer) => ['category', answer.category!.id],
        summary: `Created category “${name}”`,
      };
    },
  ],
  [
    'a category edit',
    'category.updated',
    async ({ fx }) => {
      const category = await fx.category();
      const name = randomUsername('Renamed');
      return {
        method: 'PUT',
        url: `/api/admin/shop/categories/${category.id}`,
        payload: { name },
        target: ['category', category.id],
        summary: `Edited category “${name}”`,
      };
    },
  ],
  [
    'a category deletion',
    'category.deleted',
    async ({ fx }) => {
      const category = await fx.category();
      return {
        method: 'DELETE',
        url: `/api/admin/shop/categories/${category.id}`,
        target: ['category', category.id],
        summary: `Deleted category “${category.name}”`,
      };
    },
  ],
  [
    "an order's status",
    'order.status',
    async ({ fx, member }) => {
      const order = await fx.order(member);
      return {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status: 'shipped' },
        target: ['order', order.id],
        summary: `Set order ${order.order_number} to Shipped`,
      };
    },
  ],
  [
    "an order item's status",
    'order-item.status',
    async ({ fx, member }) => {
      const order = await fx.order(member);
      return {
        method: 'PUT',
        url: `/api/admin/order-items/${order.item.id}/status`,
        payload: { status: 'delivered' },
        target: ['order-item', order.item.id],
        summary: `Set item “${order.item.name}” of order ${order.order_number} to Delivered`,
      };
    },
  ],
];
