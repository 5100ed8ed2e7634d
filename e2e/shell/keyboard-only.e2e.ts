// The keyboard alone (WCAG 2.1.1, 2.4.7): a member buys a product (shop, Add to Cart, the cart,
// the checkout dialog with the test card 4242 4242 4242 4242, the order on /orders) and sends a
// friend a chat message, with nothing but Tab, Shift+Tab, Enter, Space, arrows and typing: no click,
// no fill. At each step the focused control must show its focus (support/keyboard.ts).
// Desktop width: the phone's layout is reached the same way, only through its menu.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, uniqueName } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { befriend, chatMember, chatRow, chatTag, composer, seeMessage, waitForLive } from '../support/chat.js';
import { focusRing, tabTo } from '../support/keyboard.js';
import { seeScreen, snackbar, useOwnAddress, waitForPath } from '../support/ui.js';
import { createProduct, FUTURE_EXPIRY, GOOD_CARD, ordersOf, SHIPPING } from '../shop/shop-fixtures.js';
import { cartButton, cartDialog, cartSettled, checkoutDialog, productCard, seeCartLines } from '../shop/shop-ui.js';

useBrowser();

const SUCCESS = 'Payment successful! Order placed. Check your Orders page for details.';

/** Moves the focus to `target` with Tab (or Shift+Tab) and checks the focus can be seen there. */
async function focusOn(page: Page, target: Locator, options: { backwards?: boolean } = {}) {
  await tabTo(page, target, options);
  await expect.poll(() => focusRing(target), { message: `no visible focus on ${target}` }).not.toBeNull();
}

/** Moves the focus to a text field and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await focusOn(page, field);
  await page.keyboard.type(text);
  expect(await field.inputValue()).toBe(text);
}

describe('keyboard only (desktop)', () => {
  it('buys a product through the cart and the checkout, then sends a friend a message', async () => {
    const tag = chatTag();
    const [member, friend] = await Promise.all([chatMember(tag, 'keys'), chatMember(tag, 'friend')]);
    const conversation = await befriend(friend!, member!);
    const product = await createProduct({ name: uniqueName('Keyboard cloak'), price: 15 });
    const { page, url, close } = await openPage({ session: member });
    await useOwnAddress(page);
    await page.goto(url('/shop'));
    await seeScreen(page, 'Shop');

    // The search narrows the grid to the product; its Add to Cart is next in the tab order.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('input[type="search"]')?.disabled);
    await typeInto(page, search, product.name);
    const card = productCard(page, product);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
    await focusOn(page, card.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    await seeCartLines(page, 1);

    // Back up to the cart button; the cart opens with Enter, its Checkout with Space.
    await focusOn(page, cartButton(page), { backwards: true });
    await page.keyboard.press('Enter');
    const cart = cartDialog(page);
    await cart.getByText(product.name).waitFor();
    await cartSettled(page);
    await focusOn(page, cart.getByRole('button', { name: 'Checkout' }));
    await page.keyboard.press('Space');

    // Shipping Info: name and email come filled in; the rest is typed.
    const checkout = checkoutDialog(page);
    await checkout.getByRole('group', { name: 'Shipping Info' }).waitFor();
    expect(await checkout.getByLabel('Full Name').inputValue()).toBe(member!.user.username);
    await typeInto(page, checkout.getByLabel('Address'), SHIPPING.address);
    await typeInto(page, checkout.getByLabel('City'), SHIPPING.city);
    await typeInto(page, checkout.getByLabel('Postal Code'), SHIPPING.postalCode);
    await typeInto(page, checkout.getByLabel('Country'), SHIPPING.country);
    const next = checkout.getByRole('button', { name: 'Next' });
    await focusOn(page, next);
    await page.keyboard.press('Enter');
    await checkout.getByRole('group', { name: 'Order Summary' }).waitFor();
    await focusOn(page, next);
    await page.keyboard.press('Enter');

    // Payment: the test card, typed as printed on it.
    await checkout.getByRole('group', { name: 'Payment' }).waitFor();
    await typeInto(page, checkout.getByLabel('Card number'), GOOD_CARD);
    await typeInto(page, checkout.getByLabel('Expiry'), FUTURE_EXPIRY);
    await typeInto(page, checkout.getByLabel('CVC'), '123');
    const pay = checkout.getByRole('button', { name: 'Pay $15.00' });
    await focusOn(page, pay);
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/shop/checkout') && r.status() === 201);
    await page.keyboard.press('Enter');
    await placed;
    await snackbar(page, SUCCESS);
    await checkout.waitFor({ state: 'detached' });

    // The confirmation: /orders shows the order, paid.
    await waitForPath(page, '/orders');
    const [order] = await ordersOf(member!);
    const orderCard = page
      .getByTestId('order-card')
      .filter({ has: page.getByRole('heading', { name: `Order #${order!.order_number}` }) });
    await orderCard.getByText(product.name).waitFor();
    await orderCard.getByText('Paid', { exact: true }).waitFor();

    // To Messages through the account menu and the dashboard's Chat tile.
    await focusOn(page, page.getByRole('button', { name: `${member!.user.username} account menu` }));
    await page.keyboard.press('Enter');
    const dashboardItem = page.getByRole('menuitem', { name: 'Dashboard' });
    // The menu opens with its first item focused; the arrows move through the items.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusRing(dashboardItem)).not.toBeNull();
    await page.keyboard.press('Enter');
    await seeScreen(page, 'Member Dashboard');
    await focusOn(page, page.getByRole('region', { name: 'Chat' }).getByRole('link', { name: 'Open' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/messages');

    // The friend's conversation, opened from the Chats list, and the message sent with Enter.
    await focusOn(page, chatRow(page, friend!.user.username));
    await page.keyboard.press('Enter');
    await page.getByTestId('chat-title').filter({ hasText: friend!.user.username }).waitFor();
    await waitForLive(page);
    await focusOn(page, composer(page));
    const text = 'Paid for the cloak with the keyboard alone.';
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await seeMessage(page, text);
    // The friend has it, from the member.
    const received = await api<{ messages: { content: string; username: string }[] }>(
      'GET',
      `/api/chat/messages/${conversation}`,
      undefined,
      friend!.token,
    );
    expect(received.body.messages.map((m) => [m.username, m.content])).toContainEqual([member!.user.username, text]);
    await close();
  });
});
