// /admin/shop/categories Category Management (docs/product/back-office.md): the tiles, the
// table or cards, add, edit with an uploaded picture, delete after confirming (its products
// stay, Uncategorized), the 100-character excerpt, the save status table and the load failure
// (each said once, in the snackbar).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAdmin, uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { drawnPng, seeHeading, snackbar } from '../support/ui.js';
import { adminCategories, adminProducts, createCategory, createProduct, type Category } from './shop-fixtures.js';
import { expectExcerpt, nextJson, onlyInSnackbar, shortDate, textCutAtSpace, tileValue } from './shop-ui.js';

useBrowser();

function categoryRow(page: Page, name: string): Locator {
  return page.getByTestId('admin-category-row').filter({ hasText: name });
}

async function openCategories(viewport: ViewportName = 'desktop') {
  const admin = await loginAdmin();
  const opened = await openPage({ viewport, session: admin });
  await opened.page.goto(opened.url('/admin/shop/categories'));
  await seeHeading(opened.page, 'Category Management');
  return opened;
}

describe.each<ViewportName>(WIDTHS)('category management at %s width', (viewport) => {
  it('adds, edits with an uploaded picture, and deletes a category', async () => {
    const { page, close } = await openCategories(viewport);
    for (const tile of ['Total Categories', 'Active Categories', 'With Images', 'With Descriptions']) {
      await page.getByRole('region', { name: tile }).waitFor();
    }

    // Add: active and sort order 0 by default (docs/product/back-office.md).
    const name = uniqueName('Brooches');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('spinbutton', { name: 'Sort Order' }).inputValue()).toBe('0');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Pins and clasps of silver.');
    await dialog.getByRole('spinbutton', { name: 'Sort Order' }).fill('3');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await snackbar(page, 'Category created successfully');
    await dialog.waitFor({ state: 'detached' });
    const listName = viewport === 'desktop' ? 'table' : 'list';
    await page.getByRole(listName, { name: 'Category Management' }).waitFor();

    const row = categoryRow(page, name);
    await row.getByText('Pins and clasps of silver.').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    const created = (await adminCategories()).find((c) => c.name === name)!;
    expect(created).toMatchObject({ description: 'Pins and clasps of silver.', sort_order: 3, is_active: true, image_url: null });
    await row.getByText(shortDate(created.created_at)).waitFor();
    if (viewport === 'desktop') await row.getByRole('cell', { name: '3', exact: true }).waitFor();
    else await row.getByText('Sort Order 3', { exact: true }).waitFor();

    // Edit: an uploaded picture (shrunk and stored), inactive.
    await row.getByRole('button', { name: 'Edit Category' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    expect(await edit.getByRole('spinbutton', { name: 'Sort Order' }).inputValue()).toBe('3');
    await edit.getByRole('switch', { name: 'Active' }).uncheck();
    await edit.getByRole('tab', { name: 'Upload' }).click();
    await edit.getByTestId('image-file-input').setInputFiles(await drawnPng(page, 2000, 1000));
    await edit.getByRole('button', { name: 'Open image preview' }).waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await snackbar(page, 'Category updated successfully');
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Inactive', { exact: true }).waitFor();
    const edited = (await adminCategories()).find((c) => c.id === created.id)!;
    expect(edited.is_active).toBe(false);
    expect(edited.image_url).toMatch(/^\/uploads\/images\/[A-Za-z0-9._-]+$/);
    await row.locator(`img[src="${edited.image_url}"]`).waitFor();
    const width = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth;
    }, edited.image_url!);
    expect(width).toBe(1200);

    // Delete, after confirming.
    await row.getByRole('button', { name: 'Delete Category' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Category' });
    await confirm.getByText(name).waitFor();
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Category deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect((await adminCategories()).some((c) => c.id === created.id)).toBe(false);
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('category management (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows the first 100 characters of the description as the excerpt', async () => {
    const description = textCutAtSpace();
    const category = await createCategory({ description });
    const { page, close } = await openCategories(viewport);
    await expectExcerpt(categoryRow(page, category.name), description);
    await close();
  });
});

describe('category management', () => {
  it('counts the loaded categories in the tiles', async () => {
    await createCategory({ description: null, is_active: false });
    await createCategory({ image_url: 'https://example.com/shelf.jpg' });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    // The tiles count exactly what the screen loaded (other files add categories meanwhile).
    const loaded = nextJson<{ categories: Category[] }>(page, '/api/admin/shop/categories');
    await page.goto(url('/admin/shop/categories'));
    const shown = (await loaded).categories;
    await page.getByRole('table', { name: 'Category Management' }).waitFor();
    expect(await page.getByTestId('admin-category-row').count()).toBe(shown.length);
    expect(await tileValue(page, 'Total Categories')).toBe(shown.length);
    expect(await tileValue(page, 'Active Categories')).toBe(shown.filter((c) => c.is_active).length);
    expect(await tileValue(page, 'With Images')).toBe(shown.filter((c) => c.image_url).length);
    expect(await tileValue(page, 'With Descriptions')).toBe(shown.filter((c) => c.description?.trim()).length);
    await close();
  });

  it('leaves the products of a deleted category in the shop as Uncategorized', async () => {
    const category = await createCategory();
    const product = await createProduct({ category_id: category.id });
    const { page, close } = await openCategories();
    const row = categoryRow(page, category.name);
    await row.getByRole('button', { name: 'Delete Category' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Category' });
    await confirm.getByText('Its products stay in the shop as Uncategorized.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Category deleted successfully');
    const after = (await adminProducts()).find((p) => p.id === product.id)!;
    expect(after).toMatchObject({ category_id: null, category_name: null });
    await close();
  });

  it("shows the save status table's messages: the server's text for a 400, the spec's for the rest", async () => {
    const { page, close } = await openCategories();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    const create = dialog.getByRole('button', { name: 'Create Category' });
    // The snackbar above the open dialog says why, once (docs/product/back-office.md); the dialog only that it did not save.
    const says = async (text: string) => {
      await onlyInSnackbar(page, text);
      await dialog.getByRole('alert').filter({ hasText: 'Not saved yet.' }).waitFor();
    };

    // No client-side checks (docs/product/back-office.md): the server's message decides.
    await create.click();
    await says('Name is required');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(uniqueName('Half'));
    await dialog.getByRole('spinbutton', { name: 'Sort Order' }).fill('1.5');
    await create.click();
    await says('Sort order must be a whole number');

    const answers: { status: number; json?: unknown; message: string }[] = [
      { status: 400, message: 'Invalid data provided' },
      {
        status: 413,
        json: { error: 'Request body is too large' },
        message: 'Image file is too large. Please use a smaller image or compress it.',
      },
      { status: 500, json: { error: 'boom' }, message: 'Server error. Please try again later.' },
      { status: 503, message: 'Error saving category' },
    ];
    for (const answer of answers) {
      await page.route('**/api/admin/shop/categories', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: answer.status, ...(answer.json ? { json: answer.json } : { body: '' }) })
          : route.continue(),
      );
      await create.click();
      await says(answer.message);
      await page.unroute('**/api/admin/shop/categories');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await close();
  });

  it("says 'Error fetching categories' with a retry when the list cannot be loaded", async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.route('**/api/admin/shop/categories?*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.goto(url('/admin/shop/categories'));
    await seeHeading(page, 'Category Management');
    await onlyInSnackbar(page, 'Error fetching categories');
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load this list.' });
    const retry = failed.getByRole('button', { name: 'Try again' });
    await page.unroute('**/api/admin/shop/categories?*');
    await retry.click();
    await page.getByRole('region', { name: 'Total Categories' }).waitFor();
    await close();
  });
});
