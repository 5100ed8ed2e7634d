// The membership screen's steps for its tests: open it on a tab, its tiles, a row of a list
// (table row or card, whichever the width renders), a choice in a select.
import type { Locator, Page } from 'playwright-core';
import type { SessionUser } from '../support/api.js';
import { openPage, type ViewportName } from '../support/browser.js';
import { seeScreen } from '../support/ui.js';
import type { Club } from '../membership/club-fixtures.js';

export const TITLE = 'Membership Management';
export const TILES = ['Members', 'Paying members', 'Monthly revenue', 'Open applications'];

/** The screen at `tab` (its tab in the address), signed in as the club's administrator. */
export async function openMembership(
  club: Club,
  viewport: ViewportName,
  tab?: 'plans' | 'applications' | 'invitations',
  session?: SessionUser,
) {
  const opened = await openPage({ viewport, session: session ?? club.admin });
  await opened.page.goto(club.url(`/admin/membership${tab ? `?tab=${tab}` : ''}`));
  await seeScreen(opened.page, TITLE);
  return opened;
}

export function tileValue(page: Page, label: string): Promise<string> {
  return page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value').innerText();
}

/** The row (table row or card) of one list, by its test id, holding `text`. */
export function rowOf(page: Page, testId: string, text: string): Locator {
  return page.getByTestId(testId).filter({ hasText: text });
}

export async function chooseOption(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The statistics the tiles show, as the server counts them now. */
export async function stats(club: Club) {
  const { stats } = await club.must<{
    stats: { members: number; paying_members: number; monthly_revenue: number; open_applications: number };
  }>('stats', 200, 'GET', '/api/admin/membership/stats', undefined, club.adminToken);
  return stats;
}
