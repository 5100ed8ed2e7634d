// /orders (docs/product/shop-and-payments.md Order history): one card per order with its number, status and
// payment chips, shipping address, items and a total from the items, the long en-US date; the
// empty state; guarded like every member route.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { seeHeading, seeText, waitForPath } from '../support/ui.js';
import { addToCart, createProduct, placeOrder, SHIPPING } from '../shop/shop-fixtures.js';

useBrowser();

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('order history (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("shows 'No Orders Yet' with a way to the shop when there are none", async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/orders'));
    await seeHeading(page, 'No Orders Yet');
    await seeText(page, 'Start shopping to see your order history here');
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await waitForPath(page, '/shop');
    await seeHeading(page, 'Shop');
    await close();
  });

  it('shows an order with its number, chips, address, items, line totals, total and date', async () => {
    const member = await createAccount({ role: 'member' });
    const brooch = await createProduct({ price: 8.4, description: 'Silver, with a garnet.' });
    const horn = await createProduct({ price: 21, sale_price: 17.35, description: 'A drinking horn.' });
    await addToCart(member, brooch, 3);
    await addToCart(member, horn, 1);
    const order = await placeOrder(member, 3 * 840 + 1735);
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/orders'));
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Order #${order.order_number}` }) });
    await card.waitFor();
    await card.getByText(`ID ${order.id}`).waitFor();
    // docs/product/shop-and-payments.md: a paid new order starts as processing (warning), paid is green.
    await card.getByText('Processing', { exact: true }).first().waitFor();
    await card.getByText('Paid', { exact: true }).waitFor();
    // docs/product/shop-and-payments.md: the run's server takes test payments, and the member's order says so.
    expect(await card.getByTestId('payment-mode').innerText()).toBe('Test payment');
    const address = card.getByTestId('shipping-address');
    for (const part of [member.user.username, SHIPPING.address, SHIPPING.city, SHIPPING.postalCode, SHIPPING.country]) {
      await address.getByText(part).first().waitFor();
    }
    const items = card.getByTestId('order-item');
    expect(await items.count()).toBe(2);
    const broochRow = items.filter({ hasText: brooch.name });
    await broochRow.getByText('Silver, with a garnet.').waitFor();
    await broochRow.getByText('Price $8.40 · Qty 3').waitFor();
    expect(await broochRow.getByTestId('order-item-total').innerText()).toBe('$25.20');
    await broochRow.getByText('Pending', { exact: true }).waitFor();
    expect(await items.filter({ hasText: horn.name }).getByTestId('order-item-total').innerText()).toBe('$17.35');
    expect(await card.getByTestId('order-total').innerText()).toBe('$42.55');
    const date = new Date(order.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(await card.getByTestId('order-date').innerText()).toBe(date);
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await close();
  });
});

describe('order history', () => {
  it('sends a guest to /login', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/orders'));
    await waitForPath(page, '/login');
    await close();
  });
});
