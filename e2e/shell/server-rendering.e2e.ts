// Server-rendered public pages (docs/decisions/004): the reader can use the page before the
// app's script has arrived, and the app's start must not disturb them.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';
import { createPost } from '../support/content-fixtures.js';
import { holdRoute, seeHeading, waitForAppStart, waitForPath } from '../support/ui.js';

useBrowser();

/** The app's main chunk: held, the page is the server-rendered HTML alone. */
const APP_SCRIPT = '**/assets/main-*.js';

describe('server-rendered pages', () => {
  it('keep the reader where they scrolled when the app starts', async () => {
    // Enough posts for the blog list to scroll on a phone, and a long one for the post page.
    await createPost();
    await createPost();
    const post = await createPost({ content: 'A long tale.\n'.repeat(200) });
    for (const path of ['/', '/blog', `/blog/${post.id}`]) {
      const { page, url, close, errors } = await openPage({ viewport: 'phone' });
      const app = await holdRoute(page, APP_SCRIPT);
      await page.goto(url(path));
      await app.wasRequested;
      await page.evaluate(() => window.scrollTo(0, 500));
      expect(await page.evaluate(() => window.scrollY), path).toBe(500);
      app.release();
      await waitForAppStart(page);
      expect(await page.evaluate(() => window.scrollY), path).toBe(500);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('open a story whose link was clicked before the app arrived', async () => {
    const post = await createPost();
    const { page, url, close } = await openPage();
    const app = await holdRoute(page, APP_SCRIPT);
    await page.goto(url('/blog'));
    // The app's script is on its way and held: the click below is handled without it.
    await app.wasRequested;
    await page.locator(`a[href="/blog/${post.id}"]`).click();
    await waitForPath(page, `/blog/${post.id}`);
    await seeHeading(page, post.title);
    app.release();
    await close();
  });
});
