// Server rendering of the public pages with the real SSR bundle (docs/decisions/020): the
// page's content, title and status are in the HTML before any script runs. `npm test` builds
// the web app before the API tests; run `npm run build` first when running this file alone.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';

describe('server-rendered public pages', () => {
  let t: TestApp;
  let admin: CreatedUser;

  beforeAll(async () => {
    const { webSsrEntry } = loadConfig({});
    if (!existsSync(webSsrEntry)) throw new Error(`No SSR bundle at ${webSsrEntry}: run npm run build first`);
    t = await buildTestApp({}, { serveWebApp: true });
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders the home page with its title', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-ssr="1" data-hydrating>');
    expect(res.body).toContain('<title>Where Legends Gather · Clanhall</title>');
  });

  it('puts every style the page inserted in <head>, in tags the browser adopts where they are', async () => {
    const res = await page('/');
    const [head, body] = res.body.split('</head>');
    expect(body).not.toContain('<style');
    // Each global style (CssBaseline, GlobalStyles) in a tag of its own, named as emotion's
    // <Global> looks for it when it hydrates (apps/web/src/lib/emotion-style-tags.ts).
    const globals = head!.match(/<style data-emotion="[^"]*"[^>]*>/g) ?? [];
    expect(globals.length).toBeGreaterThanOrEqual(1);
    for (const tag of globals) expect(tag).toMatch(/^<style data-emotion="css-global [a-z0-9-]+" data-s="">$/);
    // The components' styles in one tag the browser's cache adopts (apps/web/src/lib/emotion-cache.ts),
    // after the globals as emotion orders them (a component's rules win over CssBaseline's).
    const components = head!.match(/<style data-ssr-emotion="css ([a-z0-9 -]+)">/g) ?? [];
    expect(components).toHaveLength(1);
    expect(head!.lastIndexOf(globals.at(-1)!)).toBeLessThan(head!.indexOf(components[0]!));
    const ids = new Set(components[0]!.slice('<style data-ssr-emotion="css '.length, -2).split(' '));
    // Each class the markup names has its rules in the head (css-0 is emotion's name for none).
    const used = new Set(body!.match(/css-[a-z0-9]+/g));
    used.delete('css-0');
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) {
      expect(head).toContain(`.${name}`);
      expect(ids.has(name.slice('css-'.length))).toBe(true);
    }
    // So are the styles no element carries (a Button's own, before ButtonBase merges them into
    // the class the element has): without them the browser inserted each again on hydrating.
    const unused = [...ids].filter((id) => id !== '0' && !used.has(`css-${id}`));
    expect(unused.length).toBeGreaterThan(0);
    // Their rules are there too (a few compile to no rules at all: those are listed by id only).
    const css = head!.slice(head!.indexOf(components[0]!) + components[0]!.length);
    expect(unused.filter((id) => css.includes(`.css-${id}{`)).length).toBeGreaterThan(0);
  });

  it('renders a post as text, with its title, even when it holds replacement patterns', async () => {
    const title = 'Mead $& Song $` <b>bold</b>';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: admin.auth,
      payload: { title, content: "The hall's $' tale" },
    });
    expect(created.statusCode).toBe(201);
    const res = await page(`/blog/${created.json().post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Mead $&amp; Song $` &lt;b&gt;bold&lt;/b&gt; · Clanhall</title>');
    expect(res.body).toContain('Mead $&amp; Song $` &lt;b&gt;bold&lt;/b&gt;</h1>');
    expect(res.body).toContain('The hall&#x27;s $&#x27; tale');
    expect(res.body).not.toContain('<b>bold</b>');
  });

  it('answers 404 with the not-found page for a post that does not exist', async () => {
    const res = await page('/blog/987654321');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Post not found or unavailable');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
