// Small waiting helpers for the screen tests: every check waits for the page to reach the
// state (no fixed sleeps).
import type { Page } from 'playwright-core';
import { randomAddress } from './api.js';

/** What a signed-in visitor without the admin role sees on an /admin route (docs/product/back-office.md). */
export const ACCESS_DENIED = 'Access Denied: You do not have permission to access the admin area.';

/** Waits until the path (without query) equals `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits for visible text (exact substring match of one element's text). */
export async function seeText(page: Page, text: string, timeout = 15_000) {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
}

/** Waits for a heading (any level) with this accessible name. */
export async function seeHeading(page: Page, name: string, timeout = 15_000) {
  await page.getByRole('heading', { name, exact: true }).first().waitFor({ state: 'visible', timeout });
}

/**
 * Waits until the screen titled `name` (its h1) is shown: after a click on a dashboard card, the
 * card's own heading has the same name and stays on screen until the new screen's code arrives.
 */
export async function seeScreen(page: Page, name: string, timeout = 15_000) {
  await page.getByRole('heading', { name, exact: true, level: 1 }).waitFor({ state: 'visible', timeout });
}

/**
 * Waits until the app has started on a server-rendered page: boot.ts fetches the app's main
 * chunk only after the load and the first paint, and the network is quiet once it and the
 * chunks it needs have arrived and run.
 */
export async function waitForAppStart(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/main-/.test(r.name)));
  await page.waitForLoadState('networkidle');
}

/**
 * Waits for a snackbar (an alert) saying `text`. When it never comes, the error says what the
 * page showed instead (the alerts on screen and its address), so a failure under a loaded CI run
 * can be told apart: another message, a different page, or nothing at all.
 */
export async function snackbar(page: Page, text: string) {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
  } catch (error) {
    const shown = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    throw new Error(`no alert saying '${text}' on ${page.url()}; alerts shown: ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** Fills the /login form, which must be open, and presses Sign In. */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Login attempts with wrong passwords are limited per address (docs/product/accounts-and-sessions.md). The server
 * trusts X-Forwarded-For, so a test that fails logins on purpose gives its page an address of
 * its own and does not lock out the rest of the run.
 */
export async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomAddress() });
}

/**
 * Holds the page's requests matching `pattern` until `release()`, then lets them go on (or
 * fails them with `abort`). `wasRequested` settles when the first one is held, so a test can
 * check that the state it looks at really is the held one. With `answered`, the server gets
 * the request at once and only its answer is held from the page.
 */
export async function holdRoute(page: Page, pattern: string, options: { abort?: boolean; answered?: boolean } = {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route) => {
    const response = options.answered ? await route.fetch() : undefined;
    requested();
    await held;
    if (response) await route.fulfill({ response });
    else await (options.abort ? route.abort() : route.continue());
  });
  return { release, wasRequested };
}

/** A PNG of `width` x `height` (a gradient), drawn in the page, ready for a file input. */
export async function drawnPng(page: Page, width: number, height: number, name = 'big.png') {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0b1410');
      gradient.addColorStop(1, '#d4a44c');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/**
 * Settles after the page has painted twice: what a response that has just arrived makes React
 * show is on screen by then (for checks that something did NOT change, which cannot be awaited).
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
