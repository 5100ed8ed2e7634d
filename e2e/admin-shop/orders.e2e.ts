// /admin/orders Order Management (docs/product/back-office.md; docs/product/operating.md, docs/product/shop-and-payments.md): a member's
// paid order (made through the API as the checkout makes it) in the list with its units,
// the server's search and status filter, more orders as the list scrolls, the details dialog,
// the order's and an item's status dialogs with their chips and snackbars, the tiles (the
// server's counts), the failures (each said once, in the snackbar), and beyond the documents
// the Payments tab with payments that never became an order. Other files place orders on the
// same server meanwhile: a test looks for the orders it made (the newest are on the first
// page, 50 a page) and compares the tiles with the page's own answer, never a later one.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAdmin } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { seeHeading, snackbar } from '../support/ui.js';
import {
  DECLINED_CARD,
  SHIPPING,
  adminOrder,
  adminPayments,
  checkout,
  payForCart,
  placeOrder,
  setStock,
  type Order,
} from './shop-fixtures.js';
import { chooseOption, nextJson, onlyInSnackbar, shortDate, tileValue, toast } from './shop-ui.js';

useBrowser();

/** The list's own calls (any page, search or filter), not an order's details. */
const theList = (address: URL) => address.pathname === '/api/admin/orders';

function orderRow(page: Page, orderNumber: string): Locator {
  return page.getByTestId('admin-order-row').filter({ hasText: orderNumber });
}

async function openOrders(viewport: ViewportName = 'desktop', path = '/admin/orders') {
  const admin = await loginAdmin();
  const opened = await openPage({ viewport, session: admin });
  await opened.page.goto(opened.url(path));
  await seeHeading(opened.page, 'Order Management');
  return opened;
}

describe.each<ViewportName>(WIDTHS)('order management at %s width', (viewport) => {
  it("shows an order's details and changes the order's and an item's status", async () => {
    const { order, member, product } = await placeOrder({ quantity: 2, price: 12.5 });
    const { page, close } = await openOrders(viewport);
    for (const tile of ['Total Orders', 'Pending', 'Processing', 'Delivered']) {
      await page.getByRole('region', { name: tile }).waitFor();
    }
    await page.getByRole(viewport === 'desktop' ? 'table' : 'list', { name: 'Order Management' }).waitFor();

    // The row: number, customer, units (docs/product/back-office.md, not 'N/A'), total, status, date.
    const row = orderRow(page, order.order_number);
    await row.getByText(member.user.username, { exact: false }).waitFor();
    await row.getByText('2 items').waitFor();
    await row.getByText('$25.00').waitFor();
    // docs/product/shop-and-payments.md: a paid new order starts as processing.
    await row.getByText('Processing', { exact: true }).waitFor();
    await row.getByText(shortDate(order.created_at), { exact: false }).waitFor();

    // Details.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Order #${order.order_number}` });
    const info = details.getByRole('region', { name: 'Order Information' });
    await info.getByText(String(order.id), { exact: true }).waitFor();
    await info.getByText('Processing', { exact: true }).waitFor();
    await info.getByText('Paid', { exact: true }).waitFor();
    await info.getByText('$25.00').waitFor();
    const customer = details.getByRole('region', { name: 'Customer Information' });
    await customer.getByText(member.user.username, { exact: true }).waitFor();
    for (const line of [SHIPPING.name, SHIPPING.address, `${SHIPPING.postalCode} ${SHIPPING.city}`, SHIPPING.country]) {
      expect(await customer.getByText(line, { exact: true }).count()).toBe(2); // shipping and billing
    }
    const item = details.getByTestId('admin-order-item').filter({ hasText: product.name });
    await item.getByText('A hand-forged ware for the tests.').waitFor();
    await item.getByText('$12.50 × 2').waitFor();
    await item.getByText('$25.00').waitFor();
    const { items } = await adminOrder(order.id);
    expect(items).toHaveLength(1);
    // docs/product/back-office.md: an item's status starts pending.
    await item.getByText('Pending', { exact: true }).waitFor();

    // The item's status.
    await item.getByRole('button', { name: 'Edit Item Status' }).click();
    const itemDialog = page.getByRole('dialog', { name: 'Update Item Status' });
    await itemDialog.getByText(product.name).waitFor();
    expect(await itemDialog.getByRole('combobox', { name: 'New Status' }).innerText()).toBe('Pending');
    await chooseOption(page, itemDialog, 'New Status', 'Shipped');
    await itemDialog.getByRole('button', { name: 'Update' }).click();
    // The snackbar shows behind the details dialog, hidden from the accessibility tree.
    await toast(page, 'Item status updated successfully');
    await itemDialog.waitFor({ state: 'detached' });
    await item.getByText('Shipped', { exact: true }).waitFor();
    expect((await adminOrder(order.id)).items[0]!.status).toBe('shipped');

    // The whole order's status, from the details.
    await details.getByRole('button', { name: 'Update Status' }).click();
    const orderDialog = page.getByRole('dialog', { name: 'Update Order Status' });
    expect(await orderDialog.getByRole('combobox', { name: 'New Status' }).innerText()).toBe('Processing');
    await chooseOption(page, orderDialog, 'New Status', 'Delivered');
    await orderDialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Order status updated successfully');
    await orderDialog.waitFor({ state: 'detached' });
    await info.getByText('Delivered', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    await row.getByText('Delivered', { exact: true }).waitFor();

    // And from the list's own action.
    await row.getByRole('button', { name: 'Update Status' }).click();
    const again = page.getByRole('dialog', { name: 'Update Order Status' });
    await chooseOption(page, again, 'New Status', 'Cancelled');
    await again.getByRole('button', { name: 'Update' }).click();
    await snackbar(page, 'Order status updated successfully');
    await row.getByText('Cancelled', { exact: true }).waitFor();
    expect((await adminOrder(order.id)).order.status).toBe('cancelled');
    await close();
  });

  // docs/product/shop-and-payments.md: the run's server takes test payments, so its orders are test ones.
  it("marks a test payment's order 'Test payment' in the list and its details, and a live one not at all", async () => {
    const test = await placeOrder();
    const live = await placeOrder();
    const admin = await loginAdmin();
    const opened = await openPage({ viewport, session: admin });
    const { page, close } = opened;
    // The same server's answer with one order as a live one would be (no Stripe key here).
    await page.route(theList, async (route) => {
      const answer = (await (await route.fetch()).json()) as { orders: (Order & { payment_mode: string })[] };
      for (const order of answer.orders) if (order.id === live.order.id) order.payment_mode = 'live';
      await route.fulfill({ json: answer });
    });
    await page.goto(opened.url('/admin/orders'));
    await seeHeading(page, 'Order Management');
    await page.getByRole(viewport === 'desktop' ? 'table' : 'list', { name: 'Order Management' }).waitFor();

    const testRow = orderRow(page, test.order.order_number);
    await testRow.getByTestId('payment-mode').getByText('Test payment', { exact: true }).waitFor();
    await orderRow(page, live.order.order_number).getByText('$', { exact: false }).first().waitFor();
    expect(await orderRow(page, live.order.order_number).getByTestId('payment-mode').count()).toBe(0);

    await testRow.getByRole('button', { name: 'View Details' }).click();
    const info = page.getByRole('dialog', { name: `Order #${test.order.order_number}` }).getByRole('region', { name: 'Order Information' });
    await info.getByText('Paid', { exact: true }).waitFor();
    await info.getByText('Test payment', { exact: true }).waitFor();
    await close();
  });
});

describe('order management', () => {
  it("shows the server's counts in the tiles, and searches and filters on the server", async () => {
    const first = await placeOrder({ quantity: 1 });
    const second = await placeOrder({ quantity: 3 });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    const loaded = nextJson<{ orders: Order[]; counts: Record<'total' | 'pending' | 'processing' | 'delivered', number> }>(page, '/api/admin/orders');
    await page.goto(url('/admin/orders'));
    const { counts } = await loaded;
    await orderRow(page, second.order.order_number).waitFor();
    // Every order, as the server counted them (docs/product/operating.md), not the rows on the page.
    expect(await tileValue(page, 'Total Orders')).toBe(counts.total);
    expect(await tileValue(page, 'Pending')).toBe(counts.pending);
    expect(await tileValue(page, 'Processing')).toBe(counts.processing);
    expect(await tileValue(page, 'Delivered')).toBe(counts.delivered);
    const rows = page.getByTestId('admin-order-row');
    await orderRow(page, first.order.order_number).getByText('1 item', { exact: true }).waitFor();
    await orderRow(page, second.order.order_number).getByText('3 items', { exact: true }).waitFor();

    // Search by the start of the order number, as shown ('#CH-…') or in any case, then by customer.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(`#${first.order.order_number.toLowerCase()}`);
    await expect.poll(() => rows.count()).toBe(1);
    await orderRow(page, first.order.order_number).waitFor();
    await search.fill(second.member.user.username.toUpperCase());
    await orderRow(page, second.order.order_number).waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // The status filter, with the search: the server's answer.
    const filtered = page.waitForResponse((res) => new URL(res.url()).searchParams.get('status') === 'delivered' && res.ok());
    await chooseOption(page, page, 'Status', 'Delivered');
    expect(new URL((await filtered).url()).searchParams.get('q')).toBe(second.member.user.username.toUpperCase());
    await page.getByText('No orders match the search or status filter.').waitFor();
    await chooseOption(page, page, 'Status', 'Processing');
    await orderRow(page, second.order.order_number).waitFor();
    await search.fill('');
    await orderRow(page, first.order.order_number).waitFor();
    await expect.poll(() => rows.filter({ hasNotText: 'Processing' }).count()).toBe(0);
    await chooseOption(page, page, 'Status', 'All Statuses');
    await orderRow(page, second.order.order_number).waitFor();
    await close();
  });

  it('loads the next page of older orders as the list scrolls, each order once', async () => {
    const older = await placeOrder({ quantity: 1 });
    await placeOrder({ quantity: 1 });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    // Pages of one order each: the server's own paging, asked for a smaller page.
    await page.route(theList, (route) => {
      const address = new URL(route.request().url());
      address.searchParams.set('limit', '1');
      return route.continue({ url: address.toString() });
    });
    // One row leaves the end of the list in view: the next page is asked for by itself.
    const nextPage = page.waitForResponse((res) => theList(new URL(res.url())) && new URL(res.url()).searchParams.has('before') && res.ok());
    await page.goto(url('/admin/orders'));
    await seeHeading(page, 'Order Management');
    const rows = page.getByTestId('admin-order-row');
    const { orders: olderPage } = (await (await nextPage).json()) as { orders: Order[] };
    expect(olderPage).toHaveLength(1);
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const numbers = await rows.evaluateAll((all) => all.map((row) => row.querySelector('td')?.textContent));
    expect(new Set(numbers).size).toBe(numbers.length);
    // Narrowed to one customer, at the usual page size: that member's one order, and nothing more to load.
    // The older order was already listed: the narrowed list is the one after the search's answer.
    await page.unroute(theList);
    const searched = page.waitForResponse((res) => theList(new URL(res.url())) && new URL(res.url()).searchParams.get('q') === older.member.user.username && res.ok());
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(older.member.user.username);
    await searched;
    await expect.poll(() => rows.count()).toBe(1);
    await orderRow(page, older.order.order_number).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Load more orders' }).count()).toBe(0);
    await close();
  });

  it('lists payments, the ones that never became an order too, and links a paid one to its order', async () => {
    const placed = await placeOrder({ quantity: 1, price: 30 });
    // Paid, but the checkout never came: the member can still finish it.
    const waiting = await payForCart({ quantity: 1, price: 7.25 });
    expect(waiting.status).toBe(200);
    // A card the provider refuses: the payment failed, with Stripe's words.
    const declined = await payForCart({ quantity: 1, price: 3, card: DECLINED_CARD });
    expect(declined.status).toBe(402);
    // Sold out while paying: no order, the payment refunded (docs/product/shop-and-payments.md).
    const soldOut = await payForCart({ quantity: 1, price: 9 });
    await setStock(soldOut.product, 0);
    expect((await checkout(soldOut)).status).toBe(409);

    const { page, close } = await openOrders('desktop');
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('table', { name: 'Payments' }).waitFor();
    const paymentRow = (username: string) => page.getByTestId('admin-payment-row').filter({ hasText: username });

    const waitingRow = paymentRow(waiting.member.user.username);
    await waitingRow.getByText('$7.25').waitFor();
    await waitingRow.getByText('Succeeded', { exact: true }).waitFor();
    await waitingRow.getByText('No order', { exact: true }).waitFor();
    await waitingRow.getByText('The member can still finish this order').waitFor();
    await waitingRow.getByText(/^Refund due /).waitFor();

    const declinedRow = paymentRow(declined.member.user.username);
    await declinedRow.getByText('Failed', { exact: true }).waitFor();
    await declinedRow.getByText('Your card was declined.').waitFor();

    const refundedRow = paymentRow(soldOut.member.user.username);
    await refundedRow.getByText('$9.00').waitFor();
    await refundedRow.getByText('Refunded', { exact: true }).waitFor();
    const refunded = (await adminPayments()).find((p) => p.username === soldOut.member.user.username)!;
    expect(refunded).toMatchObject({ status: 'refunded', order_id: null });
    await refundedRow.getByText(refunded.refunded_at ? /^Refunded [A-Z][a-z]{2} / : 'Refund in progress').waitFor();

    // The paid order's payment links to it: the details open on the Orders tab.
    const paidRow = paymentRow(placed.member.user.username);
    await paidRow.getByText('$30.00').waitFor();
    await paidRow.getByRole('link', { name: `Order #${placed.order.order_number}` }).click();
    await page.getByRole('dialog', { name: `Order #${placed.order.order_number}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBe(String(placed.order.id));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    await close();
  });

  it('shows a plain-text address as it was stored', async () => {
    const { order } = await placeOrder({ quantity: 1 });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    // Older records keep the address as text (docs/product/back-office.md): the server is asked, the answer rewritten.
    await page.route(`**/api/admin/orders/${order.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { order: Order };
      body.order.shipping_address = '1 Old Road\nKilkenny';
      await route.fulfill({ response, json: body });
    });
    await page.goto(url(`/admin/orders?order=${order.id}`));
    const customer = page.getByRole('dialog').getByRole('region', { name: 'Customer Information' });
    await customer.getByText('1 Old Road', { exact: true }).waitFor();
    await customer.getByText('Kilkenny', { exact: true }).waitFor();
    await customer.getByText(SHIPPING.name, { exact: true }).waitFor(); // the billing address, an object
    await close();
  });

  it.each<ViewportName>(WIDTHS)(
    'says what failed once, in the snackbar: the list, the details, a status change, the payments (%s width)',
    async (viewport) => {
      const { order } = await placeOrder({ quantity: 1 });
      const admin = await loginAdmin();
      const { page, url, close } = await openPage({ viewport, session: admin });
      // docs/product/back-office.md: feedback is a snackbar. Where a list or the details cannot load, the
      // alert in their place says so in other words; an open status dialog only says it did not save.
      const couldNotLoad = (text: string) => page.getByRole('alert').filter({ hasText: text });
      const notSaved = (dialog: Locator) => dialog.getByRole('alert').filter({ hasText: 'Not saved yet.' }).waitFor();

      await page.route(theList, (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
      await page.goto(url('/admin/orders'));
      await onlyInSnackbar(page, 'Error fetching orders');
      await page.unroute(theList);
      await couldNotLoad('Could not load this list.').getByRole('button', { name: 'Try again' }).click();
      const row = orderRow(page, order.order_number);
      await row.waitFor();

      await page.route(`**/api/admin/orders/${order.id}`, (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
      await row.getByRole('button', { name: 'View Details' }).click();
      const details = page.getByRole('dialog', { name: `Order #${order.order_number}` });
      await onlyInSnackbar(page, 'Error fetching order details');
      await details.getByRole('alert').filter({ hasText: 'Could not load this order.' }).waitFor();
      await page.unroute(`**/api/admin/orders/${order.id}`);
      await details.getByRole('button', { name: 'Try again' }).click();
      await details.getByRole('region', { name: 'Order Information' }).waitFor();

      await page.route('**/api/admin/order-items/*/status', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
      await details.getByRole('button', { name: 'Edit Item Status' }).click();
      const itemDialog = page.getByRole('dialog', { name: 'Update Item Status' });
      await chooseOption(page, itemDialog, 'New Status', 'Cancelled');
      await itemDialog.getByRole('button', { name: 'Update' }).click();
      await onlyInSnackbar(page, 'Error updating item status');
      await notSaved(itemDialog);
      await itemDialog.getByRole('button', { name: 'Cancel' }).click();
      await itemDialog.waitFor({ state: 'detached' });

      await page.route(`**/api/admin/orders/${order.id}/status`, (route) =>
        route.fulfill({ status: 500, json: { error: 'boom' } }),
      );
      await details.getByRole('button', { name: 'Update Status' }).click();
      const orderDialog = page.getByRole('dialog', { name: 'Update Order Status' });
      await chooseOption(page, orderDialog, 'New Status', 'Shipped');
      await orderDialog.getByRole('button', { name: 'Update' }).click();
      await onlyInSnackbar(page, 'Error updating order status');
      await notSaved(orderDialog);
      expect((await adminOrder(order.id)).order.status).toBe('processing');

      // Beyond the documents, the Payments tab fails the same way.
      await page.route((address) => address.pathname === '/api/admin/payments', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
      await page.goto(url('/admin/orders?tab=payments'));
      await onlyInSnackbar(page, 'Error fetching payments');
      await couldNotLoad('Could not load this list.').getByRole('button', { name: 'Try again' }).waitFor();
      await close();
    },
  );
});
