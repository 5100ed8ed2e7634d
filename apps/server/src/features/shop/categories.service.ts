// Category rules (docs/product/back-office.md, docs/product/shop-and-payments.md): the public sees active categories
// only; deleting one leaves its products Uncategorized; image data URLs become stored files,
// and a picture no category uses any more is removed. Every change is written to the audit log
// in its transaction (docs/product/back-office.md, docs/decisions/013).
import { AUDIT_SUMMARIES, SHOP_ERRORS, type Category, type SaveCategoryBody } from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import { notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import { toCategory } from './catalogue-view.js';
import { announceCatalogueWrite, CATALOGUE_LOCK, writeStoringImage } from './catalogue-writes.js';
import { deleteCategory, findCategoryById, insertCategory, listCategories, updateCategory } from './categories.repository.js';
import { seesInactive, type CatalogueViewer } from './shop.policy.js';

type Page = { limit: number; offset: number };

export async function listCategoriesFor(
  services: Services,
  viewer: CatalogueViewer,
  page: Page,
): Promise<{ categories: Category[] }> {
  const rows = await listCategories(services.db.kysely, { ...page, includeInactive: seesInactive(viewer) });
  return { categories: rows.map(toCategory) };
}

/** The stored columns of a saved body; docs/product/back-office.md's defaults come from the schema. */
function categoryColumns(body: SaveCategoryBody) {
  return {
    name: body.name,
    description: body.description || null,
    sort_order: body.sort_order,
    is_active: body.is_active ? 1 : 0,
  };
}

export async function createCategory(services: Services, actor: AuditActor, body: SaveCategoryBody): Promise<Category> {
  const image = await services.images.resolve(body.image_url, 'image_url', { actorId: actor.id });
  const now = services.clock.nowIso();
  const row = await writeStoringImage(services, image, () =>
    writeTransaction(services.db, async (trx) => {
      const inserted = await insertCategory(trx, {
        ...categoryColumns(body),
        image_url: image,
        created_at: now,
        updated_at: now,
      });
      await services.auditLog.record(
        {
          actor,
          action: 'category.created',
          target: { type: 'category', id: inserted.id },
          summary: AUDIT_SUMMARIES.categoryCreated(inserted.name),
        },
        trx,
      );
      return inserted;
    }),
  );
  announceCatalogueWrite(services, { categoryId: row.id });
  return toCategory(row);
}

/**
 * PUT takes the same body as POST (docs/product/back-office.md) and replaces every field, except that an
 * absent image_url keeps the stored picture; null or '' removes it.
 */
export async function editCategory(services: Services, actor: AuditActor, id: number, body: SaveCategoryBody): Promise<Category> {
  if (!(await findCategoryById(services.db.kysely, id))) throw notFound(SHOP_ERRORS.categoryNotFound);
  const image =
    body.image_url !== undefined ? await services.images.resolve(body.image_url, 'image_url', { actorId: actor.id }) : undefined;
  const { before, after } = await writeStoringImage(services, image, () =>
    writeTransaction(services.db, async (trx) => {
      const before = await findCategoryById(trx, id);
      const after = await updateCategory(trx, id, {
        ...categoryColumns(body),
        ...(image !== undefined ? { image_url: image } : {}),
        updated_at: services.clock.nowIso(),
      });
      if (!before || !after) throw notFound(SHOP_ERRORS.categoryNotFound);
      await services.auditLog.record(
        {
          actor,
          action: 'category.updated',
          target: { type: 'category', id },
          summary: AUDIT_SUMMARIES.categoryUpdated(after.name),
        },
        trx,
      );
      return { before, after };
    }),
  );
  if (before.image_url !== after.image_url) await services.images.release([before.image_url]);
  announceCatalogueWrite(services, { categoryId: id });
  return toCategory(after);
}

/** Its products stay, Uncategorized (the foreign key sets their category_id to null). */
export async function removeCategory(services: Services, actor: AuditActor, id: number): Promise<void> {
  const row = await writeTransaction(
    services.db,
    async (trx) => {
      const deleted = await deleteCategory(trx, id);
      if (!deleted) throw notFound(SHOP_ERRORS.categoryNotFound);
      await services.auditLog.record(
        {
          actor,
          action: 'category.deleted',
          target: { type: 'category', id },
          summary: AUDIT_SUMMARIES.categoryDeleted(deleted.name),
        },
        trx,
      );
      return deleted;
    },
    { locks: [CATALOGUE_LOCK] },
  );
  announceCatalogueWrite(services, { categoryId: id });
  await services.images.release([row.image_url]);
}
