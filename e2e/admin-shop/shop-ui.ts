// Small helpers for the back-office screens' tests (the shop's first); every one waits for the state.
import { expect } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { uniqueName } from '../support/api.js';
import { afterNextPaint } from '../support/ui.js';

/**
 * Waits for the snackbar saying `text`. While a modal dialog is open the snackbar is hidden
 * from the accessibility tree, so it is found by its class rather than its role.
 */
export async function toast(page: Page, text: string) {
  await page.locator('.MuiSnackbar-root').filter({ hasText: text }).first().waitFor();
}

/**
 * docs/product/back-office.md: every screen shows feedback as a snackbar. Waits for the snackbar saying
 * `text`, then checks that it is the only element on the page with those words (an inline alert
 * or an open dialog repeating them would make a strict text locator find two) and that it is on
 * top, over any open dialog and its backdrop (a trial click reaches it).
 */
export async function onlyInSnackbar(page: Page, text: string) {
  const snackbar = page.locator('.MuiSnackbar-root').getByText(text);
  await snackbar.waitFor();
  // Whatever else the same answer renders is on screen by now.
  await afterNextPaint(page);
  const shown = await page.getByText(text).allTextContents();
  expect(shown, `the elements saying '${text}'`).toHaveLength(1);
  await snackbar.click({ trial: true, timeout: 5_000 });
}

/**
 * Picks `option` in the select labelled `field` inside `scope`: opens it, then chooses with the
 * keyboard (focus the option, Enter). A pointer click on an option of a menu still growing into
 * place was once lost on a loaded machine; the keyboard does not depend on where things are.
 */
export async function chooseOption(page: Page, scope: Locator | Page, field: string, option: string) {
  const select = scope.getByRole('combobox', { name: field });
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
  // The select now shows the choice.
  await select.filter({ hasText: option }).waitFor();
}

/** The number a stat tile shows. */
export async function tileValue(page: Page, label: string): Promise<number> {
  return Number(await page.getByRole('region', { name: label }).getByTestId('stat-value').innerText());
}

/** The JSON of the page's next successful GET whose path is `path` (the data the screen shows). */
export function nextJson<T>(page: Page, path: string): Promise<T> {
  return page
    .waitForResponse((res: Response) => new URL(res.url()).pathname === path && res.request().method() === 'GET' && res.ok())
    .then((res) => res.json() as Promise<T>);
}

/** en-US with a short month (docs/product/back-office.md), as the screens show dates. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * A text whose 100th character is a space, followed by more: its excerpt (docs/product/back-office.md,
 * the first 100 characters) ends in that space, which a trimmed excerpt would lose.
 */
export function textCutAtSpace(): string {
  const head = `${uniqueName('Excerpt')} ${'of the old tales '.repeat(8)}`.slice(0, 99);
  return `${head} and the rest, which the excerpt leaves out.`;
}

/** docs/product/back-office.md: the excerpt `row` shows is exactly the first 100 characters, then an ellipsis. */
export async function expectExcerpt(row: Locator, text: string) {
  const excerpt = row.getByText(text.slice(0, 20));
  expect(await excerpt.textContent()).toBe(`${text.slice(0, 100)}…`);
}
