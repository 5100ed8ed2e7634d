// A page whose code cannot be fetched (the site was updated while the tab was open, or the
// network failed): the app reloads once to fetch the new code, then shows its own notice inside
// the header and footer, never React Router's developer screen.
import { describe, expect, it } from 'vitest';
import { PAGE_ERROR_TEXTS } from '@clanhall/shared';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { seeHeading, waitForPath } from '../support/ui.js';

useBrowser();

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('a page that cannot load (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('reloads once, then says so with Reload and Back to Home', async () => {
    const member = await createAccount({ role: 'member' });
    // The refused chunk is the point: its failed import is logged (twice: the try and the reload).
    const { page, url, close } = await openPage({
      viewport,
      session: member,
      expectedErrors: [/Failed to fetch dynamically imported module/],
    });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    let refused = 0;
    await page.route('**/assets/OrdersPage-*.js', (route) => {
      refused += 1;
      return route.abort();
    });
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      history.pushState({}, '', '/orders');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    await seeHeading(page, PAGE_ERROR_TEXTS.title);
    expect(refused).toBe(2);
    await page.getByText(PAGE_ERROR_TEXTS.text).waitFor();
    await page.getByRole('button', { name: PAGE_ERROR_TEXTS.reload }).waitFor();
    // The header is still there to go elsewhere.
    await page.getByRole('banner').waitFor();
    await page.unroute('**/assets/OrdersPage-*.js');
    await page.getByRole('link', { name: PAGE_ERROR_TEXTS.home }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Member Dashboard' }).waitFor();
    await close();
  });
});
