// Rows as the API shows them (packages/shared schemas/shop.ts): the database keeps whole cents
// and 0/1 flags, the API speaks dollars and booleans (docs/product/shop-and-payments.md).
import { fromCents, type Category, type Product } from '@clanhall/shared';
import type { CategoryRow } from './categories.repository.js';
import type { ProductWithCategoryRow } from './products.repository.js';

export function toProduct(row: ProductWithCategoryRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: fromCents(row.price_cents),
    sale_price: row.sale_price_cents === null ? null : fromCents(row.sale_price_cents),
    category_id: row.category_id,
    category_name: row.category_name,
    image_url: row.image_url,
    stock_quantity: row.stock_quantity,
    is_active: row.is_active === 1,
    is_featured: row.is_featured === 1,
    sort_order: row.sort_order,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
