// Every screen fits its window at desktop and phone width: nothing pushes the page sideways
// (a visually hidden label once did, on the products screen: in MUI's sx a bare `width: 1` is
// 100%). The screens are shown with the things that make them wide: a product on sale, a long
// unbroken name, a post with a picture.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, loginAdmin, uniqueName, type SessionUser } from '../support/api.js';
import { reportRoomMessage } from '../admin-chat/chat-fixtures.js';
import { createRoom, sendToRoom } from '../support/chat.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { createProduct, PICTURE } from '../shop/shop-fixtures.js';

useBrowser();

const GUEST = ['/', '/blog', '/shop', '/contact', '/login', '/register', '/join'];
const MEMBER = ['/dashboard', '/profile', '/orders', '/messages', '/join', '/membership'];
const ADMIN = [
  '/admin',
  '/admin/users',
  '/admin/blog',
  '/admin/shop/products',
  '/admin/shop/categories',
  '/admin/orders',
  '/admin/chat',
  '/admin/settings',
  '/admin/membership',
  '/admin/messages',
  '/admin/audit',
];

let member: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  [member, admin] = await Promise.all([createAccount({ role: 'member' }), loginAdmin()]);
  await createProduct({ name: uniqueName('Sale ware'), price: 30, sale_price: 19.5, image_url: PICTURE });
  await createProduct({ name: `${uniqueName('Unbroken')}${'x'.repeat(60)}`, price: 5 });
  // The audit log's longest action label ('Reported message removed') beside its time was
  // wider than a phone once: a reported room message, removed by the administrator.
  const [room, reporter] = await Promise.all([createRoom(), createAccount({ role: 'member' })]);
  const message = await sendToRoom(member, room.id, 'A message to be reported');
  const report = await reportRoomMessage(reporter, message.id);
  expect((await api('POST', `/api/admin/chat/reports/${report.id}/remove`, undefined, admin.token)).status).toBe(200);
});

/** How far the page reaches past the window's right edge, and what reaches furthest. */
async function overflowOf(page: Awaited<ReturnType<typeof openPage>>['page']) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const edge = element.getBoundingClientRect().right;
      if (edge > right + 0.5) {
        right = edge;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} "${(element.textContent ?? '').slice(0, 40)}"`;
      }
    }
    return { scroll: document.documentElement.scrollWidth - width, widest };
  });
}

describe.each<ViewportName>(WIDTHS)('at %s width', (viewport) => {
  it.each<[string, string[], () => SessionUser | undefined]>([
    ['a guest', GUEST, () => undefined],
    ['a member', MEMBER, () => member],
    ['an administrator', ADMIN, () => admin],
  ])('no screen of %s scrolls sideways', async (_who, paths, session) => {
    const { page, url, close } = await openPage({ viewport, session: session() });
    for (const path of paths) {
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      const { scroll, widest } = await overflowOf(page);
      expect(scroll, `${path} is ${scroll}px wider than the window; widest: ${widest}`).toBe(0);
    }
    await close();
  });
});
