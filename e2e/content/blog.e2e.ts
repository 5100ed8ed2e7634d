// Blog list and post (docs/product/content.md: content is plain text).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { uniqueName } from '../support/api.js';
import { createPost } from '../support/content-fixtures.js';
import { holdRoute, seeHeading, seeText, waitForPath } from '../support/ui.js';

useBrowser();

/**
 * /blog arrives server-rendered with its posts, so the browser's own fetch (which a test can
 * intercept) only happens when the reader navigates there inside the app: from the home page,
 * once it is hydrated (the app removes `data-hydrating` from #root, apps/web lib/hydration.tsx).
 */
async function openBlogInTheBrowser(page: Page, home: string) {
  await page.goto(home);
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Read Our Stories' }).click();
}

const LONG =
  'Long ago, in the glens beyond the river, the clans gathered each winter to share bread, songs and the stories of those who came before them. This sentence runs past the excerpt.';

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('blog (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('lists a published post with picture box, title, 120-character excerpt, date and first tag', async () => {
    const post = await createPost({ content: LONG, tags: 'lore, history' });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/blog'));
    await seeHeading(page, 'Our Stories');
    await seeText(page, 'Discover the tales and insights from our community');
    const card = page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: post.title }) });
    await card.waitFor();
    expect(await card.innerText()).toContain(`${LONG.slice(0, 120).trimEnd()}…`);
    expect(await card.innerText()).not.toContain('This sentence runs past');
    await card.getByText('lore', { exact: true }).waitFor();
    expect(await card.getByText('history', { exact: true }).count()).toBe(0);
    const date = new Date(post.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await card.getByText(date).waitFor();
    await card.getByRole('link').click();
    await waitForPath(page, `/blog/${post.id}`);
    await seeHeading(page, post.title);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await waitForPath(page, '/blog');
    await close();
  });

  it('shows the empty state when there are no posts', async () => {
    const { page, url, close } = await openPage({ viewport });
    await page.route('**/api/blog/cards?*', (route) => route.fulfill({ json: { posts: [], total: 0, next_cursor: null } }));
    await openBlogInTheBrowser(page, url('/'));
    await seeHeading(page, 'No posts available yet');
    await seeText(page, 'Check back soon for new content');
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('blog paging (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("'Load more' asks for the posts before the last card shown (the cursor) and adds them", async () => {
    // More than one page (12) of posts.
    for (let i = 0; i < 13; i++) await createPost({ content: `${LONG} (${i})` });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/blog'));
    const cards = page.getByTestId('post-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    const hrefs = () => cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const firstPage = await hrefs();
    // The cursor names the last card shown: its created_at and id.
    const last = cards.nth(11);
    const cursor = `${await last.locator('time').getAttribute('datetime')}~${firstPage[11]!.split('/').pop()}`;

    const next = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/blog/cards');
    await page.getByRole('button', { name: 'Load more' }).click();
    const response = await next;
    const params = new URL(response.url()).searchParams;
    expect(params.get('before')).toBe(cursor);
    expect(params.get('offset')).toBeNull();
    const page2 = (await response.json()) as { posts: Record<string, unknown>[] };
    expect(page2.posts.length).toBeGreaterThan(0);
    // Cards, not posts: an excerpt and no full text.
    expect(page2.posts.every((p) => typeof p.excerpt === 'string' && !('content' in p))).toBe(true);

    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="post-card"]').length > n, 12);
    const all = await hrefs();
    expect(all.slice(0, 12)).toEqual(firstPage);
    expect(all.slice(12)).toEqual(page2.posts.map((p) => `/blog/${p.id as number}`));
    expect(new Set(all).size).toBe(all.length);
    await close();
  });
});

describe('blog paging', () => {
  it("keeps the stories shown and 'Load more' when the next page fails to load", async () => {
    for (let i = 0; i < 13; i++) await createPost();
    const { page, url, close } = await openPage();
    await page.goto(url('/blog'));
    const cards = page.getByTestId('post-card');
    await cards.first().waitFor();
    let failures = 0;
    let failed!: () => void;
    const firstFailure = new Promise<void>((resolve) => (failed = resolve));
    const nextPages = (u: URL) => u.pathname === '/api/blog/cards' && u.searchParams.has('before');
    await page.route(nextPages, async (route) => {
      await route.fulfill({ status: 500, json: { error: 'boom' } });
      if (++failures === 1) failed();
    });
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await firstFailure;
    // The button is busy until the query gives up (after its retry), then usable again.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.includes('Load more') && !b.disabled),
    );
    expect(await cards.count()).toBe(12);

    await page.unroute(nextPages);
    await loadMore.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="post-card"]').length > n, 12);
    await close();
  });
});

describe('server-rendered blog pages', () => {
  it("carry each story's excerpt but never its full text, which only the post's own page has", async () => {
    const marker = uniqueName('FULLTEXTMARKER');
    // The marker sits well past the 120-character excerpt (after the first 200 characters).
    const content = `${`${LONG} ${LONG}`.slice(0, 210)} ${marker} and the tale goes on.`;
    const post = await createPost({ title: uniqueName('Marker story'), content });
    // As a reader without JavaScript gets them.
    const html = async (path: string) => {
      const res = await fetch(new URL(path, inject('baseUrl')));
      expect(res.status, path).toBe(200);
      return res.text();
    };
    for (const path of ['/', '/blog']) {
      const page = await html(path);
      expect(page, path).toContain(post.title);
      expect(page, path).toContain(`${content.slice(0, 120)}…`);
      expect(page, path).not.toContain(marker);
      // The dehydrated query cache holds cards too: no post content at all.
      const state = /<script type="application\/json" id="__CLANHALL_STATE__">([\s\S]*?)<\/script>/.exec(page)?.[1];
      expect(state, path).toBeDefined();
      expect(state, path).not.toContain('"content"');
    }
    expect(await html(`/blog/${post.id}`)).toContain(marker);
  });
});

describe('blog list', () => {
  it('shows a spinner while loading, and the empty list when the fetch fails', async () => {
    const { page, url, close } = await openPage();
    const posts = await holdRoute(page, '**/api/blog/cards?*', { abort: true });
    await openBlogInTheBrowser(page, url('/'));
    await posts.wasRequested;
    await page.getByRole('status').filter({ hasText: 'Loading stories...' }).waitFor();
    posts.release();
    await seeHeading(page, 'No posts available yet');
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('blog post (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows breadcrumb, date and time, author, first tag and the content as plain text with line breaks', async () => {
    const content = 'First line of the tale.\nSecond line, after a break.\n\n<b>not bold</b> <script>window.__pwned = 1</script>';
    const post = await createPost({ content, tags: 'saga, winter' });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url(`/blog/${post.id}`));
    await seeHeading(page, post.title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    await crumbs.getByText(post.title).waitFor();
    const body = page.getByTestId('post-content');
    expect(await body.innerText()).toContain('First line of the tale.\nSecond line, after a break.');
    expect(await body.textContent()).toContain('<b>not bold</b>');
    expect(await body.locator('b, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // Written out by the app (lib/post-format.ts), it must read as the browser's own en-US text.
    const intlText = await page.evaluate(
      (iso) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
      post.created_at,
    );
    expect(intlText).toMatch(/\d{4} at \d{1,2}:\d{2} (AM|PM)$/);
    expect(await page.getByTestId('post-date').innerText()).toBe(intlText);
    await seeText(page, post.author_name);
    await page.getByText('saga', { exact: true }).waitFor();
    expect(await page.getByText('winter', { exact: true }).count()).toBe(0);
    await close();
  });

  it("says 'Post not found or unavailable' for a missing or draft post, with Back to Blog", async () => {
    const draft = await createPost({ status: 'draft', title: uniqueName('Hidden draft') });
    const { page, url, close } = await openPage({ viewport });
    for (const path of ['/blog/987654321', `/blog/${draft.id}`, '/blog/not-a-number']) {
      await page.goto(url(path));
      await seeHeading(page, 'Post not found or unavailable');
      await seeText(page, "The blog post you're looking for doesn't exist or has been removed.");
    }
    expect(await page.getByText(draft.title).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await waitForPath(page, '/blog');
    await close();
  });
});

describe('blog post share', () => {
  it('copies the link to the clipboard when the device has no share sheet', async () => {
    const post = await createPost();
    const { page, context, url, close } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    // The page is server-rendered: wait until its script has loaded and hydrated the button.
    await page.goto(url(`/blog/${post.id}`), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('alert').filter({ hasText: 'Link copied to clipboard' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/blog/${post.id}`));
    await close();
  });

  it('uses the native share sheet with title, the first 100 characters and the URL', async () => {
    const post = await createPost({ content: LONG });
    const { page, context, url, close } = await openPage({ viewport: 'phone' });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(url(`/blog/${post.id}`), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.waitForFunction(() => (window as unknown as { __shared?: ShareData }).__shared);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared).toEqual({ title: post.title, text: LONG.slice(0, 100), url: url(`/blog/${post.id}`) });
    await close();
  });
});
