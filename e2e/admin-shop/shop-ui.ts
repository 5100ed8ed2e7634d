// Small helpers for the back-office shop screens' tests; every one waits for the state.
import type { Locator, Page, Response } from 'playwright-core';

/**
 * Waits for the snackbar saying `text`. While a modal dialog is open the snackbar is hidden
 * from the accessibility tree, so it is found by its class rather than its role.
 */
export async function toast(page: Page, text: string) {
  await page.locator('.MuiSnackbar-root').filter({ hasText: text }).first().waitFor();
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

/** en-US with a short month (back-office.md §9), as the screens show dates. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
