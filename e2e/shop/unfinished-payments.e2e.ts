// A payment that went through but whose order never arrived (docs/product/shop-and-payments.md: it "is completed
// when the member comes back to the shop"): the shop completes it by itself, once; when that
// fails, its banner's 'Complete order' button does.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { afterNextPaint, holdRoute, seeHeading, snackbar, waitForPath } from '../support/ui.js';
import { addToCart, createProduct, ordersOf, payWithoutOrder } from './shop-fixtures.js';
import { seeCartLines } from './shop-ui.js';

useBrowser();

const SUCCESS = 'Payment successful! Order placed. Check your Orders page for details.';

describe('unfinished payments', () => {
  it('completes an order whose payment went through when the member comes back to the shop, once', async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 4.75 });
    await addToCart(member, product, 2);
    await payWithoutOrder(member, 950);
    const { page, url, close } = await openPage({ session: member });
    const finishCalls: string[] = [];
    let listings = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/shop/payments/finish')) finishCalls.push(request.postData() ?? '');
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/shop/payments/unfinished')) listings += 1;
    });
    const finish = await holdRoute(page, '**/api/shop/payments/finish');
    await page.goto(url('/shop'));
    await finish.wasRequested;
    // While it runs, the banner says so; no button to press.
    const banner = page.getByTestId('unfinished-payments');
    await banner.getByRole('status').filter({ hasText: 'Completing the order for your payment of $9.50...' }).waitFor();
    expect(await banner.getByRole('button', { name: 'Complete order' }).count()).toBe(0);
    await seeCartLines(page, 1);
    finish.release();

    await snackbar(page, SUCCESS);
    await banner.waitFor({ state: 'detached' });
    // The order emptied the cart, and the badge is read again.
    await seeCartLines(page, 0);
    expect(new URL(page.url()).pathname).toBe('/shop');
    const orders = await ordersOf(member);
    expect(orders.map((order) => order.items.map((item) => [item.name, item.quantity]))).toEqual([[[product.name, 2]]]);
    // The list read again after the order (it no longer offers the payment) starts no second try.
    await expect.poll(() => listings).toBeGreaterThanOrEqual(2);
    await afterNextPaint(page);
    expect(finishCalls.length).toBe(1);
    await close();
  });

  it("keeps the 'Complete order' button when completing by itself fails, and completes with it", async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 3.5 });
    await addToCart(member, product, 2);
    await payWithoutOrder(member, 700);
    const { page, url, close } = await openPage({ session: member });
    let finishCalls = 0;
    let listings = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/shop/payments/finish')) finishCalls += 1;
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/shop/payments/unfinished')) listings += 1;
    });
    await page.route('**/api/shop/payments/finish', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }));
    await page.goto(url('/shop'));
    const banner = page.getByTestId('unfinished-payments');
    await banner.getByText('Your payment of $7.00 went through but your order was not completed.').waitFor();
    const button = banner.getByRole('button', { name: 'Complete order' });
    await button.waitFor();
    // The list read again after the failure does not start another try by itself.
    await expect.poll(() => listings).toBeGreaterThanOrEqual(2);
    await afterNextPaint(page);
    expect(finishCalls).toBe(1);
    expect(await ordersOf(member)).toEqual([]);

    await page.unroute('**/api/shop/payments/finish');
    await button.click();
    await snackbar(page, SUCCESS);
    await waitForPath(page, '/orders');
    await page.getByTestId('order-card').first().getByText(product.name).waitFor();
    await seeHeading(page, 'My Orders');
    expect(finishCalls).toBe(2);
    expect((await ordersOf(member)).length).toBe(1);
    await close();
  });
});
