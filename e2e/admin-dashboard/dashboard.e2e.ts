// /admin Admin Dashboard (docs/product/back-office.md 'Dashboard stats'): the
// loading state, the count tiles, the disk's free space (docs/product/chat.md), the three tabs, the
// five newest accounts and orders with their chips, the section cards, and a failed stats fetch
// that is only logged (the tiles show 0). The
// run shares one server with other files that add accounts and orders meanwhile, so the screen
// is checked against the answer the page itself received, never against global counts read
// separately.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ADMIN_USER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  ROLE_LABELS,
  formatBytes,
  formatMoney,
  type AdminDashboard,
  type AdminUser,
  type DashboardStats,
  type Order,
} from '@clanhall/shared';
import { createAccount, loginAdmin } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { holdRoute, seeHeading, seeScreen, waitForPath } from '../support/ui.js';
import { placeOrder } from '../admin-shop/shop-fixtures.js';
import { nextJson, tileValue } from '../admin-shop/shop-ui.js';

useBrowser();

const STATS_PATH = '/api/admin/dashboard/stats';
const LOADING = 'Loading admin dashboard...';
const TILES: [label: string, key: keyof DashboardStats][] = [
  ['Total Users', 'totalUsers'],
  ['Blog Posts', 'totalBlogPosts'],
  ['Products', 'totalProducts'],
  ['Orders', 'totalOrders'],
  ['Chat Rooms', 'totalChatRooms'],
];
const TABS = ['Admin Sections', 'Recent Users', 'Recent Orders'];
const GB = 1024 ** 3;
/** The theme's warning colour (lib/design-tokens.ts #f0b44c) as the browser computes it. */
const WARNING_COLOUR = 'rgb(240, 180, 76)';
/** Every Admin Sections card and where it leads. */
const SECTION_LINKS: [name: RegExp, path: string][] = [
  [/^User Management/, '/admin/users'],
  [/^Membership Management/, '/admin/membership'],
  [/^Blog Management/, '/admin/blog'],
  [/^Shop Categories/, '/admin/shop/categories'],
  [/^Shop Products/, '/admin/shop/products'],
  [/^Order Management/, '/admin/orders'],
  [/^Chat Management/, '/admin/chat'],
  [/^Site Settings/, '/admin/settings'],
  [/^Messages/, '/admin/messages'],
  [/^Audit Log/, '/admin/audit'],
];

async function openDashboard(viewport: ViewportName, path = '/admin') {
  const admin = await loginAdmin();
  const opened = await openPage({ viewport, session: admin });
  return { ...opened, open: () => opened.page.goto(opened.url(path)) };
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await page.locator(`[role="tab"][aria-selected="true"]`).filter({ hasText: name }).waitFor();
}

/** The chip's MUI colour, from its class (docs/product/back-office.md names the colours). */
async function chipColor(chip: Locator): Promise<string | undefined> {
  return /MuiChip-color(\w+)/.exec((await chip.getAttribute('class')) ?? '')?.[1];
}

/** Each listed account as the Recent Users tab must show it: initial, username, email, chips. */
async function expectRecentUsers(page: Page, users: AdminUser[]) {
  const rows = page.getByTestId('recent-user');
  await expect.poll(() => rows.count()).toBe(users.length);
  for (const [i, user] of users.entries()) {
    const row = rows.nth(i);
    expect(await row.getByTestId('recent-user-initial').innerText()).toBe(user.username.charAt(0).toUpperCase());
    await row.getByText(user.username, { exact: true }).waitFor();
    await row.getByText(user.email, { exact: true }).waitFor();
    expect(await row.getByTestId('role-chip').innerText()).toBe(ROLE_LABELS[user.role]);
    expect(await row.getByTestId('user-status').innerText()).toBe(ADMIN_USER_STATUS_LABELS[user.status]);
  }
}

/** Each listed order as the Recent Orders tab must show it: 'Order #', username, dollars, status. */
async function expectRecentOrders(page: Page, orders: Order[]) {
  const rows = page.getByTestId('recent-order');
  await expect.poll(() => rows.count()).toBe(orders.length);
  for (const [i, order] of orders.entries()) {
    const row = rows.nth(i);
    await row.getByText(`Order #${order.order_number}`, { exact: true }).waitFor();
    await row.getByText(order.username, { exact: false }).waitFor();
    expect(await row.getByTestId('recent-order-amount').innerText()).toBe(formatMoney(order.total_amount));
    expect(await row.getByTestId('order-status').innerText()).toBe(ORDER_STATUS_LABELS[order.status]);
  }
}

describe.each<ViewportName>(WIDTHS)('admin dashboard at %s width', (viewport) => {
  it('shows the counts, the newest accounts and the newest orders the server answers', async () => {
    const { order } = await placeOrder({ quantity: 2, price: 12.5 });
    const newest = await createAccount({ role: 'user' });
    const { page, open, close } = await openDashboard(viewport);
    const answered = nextJson<AdminDashboard>(page, STATS_PATH);
    await open();
    const answer = await answered;
    await seeHeading(page, 'Admin Dashboard');

    // The tiles say what the server counted, and the disk line what it measured.
    for (const [label, key] of TILES) expect(await tileValue(page, label)).toBe(answer.stats[key]);
    const { free_bytes, total_bytes } = answer.storage;
    expect(await page.getByTestId('disk-space-free').innerText()).toContain(`${formatBytes(free_bytes)} free of ${formatBytes(total_bytes)}`);
    // docs/product/back-office.md: the five newest (fewer only when there are fewer), newest first.
    expect(answer.recentUsers).toHaveLength(Math.min(5, answer.stats.totalUsers));
    expect(answer.recentOrders).toHaveLength(Math.min(5, answer.stats.totalOrders));
    for (const list of [answer.recentUsers, answer.recentOrders]) {
      const times = list.map((row) => row.created_at);
      expect(times).toEqual([...times].sort().reverse());
    }
    // What this test made a moment ago is among them, unless five newer came since (other
    // files run alongside on the same server): either way nothing older is listed before it.
    // Newer by the server's order (created_at, then id); ids alone are not: an account's time
    // is taken before its password is hashed, its id after.
    type Row = { id: number; created_at: string };
    const newer = (a: Row, b: Row) => a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);
    const listedOrNewer = (rows: Row[], mine: Row) => rows.some((row) => row.id === mine.id) || rows.every((row) => newer(row, mine));
    expect(listedOrNewer(answer.recentUsers, newest.user)).toBe(true);
    expect(listedOrNewer(answer.recentOrders, order)).toBe(true);

    // Three tabs, the sections first.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(TABS);
    expect(await page.getByRole('tab', { name: 'Admin Sections' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: /^User Management/ }).waitFor();

    await openTab(page, 'Recent Users');
    await expectRecentUsers(page, answer.recentUsers);
    expect(await page.getByRole('link', { name: /^User Management/ }).count()).toBe(0);

    await openTab(page, 'Recent Orders');
    await expectRecentOrders(page, answer.recentOrders);

    // An order opens its details in Order Management.
    const first = answer.recentOrders[0]!;
    await page.getByTestId('recent-order').first().getByRole('link').click();
    await waitForPath(page, '/admin/orders');
    await page.getByRole('dialog', { name: `Order #${first.order_number}` }).waitFor();
    await close();
  });

  // docs/product/shop-and-payments.md: the run's server takes test payments (no STRIPE_SECRET_KEY).
  it('says on the dashboard that the site takes test payments', async () => {
    const { page, open, close } = await openDashboard(viewport);
    const answered = nextJson<AdminDashboard>(page, STATS_PATH);
    await open();
    expect((await answered).paymentMode).toBe('test');
    await seeHeading(page, 'Admin Dashboard');
    const notice = page.getByTestId('test-payments-notice');
    await notice.getByText('Test payments only', { exact: true }).waitFor();
    expect(await notice.innerText()).toContain(
      "This site takes test payments: no card is charged, and every order is marked 'Test payment'. To take real payments, set STRIPE_SECRET_KEY to a live Stripe key (sk_live_…) and restart the server.",
    );
    await close();
  });

  it('opens a section from its card and returns to the tab it left', async () => {
    const { page, open, close } = await openDashboard(viewport);
    await open();
    await seeHeading(page, 'Admin Dashboard');
    for (const [name, path] of SECTION_LINKS) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(path);
    }
    await page.getByRole('link', { name: /^Order Management/ }).click();
    await waitForPath(page, '/admin/orders');
    await seeScreen(page, 'Order Management');

    // The open tab is kept in the address, so Back returns to it.
    await page.goBack();
    await seeHeading(page, 'Admin Dashboard');
    await openTab(page, 'Recent Users');
    await page.getByRole('link', { name: 'Manage all users' }).click();
    await waitForPath(page, '/admin/users');
    await seeScreen(page, 'User Management');
    await page.goBack();
    await page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: 'Recent Users' }).waitFor();
    await page.getByTestId('recent-user').first().waitFor();
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('admin dashboard (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it(`shows '${LOADING}' while the stats are on their way, then the header`, async () => {
    const { page, open, close } = await openDashboard(viewport);
    const stats = await holdRoute(page, `**${STATS_PATH}`);
    await open();
    await stats.wasRequested;
    await page.getByText(LOADING, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);

    stats.release();
    await seeHeading(page, 'Admin Dashboard');
    await page.getByText(LOADING, { exact: true }).waitFor({ state: 'detached' });
    for (const [label] of TILES) await page.getByRole('region', { name: label, exact: true }).waitFor();
    await close();
  });

});

describe('admin dashboard', () => {
  it('only logs a failed stats fetch: the page leaves loading, shows the tiles at 0 and still offers the sections', async () => {
    const { page, open, close } = await openDashboard('desktop');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const stats = await holdRoute(page, `**${STATS_PATH}`, { abort: true });
    stats.release();
    await open();
    await stats.wasRequested;
    await seeHeading(page, 'Admin Dashboard');
    expect(await page.getByText(LOADING, { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: /^User Management/ }).waitFor();
    // The tiles stand, counting nothing, and nothing announces the failure (docs/product/back-office.md);
    // the disk line, with nothing to show, is left out.
    for (const [label] of TILES) expect(await tileValue(page, label)).toBe(0);
    expect(await page.getByTestId('disk-space').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => warnings.some((text) => text.startsWith('Admin dashboard: the stats could not be loaded')))
      .toBe(true);
    await close();
  });

  it.each<ViewportName>(WIDTHS)('colours each status as the spec says (%s width)', async (viewport) => {
    // A known answer with every role, account status and order status (the real server's
    // answer is checked above); the screen must map each one.
    const at = '2026-03-01T12:00:00.000Z';
    const user = (id: number, role: AdminUser['role'], status: AdminUser['status']): AdminUser => ({
      id,
      username: `${status}_${role}`,
      email: `${status}.${role}@e2e.test`,
      first_name: null,
      last_name: null,
      avatar_url: null,
      profile_image_url: null,
      role,
      status,
      created_at: at,
      updated_at: at,
    });
    const order = (id: number, status: Order['status'], total: number): Order => ({
      id,
      order_number: `CH-20260301-TEST000${id}`,
      user_id: 1,
      username: `buyer_${id}`,
      total,
      total_amount: total,
      status,
      payment_status: 'paid',
      payment_mode: 'live',
      shipping_address: 'Somewhere',
      billing_address: 'Somewhere',
      item_count: 1,
      created_at: at,
      updated_at: at,
    });
    const answer: AdminDashboard = {
      stats: { totalUsers: 1204, totalBlogPosts: 0, totalProducts: 7, totalOrders: 93, totalChatRooms: 2 },
      storage: { free_bytes: 20 * GB, total_bytes: 40 * GB, reserve_bytes: GB },
      recentUsers: [user(3, 'admin', 'active'), user(2, 'member', 'banned'), user(1, 'user', 'disabled')],
      recentOrders: [
        order(5, 'delivered', 12.5),
        order(4, 'cancelled', 0.5),
        order(3, 'shipped', 1234),
        order(2, 'processing', 99.99),
        order(1, 'pending', 7),
      ],
      paymentMode: 'live',
    };
    const { page, open, close } = await openDashboard(viewport);
    await page.route(`**${STATS_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
    );
    await open();
    await seeHeading(page, 'Admin Dashboard');
    for (const [label, key] of TILES) expect(await tileValue(page, label)).toBe(answer.stats[key]);
    // Live payments: no test-payments notice (docs/product/shop-and-payments.md).
    expect(await page.getByTestId('test-payments-notice').count()).toBe(0);

    await openTab(page, 'Recent Users');
    await expectRecentUsers(page, answer.recentUsers);
    const userStatuses = page.getByTestId('recent-user').getByTestId('user-status');
    // docs/product/back-office.md: active green, banned red, other grey.
    expect(await Promise.all((await userStatuses.all()).map(chipColor))).toEqual(['Success', 'Error', 'Default']);

    await openTab(page, 'Recent Orders');
    await expectRecentOrders(page, answer.recentOrders);
    expect(await page.getByTestId('recent-order-amount').allInnerTexts()).toEqual([
      '$12.50',
      '$0.50',
      '$1234.00',
      '$99.99',
      '$7.00',
    ]);
    const orderStatuses = page.getByTestId('recent-order').getByTestId('order-status');
    // docs/product/back-office.md: delivered green, cancelled red, shipped blue, processing yellow, other grey.
    expect(await Promise.all((await orderStatuses.all()).map(chipColor))).toEqual([
      'Success',
      'Error',
      'Info',
      'Warning',
      'Default',
    ]);
    await close();
  });

  it.each<ViewportName>(WIDTHS)(
    "shows the disk's free space and the reserve uploads leave, in the warning colour near it (%s width)",
    async (viewport) => {
      const answerWith = (storage: AdminDashboard['storage']): AdminDashboard => ({
        stats: { totalUsers: 1, totalBlogPosts: 0, totalProducts: 0, totalOrders: 0, totalChatRooms: 0 },
        storage,
        recentUsers: [],
        recentOrders: [],
        paymentMode: 'test',
      });
      const { page, open, close } = await openDashboard(viewport);
      let answer = answerWith({ free_bytes: Math.round(12.3 * GB), total_bytes: 40 * GB, reserve_bytes: GB });
      await page.route(`**${STATS_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }));
      const line = page.getByRole('region', { name: 'Disk space', exact: true });
      const free = line.getByTestId('disk-space-free');
      const colour = () => free.evaluate((element) => getComputedStyle(element).color);

      await open();
      await seeHeading(page, 'Admin Dashboard');
      expect(await free.innerText()).toBe('12.3 GB free of 40 GB');
      await line.getByText('Uploads stop when 1 GB are left.', { exact: true }).waitFor();
      expect(await colour()).not.toBe(WARNING_COLOUR);

      // 1.5 GB free with a 1 GB reserve: half a gigabyte left for uploads.
      answer = answerWith({ free_bytes: 1.5 * GB, total_bytes: 40 * GB, reserve_bytes: GB });
      await page.reload();
      await seeHeading(page, 'Admin Dashboard');
      expect(await free.innerText()).toBe('Nearly full: 1.5 GB free of 40 GB');
      expect(await colour()).toBe(WARNING_COLOUR);
      await close();
    },
  );
});
