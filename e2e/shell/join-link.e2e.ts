// 'Join' in the header and on the home page (docs/product/membership.md Joining): guests and role
// user see it while the club takes members by itself (mode not 'invite'), members and
// administrators never; in mode 'invite' nobody sees it, and /join says the club takes members by
// invitation, with the way to the contact page. The mode is site-wide: this file has a server of
// its own (e2e/membership/club-fixtures.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { seeScreen, waitForAppStart, waitForPath } from '../support/ui.js';
import { useClub } from '../membership/club-fixtures.js';

useBrowser();
const club = useClub('invite');

const PUBLIC_LINKS = ['Home', 'Blog', 'Shop', 'Contact', 'Join'];

/** The header's links, as the visitor at this width reaches them (the nav, or the phone menu). */
async function headerLinks(page: Page, viewport: ViewportName): Promise<string[]> {
  if (viewport === 'desktop') {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    return nav.getByRole('link').allTextContents();
  }
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Home' }).waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  // The public links come first; the account's items (or Login and Register) follow them.
  return items.filter((item) => PUBLIC_LINKS.includes(item));
}

async function homeJoin(page: Page) {
  return page.getByTestId('home-join').count();
}

async function visitHome(page: Page, session?: SessionUser) {
  await page.goto(club().url('/'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Signed-in pages are rendered afresh in the browser; a guest's is hydrated.
  if (!session) await waitForAppStart(page);
  else await page.waitForLoadState('networkidle');
}

describe.each<ViewportName>(WIDTHS)("'Join' at %s width", (viewport) => {
  it('is hidden from everyone while the club takes members by invitation, and /join says so', async () => {
    await club().setMode('invite');
    const user = await club().createAccount('user');
    for (const session of [undefined, user]) {
      const { page, close } = await openPage({ viewport, session });
      await visitHome(page, session);
      expect(await headerLinks(page, viewport)).toEqual(['Home', 'Blog', 'Shop', 'Contact']);
      expect(await homeJoin(page)).toBe(0);
      await close();
    }
    const { page, close } = await openPage({ viewport });
    await page.goto(club().url('/join'));
    await seeScreen(page, 'Join the Club');
    const notice = page.getByTestId('join-invite-only');
    await notice.getByRole('heading', { name: 'Membership is by invitation' }).waitFor();
    await notice.getByRole('link', { name: 'Contact the club' }).click();
    await waitForPath(page, '/contact');
    await close();
  });

  it('is shown to guests and users, not to members or administrators, once the club takes members by payment', async () => {
    await club().setMode('paid');
    try {
      const user = await club().createAccount('user');
      const member = await club().createAccount('member');
      const cases: [SessionUser | undefined, boolean][] = [
        [undefined, true],
        [user, true],
        [member, false],
        [club().admin, false],
      ];
      for (const [session, shown] of cases) {
        const { page, close } = await openPage({ viewport, session });
        await visitHome(page, session);
        const links = await headerLinks(page, viewport);
        expect(links, `header of ${session?.user.role ?? 'guest'}`).toEqual([
          'Home',
          'Blog',
          'Shop',
          'Contact',
          ...(shown ? ['Join'] : []),
        ]);
        expect(await homeJoin(page), `home of ${session?.user.role ?? 'guest'}`).toBe(shown ? 1 : 0);
        if (shown) {
          await page.getByTestId('home-join').click();
          await waitForPath(page, '/join');
          await seeScreen(page, 'Join the Club');
        }
        await close();
      }
    } finally {
      await club().setMode('invite');
    }
  });
});
