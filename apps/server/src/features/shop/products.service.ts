// Product rules (docs/product/back-office.md, docs/product/shop-and-payments.md): the public sees active products only;
// money is kept in cents and spoken in dollars; a category_id must name a category; image data
// URLs become stored files, and a picture no product uses any more is removed. Every change is
// written to the audit log in its transaction (docs/product/back-office.md, docs/decisions/013).
import { AUDIT_SUMMARIES, SHOP_ERRORS, toCents, type Product, type SaveProductBody } from '@clanhall/shared';
import { writeTransaction, type WriteTransaction } from '../../db/write-transaction.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import { toProduct } from './catalogue-view.js';
import { announceCatalogueWrite, CATALOGUE_LOCK, writeStoringImage } from './catalogue-writes.js';
import { findCategoryById } from './categories.repository.js';
import {
  deleteProduct,
  findProductById,
  insertProduct,
  listProducts,
  updateProduct,
  type ProductWithCategoryRow,
} from './products.repository.js';
import { seesInactive, type CatalogueViewer } from './shop.policy.js';

type Page = { limit: number; offset: number };

export async function listProductsFor(services: Services, viewer: CatalogueViewer, page: Page): Promise<{ products: Product[] }> {
  const rows = await listProducts(services.db.kysely, { ...page, includeInactive: seesInactive(viewer) });
  return { products: rows.map(toProduct) };
}

/** The stored columns of a saved body; docs/product/back-office.md's defaults come from the schema. */
function productColumns(body: SaveProductBody) {
  return {
    name: body.name,
    description: body.description || null,
    price_cents: toCents(body.price),
    sale_price_cents: body.sale_price === null || body.sale_price === undefined ? null : toCents(body.sale_price),
    category_id: body.category_id ?? null,
    stock_quantity: body.stock_quantity,
    is_active: body.is_active ? 1 : 0,
    is_featured: body.is_featured ? 1 : 0,
    sort_order: body.sort_order,
  };
}

async function checkCategory(trx: WriteTransaction, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  if (!(await findCategoryById(trx, categoryId))) throw badRequest(`category_id: ${SHOP_ERRORS.categoryNotFound}`);
}

async function readWritten(trx: WriteTransaction, id: number): Promise<ProductWithCategoryRow> {
  const row = await findProductById(trx, id);
  if (!row) throw notFound(SHOP_ERRORS.productNotFound);
  return row;
}

export async function createProduct(services: Services, actor: AuditActor, body: SaveProductBody): Promise<Product> {
  const image = await services.images.resolve(body.image_url, 'image_url', { actorId: actor.id });
  const row = await writeStoringImage(services, image, () =>
    writeTransaction(
      services.db,
      async (trx) => {
        await checkCategory(trx, body.category_id);
        const now = services.clock.nowIso();
        const id = await insertProduct(trx, { ...productColumns(body), image_url: image, created_at: now, updated_at: now });
        const written = await readWritten(trx, id);
        await services.auditLog.record(
          {
            actor,
            action: 'product.created',
            target: { type: 'product', id },
            summary: AUDIT_SUMMARIES.productCreated(written.name),
          },
          trx,
        );
        return written;
      },
      { locks: [CATALOGUE_LOCK] },
    ),
  );
  announceCatalogueWrite(services, { productIds: [row.id] });
  return toProduct(row);
}

/**
 * PUT takes the same body as POST (docs/product/back-office.md) and replaces every field, except that an
 * absent image_url keeps the stored picture (as for posts); null or '' removes it.
 */
export async function editProduct(services: Services, actor: AuditActor, id: number, body: SaveProductBody): Promise<Product> {
  // Asked first, so a missing product costs no stored picture.
  if (!(await findProductById(services.db.kysely, id))) throw notFound(SHOP_ERRORS.productNotFound);
  const image =
    body.image_url !== undefined ? await services.images.resolve(body.image_url, 'image_url', { actorId: actor.id }) : undefined;
  const { before, after } = await writeStoringImage(services, image, () =>
    writeTransaction(
      services.db,
      async (trx) => {
        const before = await readWritten(trx, id);
        await checkCategory(trx, body.category_id);
        await updateProduct(trx, id, {
          ...productColumns(body),
          ...(image !== undefined ? { image_url: image } : {}),
          updated_at: services.clock.nowIso(),
        });
        const after = await readWritten(trx, id);
        await services.auditLog.record(
          {
            actor,
            action: 'product.updated',
            target: { type: 'product', id },
            summary: AUDIT_SUMMARIES.productUpdated(after.name),
          },
          trx,
        );
        return { before, after };
      },
      { locks: [CATALOGUE_LOCK] },
    ),
  );
  if (before.image_url !== after.image_url) await services.images.release([before.image_url]);
  announceCatalogueWrite(services, { productIds: [id] });
  return toProduct(after);
}

export async function removeProduct(services: Services, actor: AuditActor, id: number): Promise<void> {
  const row = await writeTransaction(services.db, async (trx) => {
    const deleted = await deleteProduct(trx, id);
    if (!deleted) throw notFound(SHOP_ERRORS.productNotFound);
    await services.auditLog.record(
      {
        actor,
        action: 'product.deleted',
        target: { type: 'product', id },
        summary: AUDIT_SUMMARIES.productDeleted(deleted.name),
      },
      trx,
    );
    return deleted;
  });
  announceCatalogueWrite(services, { productIds: [id] });
  await services.images.release([row.image_url]);
}
