// The cart (docs/product/shop-and-payments.md Shopping Cart, sale flow; docs/product/screens.md): add, plus,
// minus to remove, the remove button, the total, the badge counting lines, quick clicks, stock,
// and the spec's own messages for refused writes with the server's reason on the line.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { snackbar } from '../support/ui.js';
import { addToCart, cartOf, createProduct } from './shop-fixtures.js';
import { cartDialog, cartLine, cartSettled, openCart, productCard, seeCartLines, seeExactAlert } from './shop-ui.js';

useBrowser();

describe.each<ViewportName>(WIDTHS)('cart at %s width', (viewport) => {
  it('adds, raises, lowers, removes with minus at 0 and with the remove button; total and badge follow', async () => {
    const member = await createAccount({ role: 'member' });
    const cloak = await createProduct({ price: 12.5 });
    const torc = await createProduct({ price: 3.2 });
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/shop'));
    await seeCartLines(page, 0);

    await productCard(page, cloak).getByRole('button', { name: 'Add to Cart' }).click();
    await snackbar(page, 'Added to cart!');
    await seeCartLines(page, 1);
    await productCard(page, torc).getByRole('button', { name: 'Add to Cart' }).click();
    await seeCartLines(page, 2);
    // Adding again raises the line; the badge counts lines, not units (docs/product/screens.md).
    const raised = page.waitForResponse((r) => r.url().endsWith('/api/shop/cart/add') && r.ok());
    await productCard(page, torc).getByRole('button', { name: 'Add to Cart' }).click();
    await raised;
    await seeCartLines(page, 2);
    // docs/product/shop-and-payments.md: the header's cart badge shows the count, on screen; the icon's name
    // ('Open cart, 2 items') is told apart from every 'Add to Cart'.
    expect(await page.getByTestId('cart-badge').innerText()).toBe('2');
    expect(await page.getByRole('button', { name: 'Open cart' }).count()).toBe(1);

    await openCart(page);
    const dialog = cartDialog(page);
    // The header's cart icon carries no visible words: 'Shopping Cart' is the dialog's title
    // alone, so an exact-text lookup finds one element (no strict-mode clash).
    await page.getByText('Shopping Cart').waitFor();
    expect(await page.getByText('Shopping Cart').count()).toBe(1);
    await cartLine(page, cloak).getByText('$12.50 each').waitFor();
    await cartLine(page, torc).getByTestId('cart-line-quantity').filter({ hasText: '2' }).waitFor();
    await dialog.getByTestId('cart-total').filter({ hasText: '$18.90' }).waitFor();

    await dialog.getByRole('button', { name: `Increase quantity of ${cloak.name}` }).click();
    await dialog.getByTestId('cart-total').filter({ hasText: '$31.40' }).waitFor();
    await cartLine(page, cloak).getByTestId('cart-line-total').filter({ hasText: '$25.00' }).waitFor();
    await dialog.getByRole('button', { name: `Decrease quantity of ${cloak.name}` }).click();
    await dialog.getByTestId('cart-total').filter({ hasText: '$18.90' }).waitFor();
    // docs/product/shop-and-payments.md: minus to 0 removes the line.
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
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('cart (desktop)', () => {
  const viewport: ViewportName = 'desktop';
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
  it("keeps plus enabled at the stock: the server's 'Only N in stock' is the line's caption, the messages are the spec's", async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ stock_quantity: 2 });
    await addToCart(member, product, 2);
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    // docs/product/shop-and-payments.md: the snackbar says 'Error adding to cart', not the server's reason.
    const addRefused = page.waitForResponse((r) => r.url().endsWith('/api/shop/cart/add'));
    await productCard(page, product).getByRole('button', { name: 'Add to Cart' }).click();
    expect((await addRefused).status()).toBe(400);
    await seeExactAlert(page, 'Error adding to cart');

    await openCart(page);
    const dialog = cartDialog(page);
    await cartLine(page, product).getByTestId('cart-line-caption').filter({ hasText: /^Only 2 in stock$/ }).waitFor();
    // The spec's plus has no disabled state: the server answers 400 'Only 2 in stock'.
    const plus = dialog.getByRole('button', { name: `Increase quantity of ${product.name}` });
    expect(await plus.isEnabled()).toBe(true);
    const updateRefused = page.waitForResponse((r) => r.url().endsWith('/api/shop/cart/update'));
    await plus.click();
    const answer = await updateRefused;
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Only 2 in stock' });
    await seeExactAlert(page, 'Error updating cart', dialog);
    await cartLine(page, product).getByTestId('cart-line-quantity').filter({ hasText: /^2$/ }).waitFor();
    await cartLine(page, product).getByTestId('cart-line-caption').filter({ hasText: /^Only 2 in stock$/ }).waitFor();
    await cartSettled(page);
    expect((await cartOf(member))[0]?.quantity).toBe(2);
    await close();
  });

  it("says 'Error updating cart' and puts the server's reason on the line until it is changed again", async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 5 });
    await addToCart(member, product);
    const { page, url, close } = await openPage({ session: member });
    const REASON = 'This product is no longer available';
    await page.route('**/api/shop/cart/update', (route) => route.fulfill({ status: 400, json: { error: REASON } }));
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    await openCart(page);
    const dialog = cartDialog(page);
    const plus = dialog.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await plus.click();
    await seeExactAlert(page, 'Error updating cart', dialog);
    await cartLine(page, product).getByTestId('cart-line-caption').filter({ hasText: REASON }).waitFor();
    await cartLine(page, product).getByTestId('cart-line-quantity').filter({ hasText: /^1$/ }).waitFor();

    await page.unroute('**/api/shop/cart/update');
    await plus.click();
    await cartLine(page, product).getByTestId('cart-line-caption').waitFor({ state: 'detached' });
    await cartSettled(page);
    await cartLine(page, product).getByTestId('cart-line-quantity').filter({ hasText: /^2$/ }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
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
    await seeExactAlert(page, 'Error updating cart', cartDialog(page));
    await cartLine(page, product).getByTestId('cart-line-quantity').filter({ hasText: /^1$/ }).waitFor();
    await cartDialog(page).getByTestId('cart-total').filter({ hasText: '$5.00' }).waitFor();
    // A failure without a reason the member can act on leaves no caption.
    expect(await cartLine(page, product).getByTestId('cart-line-caption').count()).toBe(0);
    await close();
  });
});
