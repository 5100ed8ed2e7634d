// The few steps the screen list is written in: waiting for a screen, pressing what a user
// presses, waiting for what opens. Each waits for the page (no fixed sleeps).

/** Waits for the screen's h1 named exactly `name`. */
export const heading = (page, name) => page.getByRole('heading', { name, exact: true, level: 1 }).waitFor();

/** Waits for visible text (a row the screen must show before it counts as loaded). */
export const seeText = (scope, text) => scope.getByText(text, { exact: false }).first().waitFor();

/** Clicks the first enabled button named `name` (exactly, or matching a RegExp) in `scope`. */
export async function press(scope, name) {
  await scope
    .getByRole('button', { name, exact: typeof name === 'string', disabled: false })
    .first()
    .click();
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits for the dialog whose name starts with `name` (a title may hold its Close button, whose
 * label then ends the dialog's name) and returns it.
 */
export async function seeDialog(page, name) {
  const dialog = page.getByRole('dialog', { name: typeof name === 'string' ? new RegExp(`^${escape(name)}`) : name });
  await dialog.waitFor();
  return dialog;
}

/** Presses `button` in `scope` and waits for the dialog `name`: how every dialog is opened. */
export async function openDialog(page, button, name, scope = page) {
  await press(scope, button);
  return seeDialog(page, name);
}

/** Presses `button` and waits for the menu it opens. */
export async function openMenu(page, button) {
  await press(page, button);
  await page.getByRole('menu').waitFor();
}

/** Presses `button`, waits for its menu, and chooses `item` there. */
export async function chooseMenuItem(page, button, item) {
  await openMenu(page, button);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Selects the tab named `name` (exactly, or matching a RegExp) and waits until it is selected. */
export async function chooseTab(page, name) {
  const tab = page.getByRole('tab', { name, exact: typeof name === 'string' });
  await tab.click();
  await page.getByRole('tab', { name, exact: typeof name === 'string', selected: true }).waitFor();
}
