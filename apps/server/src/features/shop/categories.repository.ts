// Kysely queries on categories. Lists are by sort_order, then name regardless of case, then id
// (docs/product/shop-and-payments.md), so the order is the same on both dialects and paging is stable.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CategoriesTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type CategoryRow = Selectable<CategoriesTable>;

export interface CategoryListOptions {
  limit: number;
  offset: number;
  includeInactive: boolean;
}

export function listCategories(db: Executor, options: CategoryListOptions): Promise<CategoryRow[]> {
  let query = db.selectFrom('categories').selectAll();
  if (!options.includeInactive) query = query.where('is_active', '=', 1);
  return query
    .orderBy('sort_order')
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countCategories(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCategoryById(db: Executor, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCategory(db: Executor, values: Insertable<CategoriesTable>): Promise<CategoryRow> {
  return db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCategory(
  db: Executor,
  id: number,
  values: Updateable<CategoriesTable>,
): Promise<CategoryRow | undefined> {
  return db.updateTable('categories').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Its products become Uncategorized: the foreign key sets their category_id to null. */
export function deleteCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  return db.deleteFrom('categories').where('id', '=', id).returningAll().executeTakeFirst();
}
