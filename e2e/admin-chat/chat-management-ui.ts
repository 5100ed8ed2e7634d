// Locators and steps of /admin/chat shared by its tests (chat-management*.e2e.ts).
import type { Locator, Page } from 'playwright-core';
import { loginAdmin } from '../support/api.js';
import { openPage, type ViewportName } from '../support/browser.js';
import { seeHeading } from '../support/ui.js';

/** The row (table row or card, whichever the width renders) of this room. */
export function roomRow(page: Page, name: string): Locator {
  return page.getByTestId('admin-room-row').filter({ hasText: name });
}

export function reportRow(page: Page, text: string): Locator {
  return page.getByTestId('admin-report-row').filter({ hasText: text });
}

export async function openChat(viewport: ViewportName = 'desktop', path = '/admin/chat') {
  const admin = await loginAdmin();
  const opened = await openPage({ viewport, session: admin });
  await opened.page.goto(opened.url(path));
  await seeHeading(opened.page, 'Chat Management');
  return { ...opened, admin };
}
