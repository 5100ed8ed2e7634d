// Product Management (docs/product/back-office.md, docs/product/operating.md, docs/product/shop-and-payments.md): every field and default,
// validation that names the field, a category that must exist, stored pictures kept and let go,
// 404 for what is not there, and administrators only.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ERRORS, type Product } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';

describe('product management', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
  });
  afterAll(() => t.close());

  const unique = (name: string) => `${name} ${randomUsername('x')}`;
  const create = (payload: Record<string, unknown>, headers = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/api/admin/shop/products', headers, payload });
  const update = (id: number | string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/shop/products/${id}`, headers: admin.auth, payload });
  const remove = (id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/shop/products/${id}`, headers: admin.auth });
  async function createProduct(payload: Record<string, unknown> = {}): Promise<Product> {
    const res = await create({ name: unique('Ware'), price: 10, ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }
  async function createCategory(payload: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/categories',
      headers: admin.auth,
      payload: { name: unique('Shelf'), ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().category as { id: number; name: string };
  }
  /** A picture no other test uses, as a data URL (its stored file is its own). */
  const picture = async () => {
    const colour = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${bytes.toString('base64')}`;
  };
  const imagesDir = () => join(t.database.dataDir, 'uploads', 'images');
  const fileOf = (url: string) => join(imagesDir(), basename(url));
  const adminProducts = async (query = ''): Promise<Product[]> =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/shop/products${query}`, headers: admin.auth })).json().products;

  it('creates a product with the defaults of docs/product/back-office.md: stock 0, active, not featured, sort 0', async () => {
    const res = await create({ name: '  Hearth Mug  ', price: 16 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      product: {
        id: expect.any(Number),
        name: 'Hearth Mug',
        description: null,
        price: 16,
        sale_price: null,
        category_id: null,
        category_name: null,
        image_url: null,
        stock_quantity: 0,
        is_active: true,
        is_featured: false,
        sort_order: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('takes every field of the dialog and stores the picture as a file', async () => {
    const shelf = await createCategory();
    const res = await create({
      name: 'Pewter Tankard',
      description: 'A lidded tankard.',
      price: 38,
      sale_price: 32.5,
      category_id: shelf.id,
      image_url: await picture(),
      stock_quantity: 3,
      is_active: false,
      is_featured: true,
      sort_order: -2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product: Product = res.json().product;
    expect(product).toMatchObject({
      name: 'Pewter Tankard',
      description: 'A lidded tankard.',
      price: 38,
      sale_price: 32.5,
      category_id: shelf.id,
      category_name: shelf.name,
      stock_quantity: 3,
      is_active: false,
      is_featured: true,
      sort_order: -2,
    });
    expect(product.image_url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
    expect(existsSync(fileOf(product.image_url!))).toBe(true);
    // The form's empty fields: null for no sale price or category, left out for the defaults.
    const blank = await create({ name: unique('Blank'), price: 1, sale_price: null, category_id: null, image_url: '' });
    expect(blank.json().product).toMatchObject({
      sale_price: null,
      category_id: null,
      stock_quantity: 0,
      sort_order: 0,
      image_url: null,
    });
  });

  it.each([
    ['no name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a long name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['a long description', { description: 'x'.repeat(5001) }, 'description: Must be at most 5000 characters'],
    ['no price', { price: undefined }, 'Price is required'],
    ['a null price', { price: null }, 'Price is required'],
    ['a price that is not a number', { price: 'ten' }, 'Price must be a number'],
    ['a price as text', { price: '5' }, 'Price must be a number'],
    ['stock as text', { stock_quantity: '3' }, 'stock_quantity: Stock must be a number'],
    ['a null sort order', { sort_order: null }, 'Sort order must be a number'],
    ['a negative price', { price: -1 }, 'Price must not be negative'],
    ['a price with three decimals', { price: 1.005 }, 'Price must have at most 2 decimals'],
    ['a price above the maximum', { price: 1_000_001 }, 'Price must be at most 1000000'],
    ['a negative sale price', { sale_price: -2 }, 'Sale price must not be negative'],
    ['negative stock', { stock_quantity: -1 }, 'Stock must be at least 0'],
    ['fractional stock', { stock_quantity: 1.5 }, 'Stock must be a whole number'],
    ['a category that is not a number', { category_id: 'abc' }, 'category_id: Category must be a number'],
    ['is_active that is not true or false', { is_active: 'yes' }, 'is_active must be true or false'],
    ['a fractional sort order', { sort_order: 0.5 }, 'Sort order must be a whole number'],
    ['a javascript: image', { image_url: 'javascript:alert(1)' }, 'image_url'],
  ])('refuses %s with 400 naming the field', async (_label, change, message) => {
    const res = await create({ name: 'Valid', price: 5, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('refuses a category_id that names no category, and keeps nothing of the request, not even its picture', async () => {
    const count = async () => (await t.services.db.kysely.selectFrom('products').select('id').execute()).length;
    const storedFiles = () => (existsSync(imagesDir()) ? readdirSync(imagesDir()).sort() : []);
    const [rowsBefore, filesBefore] = [await count(), storedFiles()];
    const res = await create({ name: 'Orphan', price: 5, category_id: 999_999, image_url: await picture() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `category_id: ${SHOP_ERRORS.categoryNotFound}` });
    expect(await count()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);

    const product = await createProduct();
    const edit = await update(product.id, { name: product.name, price: 5, category_id: 999_999 });
    expect(edit.json()).toEqual({ error: `category_id: ${SHOP_ERRORS.categoryNotFound}` });
  });

  it('replaces every field on PUT, keeping the picture when image_url is left out', async () => {
    const shelf = await createCategory();
    const product = await createProduct({
      image_url: await picture(),
      stock_quantity: 9,
      is_featured: true,
      sale_price: 4,
      category_id: shelf.id,
    });
    const res = await update(product.id, { name: 'Renamed', description: 'Now described', price: 12.99 });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toEqual({
      ...product,
      name: 'Renamed',
      description: 'Now described',
      price: 12.99,
      sale_price: null,
      category_id: null,
      category_name: null,
      stock_quantity: 0,
      is_featured: false,
      updated_at: expect.any(String),
    });
    expect(existsSync(fileOf(product.image_url!))).toBe(true);
  });

  it('removes a picture file once no product refers to it: replaced, cleared, or the product deleted', async () => {
    const product = await createProduct({ image_url: await picture() });
    const replaced: Product = (await update(product.id, { name: product.name, price: 10, image_url: await picture() })).json()
      .product;
    expect(replaced.image_url).not.toBe(product.image_url);
    expect(existsSync(fileOf(product.image_url!))).toBe(false);

    const cleared: Product = (await update(product.id, { name: product.name, price: 10, image_url: null })).json().product;
    expect(cleared.image_url).toBeNull();
    expect(existsSync(fileOf(replaced.image_url!))).toBe(false);

    const other = await createProduct({ image_url: await picture() });
    expect((await remove(other.id)).json()).toEqual({ success: true });
    expect(existsSync(fileOf(other.image_url!))).toBe(false);
  });

  it('keeps an http(s) picture URL as given', async () => {
    const product = await createProduct({ image_url: 'https://images.example.test/mug.jpg' });
    expect(product.image_url).toBe('https://images.example.test/mug.jpg');
  });

  it('deletes a product: gone from both lists, 404 the second time', async () => {
    const product = await createProduct();
    const res = await remove(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await adminProducts()).map((p) => p.id)).not.toContain(product.id);
    const again = await remove(product.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: SHOP_ERRORS.productNotFound });
  });

  it('answers 404 Product not found for an id that names nothing or cannot exist', async () => {
    for (const id of ['999999', 'abc', '-1', '99999999999']) {
      for (const res of [await update(id, { name: 'X', price: 1 }), await remove(id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ error: SHOP_ERRORS.productNotFound });
      }
    }
  });

  it('lists every product for administrators, inactive ones too, in the shop order', async () => {
    const hidden = await createProduct({ name: 'aaa hidden', is_active: false, sort_order: -100 });
    const shown = await createProduct({ name: 'bbb shown', sort_order: -100 });
    const products = await adminProducts();
    expect(products.slice(0, 2).map((p) => p.id)).toEqual([hidden.id, shown.id]);
    expect(products.find((p) => p.id === hidden.id)).toMatchObject({ is_active: false });
    expect((await adminProducts('?limit=1&offset=1')).map((p) => p.id)).toEqual([shown.id]);
    const zero = await t.app.inject({ method: 'GET', url: '/api/admin/shop/products?limit=0', headers: admin.auth });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toContain('limit');
  });

  it("announces 'catalogue.written' on every write, so the public shop is fresh", async () => {
    const heard: unknown[] = [];
    const stop = t.services.events.on('catalogue.written', (payload) => void heard.push(payload));
    try {
      const product = await createProduct();
      await update(product.id, { name: product.name, price: 2 });
      await remove(product.id);
      expect(heard).toEqual([{ productIds: [product.id] }, { productIds: [product.id] }, { productIds: [product.id] }]);
      await create({ name: 'Refused', price: -1 });
      expect(heard).toHaveLength(3);
    } finally {
      stop();
    }
  });

  it('answers 413 for a body over 12 MB', async () => {
    const res = await create({ name: 'Huge', price: 1, image_url: `data:image/png;base64,${'A'.repeat(13 * 1024 * 1024)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['GET', '/api/admin/shop/products', undefined],
    ['POST', '/api/admin/shop/products', { name: 'T', price: 1 }],
    ['PUT', '/api/admin/shop/products/1', { name: 'T', price: 1 }],
    ['DELETE', '/api/admin/shop/products/1', undefined],
  ] as const)('%s %s needs an administrator: 401 without a token, 403 for a member', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    const asMember = await t.app.inject({ method, url, payload, headers: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: 'Administrator access required' });
  });
});
