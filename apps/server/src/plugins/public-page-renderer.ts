// Server rendering of the public pages (home, blog list, blog post) so their first paint does
// not wait for the JavaScript (docs/decisions/020). The web app's SSR bundle renders the same
// React components the browser hydrates; its data comes from this app's own API through
// inject(), so there is one code path for data and permissions. Every guest gets the same
// page, so plugins/web-app.ts keeps each rendered page that exists (status 200) in the public
// cache; a 404 page is rendered for each request and not kept (docs/decisions/024).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports. */
export interface SsrEntry {
  isServerRendered(pathname: string): boolean;
  render(
    url: string,
    fetchJson: (path: string) => Promise<unknown>,
  ): Promise<{ html: string; head: string; state: string; title?: string; status: number }>;
}

export interface RenderedPage {
  html: string;
  status: number;
  /** False when rendering failed and the plain app is served instead: not kept. */
  cacheable: boolean;
}

export interface PageRenderer {
  /** Whether `pathname` is one of the server-rendered pages. */
  handles(pathname: string): Promise<boolean>;
  render(template: string, pathname: string, log: FastifyBaseLogger): Promise<RenderedPage>;
}

export class FetchJsonError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
// JSON inside <script type="application/json">: only "</" could end the element early.
const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');

export async function loadPublicPageRenderer(app: FastifyInstance, entryFile: string): Promise<PageRenderer | undefined> {
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'no server-rendering bundle; public pages render in the browser only');
    return undefined;
  }
  // Loaded with the first page request, not at start: a server that has served no page yet
  // need not hold React and the pages in memory, and starts sooner.
  let loading: Promise<SsrEntry> | undefined;
  const load = () => (loading ??= import(pathToFileURL(entryFile).href) as Promise<SsrEntry>);

  async function fetchJson(path: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    if (res.statusCode >= 400) throw new FetchJsonError(res.statusCode, `GET ${path} answered ${res.statusCode}`);
    return res.json();
  }

  /** The page at `pathname` and its status (a post that does not exist is rendered with 404). */
  async function render(template: string, pathname: string, log: FastifyBaseLogger): Promise<RenderedPage> {
    try {
      const page = await (await load()).render(pathname, fetchJson);
      // Replacer functions: the page holds user text, and a "$&" or "$'" in a string
      // replacement would splice pieces of the template into it. data-hydrating holds the
      // page's controls until the app has taken the page over (apps/web/src/lib/hydration.tsx).
      let html = template
        .replace('<div id="root"></div>', () => `<div id="root" data-ssr="1" data-hydrating>${page.html}</div>`)
        .replace(
          '</head>',
          () =>
            `${page.head}<script type="application/json" id="__CLANHALL_STATE__">${escapeScriptJson(page.state)}</script></head>`,
        );
      if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
      return { html, status: page.status, cacheable: true };
    } catch (error) {
      // The browser can still render the page itself; a render bug must not take the site down.
      log.error({ err: error, pathname }, 'server rendering failed; serving the plain app');
      return { html: template, status: 200, cacheable: false };
    }
  }
  return { handles: async (pathname) => (await load()).isServerRendered(pathname), render };
}
