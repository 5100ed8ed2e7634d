// Small waiting helpers for the screen tests: every check waits for the page to reach the
// state (no fixed sleeps).
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';

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
 * Login attempts with wrong passwords are limited per address (platform.md §3). The server
 * trusts X-Forwarded-For, so a test that fails logins on purpose gives its page an address of
 * its own and does not lock out the rest of the run.
 */
export async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
}
