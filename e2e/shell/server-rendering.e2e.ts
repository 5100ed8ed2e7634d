// Server-rendered public pages (docs/decisions/004): the reader can use the page before the
// app's script has arrived, and the app's start must not disturb them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';
import { seeHeading, waitForPath } from '../support/ui.js';
import { createPost } from '../content/content-fixtures.js';

useBrowser();

/** Holds the app's main chunk until `release()`; the server-rendered HTML is already shown. */
async function holdAppScript(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { release, wasRequested };
}

describe('server-rendered pages', () => {
  it('keep the reader where they scrolled when the app starts', async () => {
    // Enough posts for the blog list to scroll on a phone, and a long one for the post page.
    await createPost();
    await createPost();
    const post = await createPost({ content: 'A long tale.\n'.repeat(200) });
    for (const path of ['/', '/blog', `/blog/${post.id}`]) {
      const { page, url, close, errors } = await openPage({ viewport: 'phone' });
      const app = await holdAppScript(page);
      await page.goto(url(path));
      await app.wasRequested;
      await page.evaluate(() => window.scrollTo(0, 500));
      expect(await page.evaluate(() => window.scrollY), path).toBe(500);
      app.release();
      // The app has started when its page chunk has run and the network is quiet again.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/main-/.test(r.name)));
      expect(await page.evaluate(() => window.scrollY), path).toBe(500);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('open a story whose link was clicked before the app arrived', async () => {
    const post = await createPost();
    const { page, url, close } = await openPage();
    const app = await holdAppScript(page);
    await page.goto(url('/blog'));
    await page.locator(`a[href="/blog/${post.id}"]`).click();
    await waitForPath(page, `/blog/${post.id}`);
    await seeHeading(page, post.title);
    app.release();
    await close();
  });
});
