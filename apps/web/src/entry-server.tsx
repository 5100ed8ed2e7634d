// Server rendering of the public pages (docs/decisions/020). The Fastify server imports the
// built bundle (apps/web/dist-ssr/entry-server.js) and calls render() for /, /blog,
// /blog/{id} and /shop. Data comes through `fetchJson` (the server's own API, in-process); the query
// cache is dehydrated into the page so the browser hydrates without asking again.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { collectingEmotionCache } from './lib/emotion-style-tags';
import { routes } from './app/routes';
import { siteSettingsQuery } from './lib/site-settings/use-site-settings';
import { latestCardsQuery } from './features/home/api/get-latest-cards';
import { parsePostId, postQuery } from './features/blog/api/get-post';
import { postCardsQuery } from './features/blog/api/get-post-cards';
import { categoriesQuery } from './features/shop/api/get-categories';
import { productsQuery } from './features/shop/api/get-products';
import { paymentConfigQuery } from './features/shop/api/get-payment-config';
import { setServerTransport } from './lib/http';
import { ServerPageInfoContext, type ServerPageInfo } from './lib/server-page-info';

export type FetchJson = (path: string) => Promise<unknown>;

const POST_PATH = /^\/blog\/([^/]+)\/?$/;
const SHOP_PATH = /^\/shop\/?$/;

export function isServerRendered(pathname: string): boolean {
  return pathname === '/' || pathname === '/blog' || pathname === '/blog/' || POST_PATH.test(pathname) || SHOP_PATH.test(pathname);
}

/**
 * Fills the query cache with what the page at `pathname` shows (lib/http reads in-process). The
 * home page and the blog list read cards, not posts: the page and its dehydrated state carry
 * each story's excerpt, never its full text; only a post's own page carries that.
 */
async function prefetch(pathname: string, client: QueryClient): Promise<void> {
  const work: Promise<unknown>[] = [client.prefetchQuery(siteSettingsQuery)];
  const post = POST_PATH.exec(pathname);
  const postId = post ? parsePostId(decodeURIComponent(post[1]!)) : undefined;
  if (pathname === '/') work.push(client.prefetchQuery(latestCardsQuery));
  // The shop's catalogue is public (anonymous reads); the cart is read in the browser only. The
  // payment config says whether payments are test ones (the shop's notice; docs/product/shop-and-payments.md).
  else if (SHOP_PATH.test(pathname)) {
    work.push(client.prefetchQuery(productsQuery), client.prefetchQuery(categoriesQuery), client.prefetchQuery(paymentConfigQuery));
  }
  else if (postId !== undefined) work.push(client.prefetchQuery(postQuery(postId)));
  else if (!post) work.push(client.prefetchInfiniteQuery(postCardsQuery));
  await Promise.all(work);
}

// renderToString marks a boundary that suspended (a lazy page whose chunk had not loaded yet
// in this pass) for client rendering; such a pass is thrown away and rendered again.
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 2));

// The server-rendered pages' modules, loaded before the first render so React.lazy finds
// them in the module cache (same chunks as the route table's lazy imports).
let pagesLoaded: Promise<unknown> | undefined;
function loadPages() {
  pagesLoaded ??= Promise.all([
    import('./features/home/HomePage'),
    import('./features/blog/BlogListPage'),
    import('./features/blog/BlogPostPage'),
    import('./features/shop/ShopPage'),
  ]);
  return pagesLoaded;
}

export interface RenderedPage {
  html: string;
  head: string;
  state: string;
  /** The page's <title>, from its useDocumentTitle. */
  title?: string;
  /** 404 when the page found nothing (a missing post); otherwise 200. */
  status: number;
}

export async function render(url: string, fetchJson: FetchJson): Promise<RenderedPage> {
  // Every read goes through lib/http; on the server that is the server's own API (fetchJson).
  setServerTransport(fetchJson);
  const pathname = new URL(url, 'http://localhost').pathname;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all([prefetch(pathname, client), loadPages()]);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`route answered a redirect for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Pages are React.lazy chunks: the first pass starts loading them, and the page renders
  // synchronously once they are in (after the first request they always are).
  let html = '';
  let styles = collectingEmotionCache();
  let info: ServerPageInfo = {};
  for (let pass = 0; pass < 20; pass++) {
    // A fresh cache per pass, collecting the styles for <head> (lib/emotion-style-tags.ts)
    // instead of writing a <style> before each element.
    styles = collectingEmotionCache();
    info = {};
    html = renderToString(
      <StrictMode>
        <ServerPageInfoContext.Provider value={info}>
          <CacheProvider value={styles.cache}>
            <Providers client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </CacheProvider>
        </ServerPageInfoContext.Provider>
      </StrictMode>,
    );
    if (!UNFINISHED_BOUNDARY.test(html)) break;
    await nextTask();
  }
  if (UNFINISHED_BOUNDARY.test(html)) throw new Error(`page for ${url} did not finish loading`);
  const head = styles.styleTags();
  const state = JSON.stringify(dehydrate(client));
  client.clear();
  return { html, head, state, title: info.title, status: info.status ?? 200 };
}
