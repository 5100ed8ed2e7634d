// /shop while an administrator has closed it ('Shop open for orders' off, docs/product/shop-and-payments.md): the
// products are still shown, the page says 'The shop is not taking orders right now.', every
// 'Add to Cart' is disabled, and the cart dialog says it too with Checkout and plus disabled.
// The setting is site-wide and would refuse the carts of every other test file running beside
// this one, so this file starts a server of its own (the built one, on its own data folder).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { seeHeading } from '../support/ui.js';
import { ADMIN, startServerProcess, type ServerProcess } from '../cluster/support/server.js';
import { call, login, text } from '../cluster/support/http.js';
import { cartDialog, cartLine, openCart, productCard } from './shop-ui.js';

useBrowser();

const CLOSED = 'The shop is not taking orders right now.';

describe('a closed shop', () => {
  let server: ServerProcess;
  let dataDir: string;
  let adminToken: string;
  let member: SessionUser;
  const product = { name: `Closed ware ${randomBytes(3).toString('hex')}` };

  const openShop = async (open: boolean) => {
    const saved = await call(server.baseUrl, 'POST', '/api/admin/settings', { shop_checkout_enabled: open }, adminToken);
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clanhall-e2e-closed-'));
    server = await startServerProcess({ databaseUrl: '', redisUrl: '', jwtSecret: randomBytes(48).toString('base64'), dataDir });
    adminToken = await login(server.baseUrl, 'admin', ADMIN.username, ADMIN.password);
    const made = await call<{ product: { id: number } }>(
      server.baseUrl,
      'POST',
      '/api/admin/shop/products',
      { name: product.name, description: 'Still on the shelf.', price: 9.5, stock_quantity: 5, is_active: true },
      adminToken,
    );
    expect(made.status).toBe(201);
    const username = `closed_${randomBytes(4).toString('hex')}`;
    const password = 'member-pass';
    const account = { username, email: `${username}@e2e.test`, password, role: 'member', status: 'active' };
    expect((await call(server.baseUrl, 'POST', '/api/admin/users', account, adminToken)).status).toBe(201);
    const signedIn = await call<{ token: string; user: SessionUser['user'] }>(server.baseUrl, 'POST', '/api/auth/member/login', { username, password });
    member = { ...signedIn.body, password };
    // In the cart while the shop was open.
    const added = await call(server.baseUrl, 'POST', '/api/shop/cart/add', { product_id: made.body.product.id, quantity: 2 }, member.token);
    expect(added.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes the server-rendered page at once when closed and when opened again', async () => {
    expect(await text(server.baseUrl, '/shop')).not.toContain(CLOSED);
    await openShop(false);
    try {
      const closed = await text(server.baseUrl, '/shop');
      expect(closed).toContain(CLOSED);
      expect(closed).toContain(product.name);
    } finally {
      await openShop(true);
    }
    expect(await text(server.baseUrl, '/shop')).not.toContain(CLOSED);
  });

  it.each<ViewportName>(WIDTHS)(
    "shows the products, says it takes no orders and disables 'Add to Cart', Checkout and plus (%s width)",
    async (viewport) => {
      await openShop(false);
      try {
        const { page, close } = await openPage({ viewport, session: member });
        await page.goto(`${server.baseUrl}/shop`);
        await seeHeading(page, 'Shop');
        const notice = page.getByTestId('shop-closed-notice');
        await notice.getByText(CLOSED, { exact: true }).waitFor();
        expect(await notice.innerText()).toContain('You can still browse the wares. Add to Cart and Checkout return when the shop opens again.');
        // Payments here are test ones too: both notices stand.
        await page.getByTestId('shop-test-notice').waitFor();

        const card = productCard(page, product);
        await card.getByText('Still on the shelf.').waitFor();
        await card.getByText('In Stock', { exact: true }).waitFor();
        const dialog = cartDialog(page);
        // The cart icon works once the page is hydrated.
        await openCart(page);
        await dialog.getByTestId('cart-closed-notice').getByText(CLOSED, { exact: true }).waitFor();
        const line = cartLine(page, product);
        await line.waitFor();
        expect(await dialog.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
        expect(await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).isDisabled()).toBe(true);
        // Lowering is still taken.
        expect(await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).isEnabled()).toBe(true);
        await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
        await dialog.waitFor({ state: 'detached' });
        // Hydrated, and Add to Cart still disabled.
        expect(await card.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
        await close();
      } finally {
        await openShop(true);
      }
    },
  );

  it("takes orders again once reopened: no notice, 'Add to Cart' and Checkout enabled", async () => {
    const { page, close } = await openPage({ viewport: 'desktop', session: member });
    await page.goto(`${server.baseUrl}/shop`);
    const card = productCard(page, product);
    await card.waitFor();
    // Enabled once hydrated.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Add to Cart' && !b.disabled));
    expect(await page.getByTestId('shop-closed-notice').count()).toBe(0);
    await openCart(page);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="dialog"] button')).some((b) => b.textContent === 'Checkout' && !(b as HTMLButtonElement).disabled),
    );
    expect(await cartDialog(page).getByTestId('cart-closed-notice').count()).toBe(0);
    await close();
  });
});
