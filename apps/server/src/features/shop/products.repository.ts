// Kysely queries on products, each read with its category's name (docs/product/back-office.md:
// category_name, read only). Lists are by sort_order, then name regardless of case, then id
// (docs/product/shop-and-payments.md); the public list's filter and order follow the (is_active, sort_order, name)
// index.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ProductsTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type ProductRow = Selectable<ProductsTable>;
export type ProductWithCategoryRow = ProductRow & { category_name: string | null };

export interface ProductListOptions {
  limit: number;
  offset: number;
  includeInactive: boolean;
}

function selectWithCategory(db: Executor) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select('categories.name as category_name');
}

export function listProducts(db: Executor, options: ProductListOptions): Promise<ProductWithCategoryRow[]> {
  let query = selectWithCategory(db);
  if (!options.includeInactive) query = query.where('products.is_active', '=', 1);
  return query
    .orderBy('products.sort_order')
    .orderBy((eb) => eb.fn('lower', ['products.name']))
    .orderBy('products.id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countProducts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findProductById(db: Executor, id: number): Promise<ProductWithCategoryRow | undefined> {
  return selectWithCategory(db).where('products.id', '=', id).executeTakeFirst();
}

export async function insertProduct(db: Executor, values: Insertable<ProductsTable>): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Executor, id: number, values: Updateable<ProductsTable>): Promise<boolean> {
  const result = await db.updateTable('products').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cart lines of the product go with it (foreign key cascade); order items keep their copy. */
export function deleteProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  return db.deleteFrom('products').where('id', '=', id).returningAll().executeTakeFirst();
}
