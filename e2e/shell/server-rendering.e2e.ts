// Server-rendered public pages (docs/decisions/020): the reader can use the page before the
// app's script has arrived, and the app's start must not disturb them.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { createPost } from '../support/content-fixtures.js';
import { createProduct } from '../shop/shop-fixtures.js';
import { productCard } from '../shop/shop-ui.js';
import { holdRoute, seeHeading, snackbar, waitForAppStart, waitForPath } from '../support/ui.js';

useBrowser();

/** The app's main chunk: held, the page is the server-rendered HTML alone. */
const APP_SCRIPT = '**/assets/main-*.js';

/** The steps boot.ts evaluates the app in on a server-rendered page, in their order. */
const APP_STEPS = ['client', 'providers', 'main'] as const;
const APP_STEP_CHUNK = /\/assets\/(client|providers|main)-[\w-]+\.js$/;

describe('server-rendered pages', () => {
  it('evaluate the app in steps: React, then the providers, then the rest, each fetched once the last is in', async () => {
    const { page, url, close } = await openPage({ viewport: 'phone' });
    const events: string[] = [];
    const note = (what: string) => (request: { url(): string }) => {
      const step = APP_STEP_CHUNK.exec(request.url())?.[1];
      if (step) events.push(`${step} ${what}`);
    };
    page.on('request', note('requested'));
    page.on('requestfinished', note('finished'));
    await page.goto(url('/'));
    await waitForAppStart(page);
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-hydrating'));
    for (const step of APP_STEPS) expect(events.filter((event) => event.startsWith(`${step} `)), step).toEqual([`${step} requested`, `${step} finished`]);
    // A step is fetched only after the one before it has arrived (and was evaluated, in a task of its own).
    for (const [index, step] of APP_STEPS.slice(1).entries()) {
      const before = APP_STEPS[index];
      expect(events.indexOf(`${before} finished`), `${before} before ${step}`).toBeLessThan(events.indexOf(`${step} requested`));
    }
    await close();
  });

  it('keep the reader where they scrolled when the app starts', async () => {
    // Enough posts for the blog list to scroll on a phone, and a long one for the post page.
    await createPost();
    await createPost();
    const post = await createPost({ content: 'A long tale.\n'.repeat(200) });
    for (const path of ['/', '/blog', `/blog/${post.id}`]) {
      const { page, url, close } = await openPage({ viewport: 'phone' });
      const app = await holdRoute(page, APP_SCRIPT);
      await page.goto(url(path));
      await app.wasRequested;
      await page.evaluate(() => window.scrollTo(0, 500));
      expect(await page.evaluate(() => window.scrollY), path).toBe(500);
      app.release();
      await waitForAppStart(page);
      expect(await page.evaluate(() => window.scrollY), path).toBe(500);
      await close();
    }
  });

  it('hold their controls until the app has taken the page over, then let them work', async () => {
    const product = await createProduct({ stock_quantity: 5 });
    const { page, url, close } = await openPage({ viewport: 'phone' });
    const app = await holdRoute(page, APP_SCRIPT);
    await page.goto(url('/shop'));
    await app.wasRequested;
    // Held: no pointer reaches the page's buttons, and the search box takes no typing.
    const addToCart = productCard(page, product).getByRole('button', { name: 'Add to Cart' });
    const pointerEvents = () => addToCart.evaluate((button) => getComputedStyle(button).pointerEvents);
    expect(await pointerEvents()).toBe('none');
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('none');
    expect(await page.getByRole('searchbox', { name: 'Search products' }).isDisabled()).toBe(true);
    // A click made now reaches nothing: no handler was there to lose it.
    await addToCart.click({ timeout: 1_000, trial: true }).then(
      () => expect.unreachable('the held button took a pointer'),
      (error: Error) => expect(error.message).toContain('Timeout'),
    );

    app.release();
    await waitForAppStart(page);
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-hydrating'));
    expect(await pointerEvents()).toBe('auto');
    // The text field follows useHydrated(), flipped in a transition just after the release.
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search products' }).isEnabled()).toBe(true);
    // docs/product/screens.md: a guest's click is answered.
    await addToCart.click();
    await page.getByRole('alert').filter({ hasText: 'Please login to add items to cart' }).waitFor();
    await close();
  });

  it("hold a member's page until the app's own render has replaced the server's guest HTML", async () => {
    // A member's page is rendered afresh (its header differs from the guest's). The server's
    // buttons have no handlers: once released, a click on one would be lost ('Added to cart!'
    // never came, once, in a loaded run).
    const member = await createAccount({ role: 'member' });
    const product = await createProduct({ stock_quantity: 5 });
    const { page, url, close } = await openPage({ viewport: 'desktop', session: member });
    const app = await holdRoute(page, APP_SCRIPT);
    await page.goto(url('/shop'));
    await app.wasRequested;
    // Whether the server's first node was still on the page when the hold was lifted.
    await page.evaluate(() => {
      const root = document.getElementById('root')!;
      const serverNode = root.firstElementChild!;
      const state = window as unknown as { __serverNodeAtRelease?: boolean };
      new MutationObserver(() => {
        if (!root.hasAttribute('data-hydrating') && state.__serverNodeAtRelease === undefined) {
          state.__serverNodeAtRelease = serverNode.isConnected;
        }
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrating'] });
    });
    app.release();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-hydrating'));
    expect(await page.evaluate(() => (window as unknown as { __serverNodeAtRelease?: boolean }).__serverNodeAtRelease)).toBe(false);
    await productCard(page, product).getByRole('button', { name: 'Add to Cart' }).click();
    await snackbar(page, 'Added to cart!');
    await close();
  });

  it("take the server's styles over as they stand: hydrating inserts none again", async () => {
    // apps/web/src/lib/emotion-style-tags.ts and emotion-cache.ts: the server writes every style
    // the page inserted; the browser's cache adopts the components' tag where it stands, and
    // each <Global> its own tag. Before, hydrating /shop compiled and inserted ~70 rules again,
    // moved the tag (a re-parse) and inserted the global styles a second time.
    const post = await createPost();
    await createProduct({ stock_quantity: 5 });
    for (const path of ['/', '/blog', `/blog/${post.id}`, '/shop']) {
      const { page, url, close } = await openPage({ viewport: 'phone' });
      const app = await holdRoute(page, APP_SCRIPT);
      await page.goto(url(path));
      await app.wasRequested;
      const styles = () =>
        page.evaluate(() => {
          const server = document.querySelector<HTMLStyleElement>('style[data-ssr-emotion]');
          // Classes of the rules the browser's cache inserted into tags of its own.
          const inserted = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).flatMap((tag) =>
            Array.from(tag.sheet?.cssRules ?? []).flatMap((rule) => [...rule.cssText.matchAll(/\.css-([a-z0-9]+)/g)].map((m) => m[1]!)),
          );
          return {
            serverTagMoved: (window as unknown as { __serverTagMoved?: boolean }).__serverTagMoved ?? false,
            serverIds: server?.getAttribute('data-ssr-emotion')?.split(' ').slice(1) ?? [],
            serverRules: server?.sheet?.cssRules.length ?? 0,
            // Global styles' tags no <Global> has taken over yet (it renames the tag it hydrates
            // to the bare key); one still there after hydrating was inserted anew.
            unclaimedGlobals: document.querySelectorAll('style[data-emotion^="css-global "]').length,
            // Taken over (renamed) or inserted anew by a <Global> that found no tag of its own.
            globalTags: document.querySelectorAll('style[data-emotion="css-global"]').length,
            inserted: [...new Set(inserted)].map((id) => ({ id, carried: document.querySelector(`.css-${id}`) !== null })),
            headerBackground: getComputedStyle(document.querySelector('header')!).backgroundColor,
          };
        });
      const before = await styles();
      expect(before.serverRules, path).toBeGreaterThan(50);
      expect(before.unclaimedGlobals, path).toBeGreaterThan(0);
      // Moving a tag is taking it out and putting it back: the observer sees it go.
      await page.evaluate(() => {
        const server = document.querySelector('style[data-ssr-emotion]');
        new MutationObserver((records) => {
          if (records.some((record) => Array.from(record.removedNodes).includes(server!))) {
            (window as unknown as { __serverTagMoved?: boolean }).__serverTagMoved = true;
          }
        }).observe(document.head, { childList: true });
      });
      app.release();
      await waitForAppStart(page);
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-hydrating'));
      const after = await styles();
      // The server's tag stayed where it was, as it was.
      expect({ ...after, inserted: [] }, path).toEqual({
        ...before,
        inserted: [],
        unclaimedGlobals: 0,
        // Every global style's tag taken over and none compiled anew: two inputs on /shop each
        // rendered the autofill keyframes' <GlobalStyles>, and the second inserted its own tag.
        globalTags: before.globalTags + before.unclaimedGlobals,
      });
      // Inserted only: styles of elements the app renders in the browser alone (the home
      // page's looping hero video), none again, none that no element carries.
      for (const { id, carried } of after.inserted) {
        expect(before.serverIds, `${path}: css-${id} inserted again`).not.toContain(id);
        expect(carried, `${path}: css-${id} inserted but carried by no element`).toBe(true);
      }
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
