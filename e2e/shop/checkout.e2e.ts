// The checkout (docs/product/shop-and-payments.md Shop; docs/product/shop-and-payments.md test payments): shipping,
// summary, the test provider's card field, a paid order and /orders after 2 s, a declined card,
// the provider's own words for a bad number or CVC, and shipping fields checked at Pay (not at
// Next). A payment whose order never arrived: unfinished-payments.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type SessionUser } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { afterNextPaint, holdRoute, snackbar, useOwnAddress, waitForPath } from '../support/ui.js';
import { addToCart, cartOf, createProduct, DECLINED_CARD, FUTURE_EXPIRY, GOOD_CARD, ordersOf, SHIPPING } from './shop-fixtures.js';
import { cartDialog, checkoutDialog, openCart, seeCartLines, seeExactAlert } from './shop-ui.js';

useBrowser();

const SUCCESS = 'Payment successful! Order placed. Check your Orders page for details.';

/** From the shop to the Payment step: the cart's Checkout, the shipping fields, the summary. */
async function reachPayment(page: Page, member: SessionUser, total: string) {
  await openCart(page);
  await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
  const dialog = checkoutDialog(page);
  await dialog.waitFor();
  for (const step of ['Shipping Info', 'Order Summary', 'Payment']) await dialog.getByText(step, { exact: true }).waitFor();
  // docs/product/shop-and-payments.md: name and email prefilled from the stored user.
  expect(await dialog.getByLabel('Full Name').inputValue()).toBe(member.user.username);
  expect(await dialog.getByLabel('Email').inputValue()).toBe(member.user.email);
  // docs/product/shop-and-payments.md: Back is there from the start, and does nothing on the first step.
  expect(await dialog.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
  await dialog.getByLabel('Address').fill(SHIPPING.address);
  await dialog.getByLabel('City').fill(SHIPPING.city);
  await dialog.getByLabel('Postal Code').fill(SHIPPING.postalCode);
  await dialog.getByLabel('Country').fill(SHIPPING.country);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByTestId('summary-total').filter({ hasText: total }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Back' }).isEnabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByText('Test mode — no real charge').waitFor();
  await dialog.getByText(/4242 4242 4242 4242/).first().waitFor();
  expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
  return dialog;
}

async function fillCard(page: Page, number: string, cvc = '123', expiry = FUTURE_EXPIRY) {
  const dialog = checkoutDialog(page);
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill(expiry);
  await dialog.getByLabel('CVC').fill(cvc);
}

/** Every payment call the page makes (an intent or a card confirmation), as they go out. */
function paymentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/shop/create-payment-intent' || path === '/api/shop/test-payments/confirm') calls.push(path);
  });
  return calls;
}

describe.each<ViewportName>(WIDTHS)('checkout at %s width', (viewport) => {
  it('pays with 4242 4242 4242 4242, places the order, empties the cart and shows /orders after 2 seconds', async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 12.5, description: 'A cloak of deep green wool.' });
    await addToCart(member, product, 2);
    const { page, url, close } = await openPage({ viewport, session: member });
    await useOwnAddress(page);
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    const dialog = await reachPayment(page, member, '$25.00');
    await fillCard(page, GOOD_CARD);

    // The moment the checkout's answer arrived, taken in the page (the test's own clock would
    // add however long it takes to notice). The 2000 ms timer starts after it, when the page
    // has read that answer, so the wait measured from it is at least 2000 ms.
    await page.evaluate(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          if (new URL(entry.name).pathname === '/api/shop/checkout') (window as unknown as { paidAt: number }).paidAt = entry.responseEnd;
        }
      }).observe({ type: 'resource' });
    });
    // While the card is being confirmed the pay button waits and says so (docs/product/shop-and-payments.md).
    const confirm = await holdRoute(page, '**/api/shop/test-payments/confirm');
    await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
    await confirm.wasRequested;
    const busy = dialog.getByRole('button', { name: 'Processing Payment...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/shop/checkout') && r.status() === 201);
    confirm.release();
    const checkoutRequest = (await placed).request().postDataJSON() as Record<string, unknown>;
    expect(checkoutRequest).toMatchObject({ name: member.user.username, email: member.user.email, ...SHIPPING });
    expect(checkoutRequest.items).toEqual([{ product_id: product.id, quantity: 2 }]);

    await snackbar(page, SUCCESS);
    await dialog.waitFor({ state: 'detached' });
    await seeCartLines(page, 0);
    await waitForPath(page, '/orders');
    // docs/product/shop-and-payments.md: the member goes to /orders 2000 ms after the success.
    const waited = await page.evaluate(() => performance.now() - (window as unknown as { paidAt: number }).paidAt);
    expect(waited).toBeGreaterThanOrEqual(2000);

    const order = page.getByTestId('order-card').first();
    await order.getByText(product.name).waitFor();
    await order.getByText('A cloak of deep green wool.').waitFor();
    await order.getByTestId('order-total').filter({ hasText: '$25.00' }).waitFor();
    await order.getByText('Paid', { exact: true }).waitFor();
    expect(await cartOf(member)).toEqual([]);
    const [saved] = await ordersOf(member);
    expect(saved?.items.map((item) => [item.name, item.quantity])).toEqual([[product.name, 2]]);
    await order.getByRole('heading', { name: `Order #${saved!.order_number}` }).waitFor();
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('checkout (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("shows 'Your card was declined.' for 4000 0000 0000 0002 and places no order", async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 9.99 });
    await addToCart(member, product);
    const { page, url, close } = await openPage({ viewport, session: member });
    await useOwnAddress(page);
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    const dialog = await reachPayment(page, member, '$9.99');
    await fillCard(page, DECLINED_CARD);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/shop/test-payments/confirm'));
    await dialog.getByRole('button', { name: 'Pay $9.99' }).click();
    expect((await refused).status()).toBe(402);
    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // The member can try again: still on the Payment step, the button back.
    await dialog.getByRole('button', { name: 'Pay $9.99' }).waitFor();
    expect(await ordersOf(member)).toEqual([]);
    expect((await cartOf(member)).length).toBe(1);
    await close();
  });
});

describe('checkout', () => {
  it('moves on from blank shipping fields with Next; Pay checks them, charges nothing and goes back to them', async () => {
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ price: 8 });
    await addToCart(member, product);
    const { page, url, close } = await openPage({ session: member });
    await useOwnAddress(page);
    const calls = paymentCalls(page);
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    await openCart(page);
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    const dialog = checkoutDialog(page);
    // Cancel closes; the cart's Checkout opens it again at the first step.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openCart(page);
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    await dialog.getByRole('group', { name: 'Shipping Info' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    // docs/product/shop-and-payments.md: Next moves forward while below 2, whatever the fields hold (docs/product/shop-and-payments.md shows no
    // bounds on them); Back moves back.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('group', { name: 'Order Summary' }).waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('group', { name: 'Shipping Info' }).waitFor();
    expect(await dialog.getByText('Address is required').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('group', { name: 'Payment' }).waitFor();
    await fillCard(page, GOOD_CARD);

    // The server's checkout would refuse the order: nothing is charged, and the member is back
    // at the fields, each saying what is missing, the first one focused.
    await dialog.getByRole('button', { name: 'Pay $8.00' }).click();
    const shippingStep = dialog.getByRole('group', { name: 'Shipping Info' });
    await shippingStep.getByText('Address is required').waitFor();
    for (const missing of ['City is required', 'Postal code is required', 'Country is required']) await shippingStep.getByText(missing).waitFor();
    await expect.poll(() => dialog.getByLabel('Address').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await afterNextPaint(page);
    expect(calls).toEqual([]);

    // Filled in, the same Pay goes through.
    await dialog.getByLabel('Address').fill(SHIPPING.address);
    await dialog.getByLabel('City').fill(SHIPPING.city);
    await dialog.getByLabel('Postal Code').fill(SHIPPING.postalCode);
    await dialog.getByLabel('Country').fill(SHIPPING.country);
    expect(await dialog.getByText('Address is required').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByTestId('summary-ship-to').getByText(SHIPPING.address).waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillCard(page, GOOD_CARD);
    await dialog.getByRole('button', { name: 'Pay $8.00' }).click();
    await snackbar(page, SUCCESS);
    expect(calls).toEqual(['/api/shop/create-payment-intent', '/api/shop/test-payments/confirm']);
    const [order] = await ordersOf(member);
    expect(order?.items.map((item) => item.name)).toEqual([product.name]);
    await close();
  });

  it("leaves the card number and CVC to the test provider, showing its own words; an unreadable expiry is said before any call", async () => {
    const member = await createAccount({ role: 'member' });
    await addToCart(member, await createProduct({ price: 6 }));
    const { page, url, close } = await openPage({ session: member });
    await useOwnAddress(page);
    await page.goto(url('/shop'));
    await seeCartLines(page, 1);
    const dialog = await reachPayment(page, member, '$6.00');
    const calls = paymentCalls(page);
    const pay = dialog.getByRole('button', { name: 'Pay $6.00' });
    const confirmed = () => page.waitForResponse((r) => r.url().endsWith('/api/shop/test-payments/confirm'));

    // docs/product/shop-and-payments.md: a number failing the Luhn check (here: far too short) is 402 'Your card
    // number is incorrect.'
    await fillCard(page, '4242 4242');
    let refused = confirmed();
    await pay.click();
    expect((await refused).status()).toBe(402);
    await seeExactAlert(page, 'Your card number is incorrect.', dialog);

    // A CVC that is not 3-4 digits is 402 "Your card's security code is incorrect."
    await fillCard(page, GOOD_CARD, '12');
    refused = confirmed();
    await pay.click();
    expect((await refused).status()).toBe(402);
    await seeExactAlert(page, "Your card's security code is incorrect.", dialog);

    // An expiry that is not a month and a year cannot be sent at all.
    await fillCard(page, GOOD_CARD, '123', '1');
    await pay.click();
    await seeExactAlert(page, "Your card's expiration date is incomplete.", dialog);
    await afterNextPaint(page);
    expect(calls).toEqual([
      '/api/shop/create-payment-intent',
      '/api/shop/test-payments/confirm',
      '/api/shop/create-payment-intent',
      '/api/shop/test-payments/confirm',
    ]);
    expect(await ordersOf(member)).toEqual([]);
    await close();
  });
});
