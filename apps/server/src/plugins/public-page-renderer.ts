// Server rendering of the public pages (home, blog list, blog post) so their first paint does
// not wait for the JavaScript (docs/decisions/004). The web app's SSR bundle renders the same
// React components the browser hydrates; its data comes from this app's own API through
// inject(), so there is one code path for data and permissions.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What apps/web/src/entry-server.tsx exports. */
export interface SsrEntry {
  isServerRendered(pathname: string): boolean;
  render(
    url: string,
    fetchJson: (path: string) => Promise<unknown>,
  ): Promise<{ html: string; head: string; state: string; title?: string; status: number }>;
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

export async function loadPublicPageRenderer(app: FastifyInstance, entryFile: string) {
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'no server-rendering bundle; public pages render in the browser only');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;

  async function fetchJson(path: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    if (res.statusCode >= 400) throw new FetchJsonError(res.statusCode, `GET ${path} answered ${res.statusCode}`);
    return res.json();
  }

  /** The page's HTML and status: a post that does not exist is rendered with 404. */
  return async function renderIndex(template: string, request: FastifyRequest): Promise<{ html: string; status: number }> {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (!entry.isServerRendered(pathname)) return { html: template, status: 200 };
    try {
      const page = await entry.render(url, fetchJson);
      // Replacer functions: the page holds user text, and a "$&" or "$'" in a string
      // replacement would splice pieces of the template into it.
      let html = template
        .replace('<div id="root"></div>', () => `<div id="root" data-ssr="1">${page.html}</div>`)
        .replace(
          '</head>',
          () =>
            `${page.head}<script type="application/json" id="__CLANHALL_STATE__">${escapeScriptJson(page.state)}</script></head>`,
        );
      if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
      return { html, status: page.status };
    } catch (error) {
      // The browser can still render the page itself; a render bug must not take the site down.
      request.log.error({ err: error, url }, 'server rendering failed; serving the plain app');
      return { html: template, status: 200 };
    }
  };
}
