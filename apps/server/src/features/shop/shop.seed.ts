// The shop's part of the demo content (docs/product/operating.md: "sample ... categories, products"): a
// small catalogue with pictures that ship with the app (assets/demo/shop, drawn by its
// generate.mjs). Only into an empty catalogue, even when two fresh processes seed at once.
import { toCents } from '@clanhall/shared';
import { readDemoAsset, readDemoJson } from '../../lib/demo-assets.js';
import { writeTransaction, type WriteTransaction } from '../../db/write-transaction.js';
import type { Services } from '../../services.js';
import { announceCatalogueWrite } from './catalogue-writes.js';
import { countCategories, insertCategory } from './categories.repository.js';
import { countProducts, insertProduct } from './products.repository.js';
import type { Executor } from '../../db/executor.js';

interface DemoCategory {
  name: string;
  description: string;
  /** A picture of assets/demo/shop (a product's, shared). */
  image: string;
  sort_order: number;
}

interface DemoProduct {
  name: string;
  description: string;
  /** Dollars, like the API. */
  price: number;
  sale_price: number | null;
  /** A DemoCategory's name. */
  category: string;
  image: string;
  stock: number;
  featured: boolean;
  sort_order: number;
}

interface DemoCatalogue {
  categories: DemoCategory[];
  products: DemoProduct[];
}

const ASSETS = 'shop/';

async function catalogueIsEmpty(db: Executor): Promise<boolean> {
  const [products, categories] = await Promise.all([countProducts(db), countCategories(db)]);
  return products === 0 && categories === 0;
}

async function insertCatalogue(trx: WriteTransaction, catalogue: DemoCatalogue, imageUrls: Map<string, string>, now: string) {
  const categoryIds = new Map<string, number>();
  for (const category of catalogue.categories) {
    const row = await insertCategory(trx, {
      name: category.name,
      description: category.description,
      image_url: imageUrls.get(category.image) ?? null,
      sort_order: category.sort_order,
      is_active: 1,
      created_at: now,
      updated_at: now,
    });
    categoryIds.set(category.name, row.id);
  }
  for (const product of catalogue.products) {
    await insertProduct(trx, {
      name: product.name,
      description: product.description,
      price_cents: toCents(product.price),
      sale_price_cents: product.sale_price === null ? null : toCents(product.sale_price),
      category_id: categoryIds.get(product.category) ?? null,
      image_url: imageUrls.get(product.image) ?? null,
      stock_quantity: product.stock,
      is_active: 1,
      is_featured: product.featured ? 1 : 0,
      sort_order: product.sort_order,
      created_at: now,
      updated_at: now,
    });
  }
}

export async function seedShop(services: Services): Promise<void> {
  // Saves reading and storing the pictures on a later start; the check that counts is below.
  if (!(await catalogueIsEmpty(services.db.kysely))) return;
  const catalogue = await readDemoJson<DemoCatalogue>(`${ASSETS}products.json`);
  const pictures = [...new Set([...catalogue.products.map((p) => p.image), ...catalogue.categories.map((c) => c.image)])];
  // Stored first (slow, and harmless twice since files are named by content), outside the lock.
  const imageUrls = new Map(
    await Promise.all(
      pictures.map(async (name) => [name, await services.images.store(await readDemoAsset(ASSETS + name))] as const),
    ),
  );
  let added = false;
  try {
    added = await writeTransaction(
      services.db,
      async (trx) => {
        if (!(await catalogueIsEmpty(trx))) return false;
        await insertCatalogue(trx, catalogue, imageUrls, services.clock.nowIso());
        return true;
      },
      { locks: ['shop-seed'] },
    );
  } finally {
    services.images.settle([...imageUrls.values()]);
  }
  if (added) announceCatalogueWrite(services, {});
  services.log.info(
    added ? { categories: catalogue.categories.length, products: catalogue.products.length } : {},
    added ? 'demo content: shop catalogue added' : 'demo content: shop already has a catalogue',
  );
}
