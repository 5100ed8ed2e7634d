// The cart (member-site.md §2 Shopping Cart, §7 sale flow, §8; platform.md §5, §8): add, plus,
// minus to remove, the remove button, the total, the badge counting lines, quick clicks, stock.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { snackbar } from '../support/ui.js';
import { addToCart, cartOf, createProduct } from './shop-fixtures.js';
import { cartDialog, cartLine, cartSettled, openCart, productCard, seeCartLines } from './shop-ui.js';

useBrowser();

describe.each<ViewportName>(['desktop', 'phone'])('cart at %s width', (viewport) => {
  it('adds, raises, lowers, removes with minus at 0 and with the remove button; total and badge follow', async () => {
    const member = await createAccount({ role: 'member' });
    const cloak = await createProduct({ price: 12.5 });
    const torc = await createProduct({ price: 3.2 });
    const { page, url, errors, close } = await openPage({ viewport, session: member });
    await page.goto(url('/shop'));
    await seeCartLines(page, 0);

    await productCard(page, cloak).getByRole('button', { name: 'Add to Cart' }).click();
    await snackbar(page, 'Added to cart!');
    await seeCartLines(page, 1);
    await productCard(page, torc).getByRole('button', { name: 'Add to Cart' }).click();
    await seeCartLines(page, 2);
    // Adding again raises the line; the badge counts lines, not units (platform.md §8).
    const raised = page.waitForResponse((r) => r.url().endsWith('/api/shop/cart/add') && r.ok());
    await productCard(page, torc).getByRole('button', { name: 'Add to Cart' }).click();
    await raised;
    await seeCartLines(page, 2);

    await openCart(page);
    const dialog = cartDialog(page);
    await cartLine(page, cloak).getByText('$12.50 each').waitFor();
    await cartLine(page, torc).getByTestId('cart-line-quantity').filter({ hasText: '2' }).waitFor();
    await dialog.getByTestId('cart-total').filter({ hasText: '$18.90' }).waitFor();

    await dialog.getByRole('button', { name: `Increase quantity of ${cloak.name}` }).click();
    await dialog.getByTestId('cart-total').filter({ hasText: '$31.40' }).waitFor();
    await cartLine(page, cloak).getByTestId('cart-line-total').filter({ hasText: '$25.00' }).waitFor();
    await dialog.getByRole('button', { name: `Decrease quantity of ${cloak.name}` }).click();
    await dialog.getByTestId('cart-total').filter({ hasText: '$18.90' }).waitFor();
    // member-site.md §7: minus to 0 removes the line.
    await dialog.getByRole('button', { name: `Decrease quantity of ${cloak.name}` }).click();
    await cartLine(page, cloak).waitFor({ state: 'detached' });
    await dialog.getByTestId('cart-total').filter({ hasText: '$6.40' }).waitFor();
    await seeCartLines(page, 1);
    await cartSettled(page);
    expect((await cartOf(member)).map((line) => [line.product_id, line.quantity])).toEqual([[torc.id, 2]]);

    const removed = page.waitForResponse((r) => r.url().includes('/api/shop/cart/remove/') && r.ok());
    await dialog.getByRole('button', { name: `Remove ${torc.name} from cart` }).click();
    await dialog.getByText('Your cart is empty').waitFor();
    expect(await dialog.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await seeCartLines(page, 0);
    await removed;
    expect(await cartOf(member)).toEqual([]);

    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps every quick click on plus: the shown total and the server agree once the writes are done', async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 2.35 });
    await addToCart(member, product);
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    await openCart(page);
    const plus = cartDialog(page).getByRole('button', { name: `Increase quantity of ${product.name}` });
    for (let i = 0; i < 5; i++) await plus.click();
    await cartLine(page, product).getByTestId('cart-line-quantity').filter({ hasText: '6' }).waitFor();
    await cartDialog(page).getByTestId('cart-total').filter({ hasText: '$14.10' }).waitFor();
    await cartSettled(page);
    expect((await cartOf(member))[0]?.quantity).toBe(6);
    expect(await cartDialog(page).getByTestId('cart-total').innerText()).toBe('$14.10');
    await close();
  });
});

describe('cart and stock', () => {
  it("says 'Only N in stock' when an add goes past the stock, and stops plus at the stock", async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ stock_quantity: 2 });
    await addToCart(member, product, 2);
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    await productCard(page, product).getByRole('button', { name: 'Add to Cart' }).click();
    await snackbar(page, 'Only 2 in stock');
    await openCart(page);
    await cartLine(page, product).getByText('Only 2 in stock').waitFor();
    expect(await cartDialog(page).getByRole('button', { name: `Increase quantity of ${product.name}` }).isDisabled()).toBe(true);
    await close();
  });

  it("shows 'Error updating cart' and the server's quantity again when an update fails", async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 5 });
    await addToCart(member, product);
    const { page, url, close } = await openPage({ session: member });
    await page.route('**/api/shop/cart/update', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }));
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    await openCart(page);
    await cartDialog(page).getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    // Said inside the open dialog, which hides the page's snackbar from screen readers.
    await cartDialog(page).getByRole('alert').filter({ hasText: 'Error updating cart' }).waitFor();
    await cartLine(page, product).getByTestId('cart-line-quantity').filter({ hasText: /^1$/ }).waitFor();
    await cartDialog(page).getByTestId('cart-total').filter({ hasText: '$5.00' }).waitFor();
    await close();
  });
});
