// Category Management (docs/product/back-office.md, docs/product/operating.md, docs/product/shop-and-payments.md): every field and default,
// validation that names the field, pictures kept and let go, a deleted category's products left
// Uncategorized, 404 for what is not there, and administrators only.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ERRORS, type Category, type Product } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';

describe('category management', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
  });
  afterAll(() => t.close());

  const unique = (name: string) => `${name} ${randomUsername('x')}`;
  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/shop/categories', headers: admin.auth, payload });
  const update = (id: number | string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/shop/categories/${id}`, headers: admin.auth, payload });
  const remove = (id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/shop/categories/${id}`, headers: admin.auth });
  async function createCategory(payload: Record<string, unknown> = {}): Promise<Category> {
    const res = await create({ name: unique('Shelf'), ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().category;
  }
  async function createProduct(payload: Record<string, unknown>): Promise<Product> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: admin.auth,
      payload: { name: unique('Ware'), price: 3, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }
  const picture = async () => {
    const colour = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  };
  const fileOf = (url: string) => join(t.database.dataDir, 'uploads', 'images', basename(url));
  const list = async (url: string, key: 'products' | 'categories', headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, headers })).json()[key] as (Product & Category)[];

  it('creates a category with the defaults of docs/product/back-office.md: sort 0, active', async () => {
    const res = await create({ name: '  Apparel ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      category: {
        id: expect.any(Number),
        name: 'Apparel',
        description: null,
        image_url: null,
        sort_order: 0,
        is_active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('takes every field of the dialog and stores the picture as a file', async () => {
    const res = await create({
      name: 'Drinkware',
      description: 'Mugs and horns',
      image_url: await picture(),
      sort_order: 3,
      is_active: false,
    });
    expect(res.statusCode).toBe(201);
    const category: Category = res.json().category;
    expect(category).toMatchObject({ name: 'Drinkware', description: 'Mugs and horns', sort_order: 3, is_active: false });
    expect(category.image_url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.jpg$/);
    expect(existsSync(fileOf(category.image_url!))).toBe(true);
  });

  it.each([
    ['no name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: ' ' }, 'Name is required'],
    ['a long name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['a long description', { description: 'x'.repeat(2001) }, 'description: Must be at most 2000 characters'],
    ['a fractional sort order', { sort_order: 1.5 }, 'Sort order must be a whole number'],
    ['a sort order that is not a number', { sort_order: 'first' }, 'Sort order must be a number'],
    ['is_active that is not true or false', { is_active: 'no' }, 'is_active must be true or false'],
    ['a file: image', { image_url: 'file:///etc/passwd' }, 'image_url'],
  ])('refuses %s with 400 naming the field', async (_label, change, message) => {
    const res = await create({ name: 'Valid', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('replaces every field on PUT, keeps the picture when image_url is left out, and removes a replaced one', async () => {
    const category = await createCategory({ image_url: await picture(), sort_order: 4, description: 'Old words' });
    const res = await update(category.id, { name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toEqual({
      ...category,
      name: 'Renamed',
      description: null,
      sort_order: 0,
      updated_at: expect.any(String),
    });
    const replaced: Category = (await update(category.id, { name: 'Renamed', image_url: await picture() })).json().category;
    expect(replaced.image_url).not.toBe(category.image_url);
    expect(existsSync(fileOf(category.image_url!))).toBe(false);
    expect(existsSync(fileOf(replaced.image_url!))).toBe(true);
  });

  it('deletes a category and leaves its products in the shop, Uncategorized', async () => {
    const category = await createCategory({ image_url: await picture() });
    const product = await createProduct({ category_id: category.id });
    expect(product.category_name).toBe(category.name);

    const res = await remove(category.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(existsSync(fileOf(category.image_url!))).toBe(false);
    const inShop = (await list('/api/shop/products', 'products')).find((p) => p.id === product.id);
    expect(inShop).toMatchObject({ category_id: null, category_name: null });
    const inBackOffice = (await list('/api/admin/shop/products', 'products', admin.auth)).find((p) => p.id === product.id);
    expect(inBackOffice).toMatchObject({ category_id: null, category_name: null });
    expect((await list('/api/admin/shop/categories', 'categories', admin.auth)).map((c) => c.id)).not.toContain(category.id);

    const again = await remove(category.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: SHOP_ERRORS.categoryNotFound });
  });

  it('keeps a picture a product still shows when its category lets go of it', async () => {
    const shared = await picture();
    const category = await createCategory({ image_url: shared });
    const product = await createProduct({ image_url: shared });
    expect(product.image_url).toBe(category.image_url);
    await remove(category.id);
    expect(existsSync(fileOf(product.image_url!))).toBe(true);
  });

  it('answers 404 Category not found for an id that names nothing or cannot exist', async () => {
    for (const id of ['999999', 'abc', '0', '2147483648']) {
      for (const res of [await update(id, { name: 'X' }), await remove(id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ error: SHOP_ERRORS.categoryNotFound });
      }
    }
  });

  it('lists every category for administrators, inactive ones too, by sort_order then name', async () => {
    const hidden = await createCategory({ name: 'aaa hidden', is_active: false, sort_order: -50 });
    const shown = await createCategory({ name: 'Bbb shown', sort_order: -50 });
    const categories = await list('/api/admin/shop/categories', 'categories', admin.auth);
    expect(categories.slice(0, 2).map((c) => c.id)).toEqual([hidden.id, shown.id]);
    expect((await list('/api/shop/categories', 'categories')).map((c) => c.id)).not.toContain(hidden.id);
  });

  it("announces 'catalogue.written' on every write", async () => {
    const heard: unknown[] = [];
    const stop = t.services.events.on('catalogue.written', (payload) => void heard.push(payload));
    try {
      const category = await createCategory();
      await update(category.id, { name: 'Again' });
      await remove(category.id);
      expect(heard).toEqual([{ categoryId: category.id }, { categoryId: category.id }, { categoryId: category.id }]);
    } finally {
      stop();
    }
  });

  it.each([
    ['GET', '/api/admin/shop/categories', undefined],
    ['POST', '/api/admin/shop/categories', { name: 'T' }],
    ['PUT', '/api/admin/shop/categories/1', { name: 'T' }],
    ['DELETE', '/api/admin/shop/categories/1', undefined],
  ] as const)('%s %s needs an administrator: 401 without a token, 403 for a member', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    const asMember = await t.app.inject({ method, url, payload, headers: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: 'Administrator access required' });
  });
});
