// Locators and steps of the shop screen shared by its tests.
import type { Page } from 'playwright-core';
import type { ShopProduct } from './shop-fixtures.js';

/** The product's card in the grid, found by its heading. */
export function productCard(page: Page, product: Pick<ShopProduct, 'name'>) {
  return page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
}

/**
 * The header's cart icon: no visible words, named 'Open cart, N items' with the badge's count of
 * cart lines (docs/product/screens.md).
 */
export function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Open cart, \d+ items?$/ });
}

export function cartDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Shopping Cart' });
}

export function checkoutDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Secure Checkout' });
}

export function cartLine(page: Page, product: Pick<ShopProduct, 'name'>) {
  return cartDialog(page).getByTestId('cart-line').filter({ hasText: product.name });
}

/**
 * Waits until the cart icon names `lines` lines. Read from its attribute, not by role: while a
 * dialog is open the page behind it is hidden from the accessibility tree, so a role query would
 * not see it.
 */
export async function seeCartLines(page: Page, lines: number) {
  const name = `Open cart, ${lines} ${lines === 1 ? 'item' : 'items'}`;
  await page.locator(`[data-testid="cart-button"][aria-label="${name}"]`).waitFor({ state: 'attached' });
}

/** Opens the cart; the button is enabled once the server-rendered page is hydrated. */
export async function openCart(page: Page) {
  await cartButton(page).click();
  await cartDialog(page).waitFor();
}

/**
 * Waits until every cart write has been answered: the dialog's Checkout button waits for them
 * (use-cart-writer.ts), so an enabled Checkout means the server has what is shown.
 */
export async function cartSettled(page: Page) {
  await page.waitForFunction(() => {
    const dialog = Array.from(document.querySelectorAll('[role="dialog"]')).find((d) => d.textContent?.includes('Shopping Cart'));
    const checkout = Array.from(dialog?.querySelectorAll('button') ?? []).find((b) => b.textContent === 'Checkout');
    return checkout !== undefined && !checkout.disabled;
  });
}

/**
 * Waits for an alert whose whole text is `text` (docs/product/shop-and-payments.md fixes the cart's messages
 * exactly: 'Error adding to cart', not the server's reason). `within` narrows it to a dialog.
 */
export async function seeExactAlert(page: Page, text: string, within?: ReturnType<Page['getByRole']>) {
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await (within ?? page).getByRole('alert').filter({ hasText: exact }).first().waitFor();
}
