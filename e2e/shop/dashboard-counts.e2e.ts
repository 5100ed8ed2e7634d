// The dashboard's shop numbers (docs/product/screens.md Dashboard): the Shop badge and
// 'Cart Items' count cart lines, the Orders badge and 'Recent Orders' count orders, and both
// follow a change made elsewhere in the app without a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { seeHeading, snackbar } from '../support/ui.js';
import { addToCart, createProduct, placeOrder } from './shop-fixtures.js';
import { productCard } from './shop-ui.js';

useBrowser();

async function seeCount(page: Page, label: string, value: number) {
  await page.getByRole('region', { name: label }).getByTestId('stat-value').filter({ hasText: new RegExp(`^${value}$`) }).waitFor();
}

describe('dashboard shop counts', () => {
  it('counts cart lines and orders, and follows an add made in the shop', async () => {
    const member = await createAccount({ role: 'member' });
    const first = await createProduct({ price: 3 });
    const second = await createProduct({ price: 4 });
    await addToCart(member, first, 1);
    await placeOrder(member, 300);
    await addToCart(member, second, 3);
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    // Three units of one product are one line.
    await seeCount(page, 'Cart Items', 1);
    await seeCount(page, 'Recent Orders', 1);
    expect(await page.getByRole('region', { name: 'Shop' }).innerText()).toContain('1');

    await page.getByRole('region', { name: 'Shop' }).getByRole('link', { name: 'Open' }).click();
    await productCard(page, first).getByRole('button', { name: 'Add to Cart' }).click();
    await snackbar(page, 'Added to cart!');
    await page.goBack();
    await seeCount(page, 'Cart Items', 2);
    await close();
  });
});
