// Server rendering of the public pages (docs/decisions/004). The Fastify server imports the
// built bundle (apps/web/dist-ssr/entry-server.js) and calls render() for /, /blog and
// /blog/{id}. Data comes through `fetchJson` (the server's own API, in-process); the query
// cache is dehydrated into the page so the browser hydrates without asking again.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { siteSettingsQuery } from './features/site-settings/use-site-settings';
import { prefetchHome } from './features/home/api/prefetch-home';
import { prefetchBlogList, prefetchBlogPost } from './features/blog/api/prefetch-blog';
import { setServerTransport } from './lib/http';

export type FetchJson = (path: string) => Promise<unknown>;

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

export function isServerRendered(pathname: string): boolean {
  return pathname === '/' || pathname === '/blog' || pathname === '/blog/' || POST_PATH.test(pathname);
}

async function prefetch(pathname: string, client: QueryClient, fetchJson: FetchJson): Promise<void> {
  const work: Promise<unknown>[] = [client.prefetchQuery(siteSettingsQuery)];
  const post = POST_PATH.exec(pathname);
  if (pathname === '/') work.push(prefetchHome(client, fetchJson));
  else if (post) work.push(prefetchBlogPost(client, fetchJson, decodeURIComponent(post[1]!)));
  else work.push(prefetchBlogList(client, fetchJson));
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
  ]);
  return pagesLoaded;
}

export async function render(url: string, fetchJson: FetchJson): Promise<{ html: string; head: string; state: string; title?: string }> {
  // Site settings go through lib/http like every other call; on the server that is fetchJson.
  setServerTransport(fetchJson);
  const pathname = new URL(url, 'http://localhost').pathname;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  await Promise.all([prefetch(pathname, client, fetchJson), loadPages()]);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`route answered a redirect for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Pages are React.lazy chunks: the first pass starts loading them, and the page renders
  // synchronously once they are in (after the first request they always are).
  let html = '';
  let emotion = createEmotionServer(createCache({ key: 'css' }));
  for (let pass = 0; pass < 20; pass++) {
    const cache = createCache({ key: 'css' });
    emotion = createEmotionServer(cache);
    html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <Providers client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </CacheProvider>
      </StrictMode>,
    );
    if (!UNFINISHED_BOUNDARY.test(html)) break;
    await nextTask();
  }
  if (UNFINISHED_BOUNDARY.test(html)) throw new Error(`page for ${url} did not finish loading`);
  const head = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const state = JSON.stringify(dehydrate(client));
  client.clear();
  return { html, head, state };
}
