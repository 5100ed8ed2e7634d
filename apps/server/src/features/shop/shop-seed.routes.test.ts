// The shop's demo content (docs/product/operating.md): a small catalogue with pictures that ship with the
// app, added once into an empty catalogue, even by two fresh processes at once, and never into
// one an administrator has started.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@clanhall/shared';
import { DEMO_ASSETS_DIR, readDemoJson } from '../../lib/demo-assets.js';
import { buildTestApp, createUser, type TestApp } from '../../test/build-test-app.js';
import { seedShop } from './shop.seed.js';

const shopAssets = fileURLToPath(new URL('shop/', DEMO_ASSETS_DIR));

describe('the shop demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, key: string): Promise<T[]> => (await t.app.inject({ method: 'GET', url })).json()[key];

  it('is added once, even when two seeds run at the same moment', async () => {
    await Promise.all([seedShop(t.services), seedShop(t.services)]);
    const categories = await get<Category>('/api/shop/categories', 'categories');
    const products = await get<Product>('/api/shop/products', 'products');
    expect(categories.map((c) => c.name)).toEqual(['Apparel', 'Drinkware', 'Books & Lore', 'Crafts', 'Hearth & Home']);
    expect(products).toHaveLength(15);
    await seedShop(t.services);
    expect(await get<Product>('/api/shop/products', 'products')).toHaveLength(15);
  });

  it('shows what the shop screens need: categories, a sale, low and no stock, featured wares', async () => {
    const products = await get<Product>('/api/shop/products', 'products');
    expect(products.every((p) => p.category_name && p.description && p.price > 0)).toBe(true);
    expect(products.filter((p) => p.sale_price !== null && p.sale_price < p.price).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.stock_quantity === 0)).toHaveLength(1);
    expect(products.filter((p) => p.stock_quantity > 0 && p.stock_quantity <= 3).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(1);
    // Grouped on the shelves by sort_order: each category's wares together.
    const order = products.map((p) => p.category_name);
    expect(order).toEqual([...order].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it('serves every product and category picture as a stored JPEG', async () => {
    const products = await get<Product>('/api/shop/products', 'products');
    const categories = await get<Category>('/api/shop/categories', 'categories');
    const urls = [...products, ...categories].map((item) => item.image_url);
    expect(urls.every((url) => /^\/uploads\/images\/[0-9a-f]{32}\.jpg$/.test(url ?? ''))).toBe(true);
    expect(new Set(products.map((p) => p.image_url)).size).toBe(products.length);
    for (const url of new Set(urls)) {
      const image = await t.app.inject({ method: 'GET', url: url! });
      expect(image.statusCode, url!).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    }
  });

  it('ships small square pictures, one for each product, and nothing unused', async () => {
    const catalogue = await readDemoJson<{ products: { image: string }[]; categories: { image: string }[] }>(
      'shop/products.json',
    );
    const shipped = readdirSync(shopAssets)
      .filter((name) => name.endsWith('.jpg'))
      .sort();
    expect(shipped).toEqual([...new Set(catalogue.products.map((p) => p.image))].sort());
    for (const category of catalogue.categories) expect(shipped).toContain(category.image);
    for (const name of shipped) {
      expect(statSync(shopAssets + name).size, name).toBeLessThan(60 * 1024);
      expect(await sharp(shopAssets + name).metadata(), name).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    }
  });
});

describe('the shop demo catalogue on a site that has one already', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('adds nothing once an administrator has made a category', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/categories',
      headers: admin.auth,
      payload: { name: 'Our own' },
    });
    expect(res.statusCode).toBe(201);
    await seedShop(t.services);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/shop/categories' })).json().categories;
    expect(categories.map((c: Category) => c.name)).toEqual(['Our own']);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/products' })).json().products).toEqual([]);
  });
});
