// /admin/shop/products Product Management (docs/product/back-office.md; docs/product/shop-and-payments.md): the
// tiles, the table or cards, create, edit with an uploaded picture, delete after confirming,
// the 100-character excerpt, the save status table and the load failure (each said once, in
// the snackbar). Checks look at rows their own test made, never
// at global counts (other files create products too).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAdmin, uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { drawnPng, seeHeading, snackbar } from '../support/ui.js';
import { adminProducts, createCategory, createProduct, type Category, type Product } from './shop-fixtures.js';
import { chooseOption, expectExcerpt, nextJson, onlyInSnackbar, textCutAtSpace, tileValue } from './shop-ui.js';

useBrowser();

const TILES = ['Total Products', 'Active Products', 'Featured Products', 'Categories'];

function productRow(page: Page, name: string): Locator {
  return page.getByTestId('admin-product-row').filter({ hasText: name });
}

async function openProducts(viewport: ViewportName = 'desktop') {
  const admin = await loginAdmin();
  const opened = await openPage({ viewport, session: admin });
  await opened.page.goto(opened.url('/admin/shop/products'));
  await seeHeading(opened.page, 'Product Management');
  return opened;
}

describe.each<ViewportName>(WIDTHS)('product management at %s width', (viewport) => {
  it('creates, edits with an uploaded picture, and deletes a product', async () => {
    const category = await createCategory();
    const { page, close } = await openProducts(viewport);
    for (const tile of TILES) await page.getByRole('region', { name: tile }).waitFor();
    // A table from 'md' up, cards below (docs/product/back-office.md); only one is in the page.
    const table = page.getByRole('table', { name: 'Product Management' });
    const cards = page.getByRole('list', { name: 'Product Management' });
    const [shown, hidden] = viewport === 'desktop' ? [table, cards] : [cards, table];
    await page.getByRole('button', { name: 'Add Product' }).click();

    // Create: the dialog starts active, not featured, stock 0, sort order 0, Uncategorized (docs/product/back-office.md).
    const name = uniqueName('Torc');
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Featured' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('spinbutton', { name: 'Stock Quantity' }).inputValue()).toBe('0');
    expect(await dialog.getByRole('spinbutton', { name: 'Sort Order' }).inputValue()).toBe('0');
    expect(await dialog.getByRole('combobox', { name: 'Category' }).innerText()).toBe('Uncategorized');
    expect(await dialog.getByRole('textbox', { name: 'Description' }).getAttribute('rows')).toBe('3');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('A twisted neck ring of bronze.');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('19.99');
    await dialog.getByRole('spinbutton', { name: 'Sale Price' }).fill('14.5');
    await chooseOption(page, dialog, 'Category', category.name);
    await dialog.getByRole('spinbutton', { name: 'Stock Quantity' }).fill('7');
    await dialog.getByRole('switch', { name: 'Featured' }).check();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await snackbar(page, 'Product created successfully');
    await dialog.waitFor({ state: 'detached' });
    await shown.waitFor();
    expect(await hidden.count()).toBe(0);

    const row = productRow(page, name);
    await row.waitFor();
    await row.getByText(category.name, { exact: true }).waitFor();
    await row.getByText('A twisted neck ring of bronze.').waitFor();
    // The sale price, with the regular price struck through beside it (docs/product/shop-and-payments.md).
    await row.getByText('$14.50', { exact: true }).waitFor();
    expect(await row.locator('s').innerText()).toBe('$19.99');
    await row.getByText('7', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('Featured', { exact: true }).waitFor();
    const created = (await adminProducts()).find((p) => p.name === name)!;
    expect(created).toMatchObject({
      price: 19.99,
      sale_price: 14.5,
      category_id: category.id,
      stock_quantity: 7,
      is_active: true,
      is_featured: true,
      sort_order: 0,
      image_url: null,
    });

    // Edit: a new name, an uploaded picture (shrunk and stored), inactive, no sale price.
    const renamed = `${name} (gilded)`;
    await row.getByRole('button', { name: 'Edit Product' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    expect(await edit.getByRole('spinbutton', { name: 'Price', exact: true }).inputValue()).toBe('19.99');
    expect(await edit.getByRole('combobox', { name: 'Category' }).innerText()).toBe(category.name);
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('spinbutton', { name: 'Sale Price' }).fill('');
    await edit.getByRole('switch', { name: 'Active' }).uncheck();
    await edit.getByRole('tab', { name: 'Upload' }).click();
    await edit.getByTestId('image-file-input').setInputFiles(await drawnPng(page, 1600, 1200));
    await edit.getByRole('button', { name: 'Open image preview' }).waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await snackbar(page, 'Product updated successfully');
    await edit.waitFor({ state: 'detached' });
    const editedRow = productRow(page, renamed);
    await editedRow.getByText('Inactive', { exact: true }).waitFor();
    await editedRow.getByText('$19.99', { exact: true }).waitFor();
    expect(await editedRow.locator('s').count()).toBe(0);
    const edited = (await adminProducts()).find((p) => p.id === created.id)!;
    expect(edited).toMatchObject({ name: renamed, sale_price: null, is_active: false, is_featured: true });
    expect(edited.image_url).toMatch(/^\/uploads\/images\/[A-Za-z0-9._-]+$/);
    // The row's thumbnail shows the stored picture.
    await editedRow.locator(`img[src="${edited.image_url}"]`).waitFor();
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, edited.image_url!);
    expect(size).toEqual({ width: 1200, height: 900 });

    // Delete, after confirming.
    await editedRow.getByRole('button', { name: 'Delete Product' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Product' });
    await confirm.getByText(renamed).waitFor();
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Product deleted successfully');
    await editedRow.waitFor({ state: 'detached' });
    expect((await adminProducts()).some((p) => p.id === created.id)).toBe(false);
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('product management (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows the first 100 characters of the description as the excerpt', async () => {
    const description = textCutAtSpace();
    const product = await createProduct({ description });
    const { page, close } = await openProducts(viewport);
    await expectExcerpt(productRow(page, product.name), description);
    await close();
  });
});

describe('product management', () => {
  it('counts the loaded products and categories in the tiles and shows Uncategorized', async () => {
    await createProduct({ is_active: false });
    await createProduct({ is_featured: true });
    const plain = await createProduct({ price: 8 });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    // The tiles count exactly what the screen loaded (other files add products meanwhile).
    const products = nextJson<{ products: Product[] }>(page, '/api/admin/shop/products');
    const categories = nextJson<{ categories: Category[] }>(page, '/api/admin/shop/categories');
    await page.goto(url('/admin/shop/products'));
    const shown = (await products).products;
    await productRow(page, plain.name).waitFor();
    expect(await tileValue(page, 'Total Products')).toBe(shown.length);
    expect(await tileValue(page, 'Active Products')).toBe(shown.filter((p) => p.is_active).length);
    expect(await tileValue(page, 'Featured Products')).toBe(shown.filter((p) => p.is_featured).length);
    expect(await tileValue(page, 'Categories')).toBe((await categories).categories.length);
    expect(await page.getByTestId('admin-product-row').count()).toBe(shown.length);

    // No category: 'Uncategorized'; no sale price: one price, nothing struck through.
    const row = productRow(page, plain.name);
    await row.getByText('Uncategorized', { exact: true }).waitFor();
    await row.getByText('$8.00', { exact: true }).waitFor();
    expect(await row.locator('s').count()).toBe(0);
    await close();
  });

  it("shows the save status table's messages: the server's text for a 400, the spec's for the rest", async () => {
    const { page, close } = await openProducts();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    const create = dialog.getByRole('button', { name: 'Create Product' });
    // The snackbar above the open dialog says why, once (docs/product/back-office.md); the dialog only that it did not save.
    const says = async (text: string) => {
      await onlyInSnackbar(page, text);
      await dialog.getByRole('alert').filter({ hasText: 'Not saved yet.' }).waitFor();
    };

    // No client-side checks (docs/product/back-office.md): the server's message decides.
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('5');
    await create.click();
    await says('Name is required');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(uniqueName('Negative'));
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('-5');
    await create.click();
    await says('Price must not be negative');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('5');
    await dialog.getByRole('spinbutton', { name: 'Stock Quantity' }).fill('1.5');
    await create.click();
    await says('Stock must be a whole number');

    // The rest of docs/product/back-office.md's table, answered by a stand-in server.
    const answers: { status: number; json?: unknown; message: string }[] = [
      { status: 400, message: 'Invalid data provided' },
      {
        status: 413,
        json: { error: 'Request body is too large' },
        message: 'Image file is too large. Please use a smaller image or compress it.',
      },
      { status: 500, json: { error: 'boom' }, message: 'Server error. Please try again later.' },
      { status: 409, json: { error: 'A product by that name exists' }, message: 'A product by that name exists' },
      { status: 503, message: 'Error saving product' },
    ];
    for (const answer of answers) {
      await page.route('**/api/admin/shop/products', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: answer.status, ...(answer.json ? { json: answer.json } : { body: '' }) })
          : route.continue(),
      );
      await create.click();
      await says(answer.message);
      await page.unroute('**/api/admin/shop/products');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await close();
  });

  it("says 'Error fetching data' with a retry when the categories cannot be loaded with the products", async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.route('**/api/admin/shop/categories?*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.goto(url('/admin/shop/products'));
    await onlyInSnackbar(page, 'Error fetching data');
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await failed.getByText('Could not load this list.').waitFor();
    await page.unroute('**/api/admin/shop/categories?*');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Total Products' }).waitFor();
    expect(await failed.count()).toBe(0);
    await close();
  });
});
