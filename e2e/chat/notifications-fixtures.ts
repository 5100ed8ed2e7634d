// Watching what the browser itself does, for the notification and dashboard tests: the desktop
// notifications a page makes (the real Notification, wrapped to keep a list, not replaced).
// The moment a page's socket is connected: socketConnected in ../support/chat.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface ShownNotification {
  title: string;
  body?: string;
  icon?: string;
}

/** Where a tab keeps its list: its session storage, which outlives a reload or a navigation. */
const KEY = '__e2e_shown_notifications';

/** Every tab of the context, from its next load on, keeps the notifications it shows. */
export async function recordNotifications(context: BrowserContext) {
  await context.addInitScript((key) => {
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as ShownNotification[];
        shown.push({ title, body: options?.body, icon: options?.icon });
        sessionStorage.setItem(key, JSON.stringify(shown));
      }
    }
    window.Notification = Recorded;
  }, KEY);
}

/** The notifications shown by these tabs, all together. */
export async function shownNotifications(pages: Page[]): Promise<ShownNotification[]> {
  const lists = await Promise.all(
    pages.map((page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as ShownNotification[], KEY)),
  );
  return lists.flat();
}

/** Waits until these pages have shown `count` notifications in all, and returns them. */
export async function waitForNotifications(pages: Page[], count: number, timeout = 15_000): Promise<ShownNotification[]> {
  await expect.poll(async () => (await shownNotifications(pages)).length, { timeout }).toBeGreaterThanOrEqual(count);
  return shownNotifications(pages);
}
