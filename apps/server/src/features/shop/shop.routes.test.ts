// The public shop (docs/product/operating.md, docs/product/shop-and-payments.md): active products with their category
// name and active categories, by sort_order then name, in dollars, without a token, from the
// public cache, and a write is visible at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';

describe('the public shop', () => {
  let t: TestApp;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const unique = (name: string) => `${name} ${randomUsername('x')}`;
  async function saveProduct(payload: Record<string, unknown>, id?: number): Promise<Product> {
    const res = await t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/admin/shop/products/${id}` : '/api/admin/shop/products',
      headers: admin.auth,
      payload: { name: unique('Ware'), price: 10, ...payload },
    });
    expect(res.statusCode, res.body).toBe(id ? 200 : 201);
    return res.json().product;
  }
  async function saveCategory(payload: Record<string, unknown>, id?: number): Promise<Category> {
    const res = await t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/admin/shop/categories/${id}` : '/api/admin/shop/categories',
      headers: admin.auth,
      payload: { name: unique('Shelf'), ...payload },
    });
    expect(res.statusCode, res.body).toBe(id ? 200 : 201);
    return res.json().category;
  }
  const publicGet = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const publicProducts = async (): Promise<Product[]> => (await publicGet('/api/shop/products')).json().products;
  const publicCategories = async (): Promise<Category[]> => (await publicGet('/api/shop/categories')).json().categories;
  /** The given ids in the order the list has them. */
  const orderOf = (list: { id: number }[], ids: number[]) => list.map((item) => item.id).filter((id) => ids.includes(id));

  it('lists active products only, with the category name, prices in dollars and no sale price unless set', async () => {
    const shelf = await saveCategory({ name: unique('Drinkware') });
    const mug = await saveProduct({ name: 'Hearth Mug', price: 12.5, category_id: shelf.id, stock_quantity: 4 });
    const horn = await saveProduct({ name: 'Feasting Horn', price: 54.99, sale_price: 49.95, is_featured: true });
    const withdrawn = await saveProduct({ name: 'Withdrawn', price: 5, is_active: false });

    const res = await publicGet('/api/shop/products');
    expect(res.statusCode).toBe(200);
    const products: Product[] = res.json().products;
    expect(products.find((p) => p.id === mug.id)).toEqual({
      id: mug.id,
      name: 'Hearth Mug',
      description: null,
      price: 12.5,
      sale_price: null,
      category_id: shelf.id,
      category_name: shelf.name,
      image_url: null,
      stock_quantity: 4,
      is_active: true,
      is_featured: false,
      sort_order: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(products.find((p) => p.id === horn.id)).toMatchObject({
      price: 54.99,
      sale_price: 49.95,
      is_featured: true,
      category_id: null,
      category_name: null,
    });
    expect(products.map((p) => p.id)).not.toContain(withdrawn.id);
    expect(products.every((p) => p.is_active)).toBe(true);
    // Kept in whole cents: no float error on the way in or out.
    const cents = await t.services.db.kysely
      .selectFrom('products')
      .select(['price_cents', 'sale_price_cents'])
      .where('id', '=', horn.id)
      .executeTakeFirstOrThrow();
    expect(cents).toEqual({ price_cents: 5499, sale_price_cents: 4995 });
  });

  it('orders products by sort_order, then name regardless of case, then id', async () => {
    const beta = await saveProduct({ name: 'beta', sort_order: 5 });
    const upperAlpha = await saveProduct({ name: 'Alpha', sort_order: 5 });
    const first = await saveProduct({ name: 'zulu', sort_order: -3 });
    const lowerAlpha = await saveProduct({ name: 'alpha', sort_order: 5 });
    const last = await saveProduct({ name: 'Aardvark', sort_order: 7 });
    const ids = [beta, upperAlpha, first, lowerAlpha, last].map((p) => p.id);
    expect(orderOf(await publicProducts(), ids)).toEqual([first.id, upperAlpha.id, lowerAlpha.id, beta.id, last.id]);
  });

  it('lists active categories only, by sort_order then name', async () => {
    const crafts = await saveCategory({ name: 'crafts', sort_order: 2 });
    const books = await saveCategory({ name: 'Books & Lore', sort_order: 2 });
    const apparel = await saveCategory({ name: 'Apparel', sort_order: 1, description: 'Wool and cotton' });
    const hidden = await saveCategory({ name: 'Seasonal', is_active: false });

    const res = await publicGet('/api/shop/categories');
    expect(res.statusCode).toBe(200);
    const categories: Category[] = res.json().categories;
    expect(orderOf(categories, [crafts.id, books.id, apparel.id])).toEqual([apparel.id, books.id, crafts.id]);
    expect(categories.map((c) => c.id)).not.toContain(hidden.id);
    expect(categories.find((c) => c.id === apparel.id)).toEqual({
      id: apparel.id,
      name: 'Apparel',
      description: 'Wool and cotton',
      image_url: null,
      sort_order: 1,
      is_active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('pages with limit and offset, and refuses bad paging with 400 naming the field', async () => {
    for (let i = 0; i < 3; i++) await saveProduct({});
    const all = await publicProducts();
    const page = (await publicGet('/api/shop/products?limit=2&offset=1')).json().products;
    expect(page.map((p: Product) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));
    for (const url of ['/api/shop/products', '/api/shop/categories']) {
      for (const query of ['limit=0', 'offset=-1', 'limit=abc']) {
        const res = await publicGet(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().error).toContain(query.split('=')[0]);
      }
      // Above the maximum is capped, not refused (docs/product/operating.md).
      expect((await publicGet(`${url}?limit=100000`)).statusCode).toBe(200);
    }
  });

  it('answers from the cache with an ETag and 304, and shows a product edit at once', async () => {
    const product = await saveProduct({ name: 'Tankard', price: 38 });
    const first = await publicGet('/api/shop/products');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await publicGet('/api/shop/products', { 'if-none-match': etag })).statusCode).toBe(304);

    await saveProduct({ name: 'Pewter Tankard', price: 32.5 }, product.id);
    const edited = await publicGet('/api/shop/products', { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().products.find((p: Product) => p.id === product.id)).toMatchObject({
      name: 'Pewter Tankard',
      price: 32.5,
    });

    await saveProduct({ name: 'Pewter Tankard', price: 32.5, is_active: false }, product.id);
    expect((await publicProducts()).map((p) => p.id)).not.toContain(product.id);
  });

  it('shows a category rename, a hidden category and a deletion at once', async () => {
    const shelf = await saveCategory({ name: 'Lore' });
    const book = await saveProduct({ name: 'Book of Tales', category_id: shelf.id });
    expect((await publicProducts()).find((p) => p.id === book.id)?.category_name).toBe('Lore');
    expect((await publicCategories()).map((c) => c.id)).toContain(shelf.id);

    await saveCategory({ name: 'Books & Lore' }, shelf.id);
    expect((await publicProducts()).find((p) => p.id === book.id)?.category_name).toBe('Books & Lore');
    await saveCategory({ name: 'Books & Lore', is_active: false }, shelf.id);
    expect((await publicCategories()).map((c) => c.id)).not.toContain(shelf.id);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/shop/products/${book.id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expect((await publicProducts()).map((p) => p.id)).not.toContain(book.id);
  });

  it('needs no token, and a signed-in caller gets the same list marked no-store', async () => {
    const member = await createUser(t.app);
    const anonymous = await publicGet('/api/shop/products');
    const signedIn = await publicGet('/api/shop/products', member.auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBeUndefined();
  });
});
