// One Chromium per test file; a fresh context per test at desktop or phone width. Browser
// errors are collected so a test can assert there were none.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { SessionUser } from './api.js';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | undefined;
/** The contexts a test opened and has not closed yet. */
const openContexts = new Set<BrowserContext>();

/** Call once at the top of a test file. */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  // A test that failed before its close() leaves its pages open: closed here, so their timers,
  // sockets and polling do not run beside the next test or the failed test's retry.
  afterEach(async () => {
    const left = [...openContexts];
    openContexts.clear();
    await Promise.all(left.map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  url(path: string): string;
  close(): Promise<void>;
}

/**
 * A new page, optionally already signed in (token and user in localStorage). The browser has
 * granted notifications, like one whose member answered the Enable Notifications prompt long
 * ago, so the prompt does not cover the screens; `undecidedNotifications` leaves the question open.
 */
export async function openPage(
  options: { viewport?: ViewportName; session?: SessionUser; undecidedNotifications?: boolean } = {},
): Promise<OpenedPage> {
  if (!browser) throw new Error('call useBrowser() in this file');
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    baseURL: baseUrl,
    // An empty list would make the browser answer 'denied'; none leaves the question open.
    permissions: options.undecidedNotifications ? undefined : ['notifications'],
  });
  if (options.session) {
    const { token, user } = options.session;
    await context.addInitScript(
      ([t, u]) => {
        if (!sessionStorage.getItem('__e2e_seeded')) {
          localStorage.setItem('token', t as string);
          localStorage.setItem('user', u as string);
          sessionStorage.setItem('__e2e_seeded', '1');
        }
      },
      [token, JSON.stringify(user)],
    );
  }
  openContexts.add(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    page,
    context,
    errors,
    url: (path: string) => new URL(path, baseUrl).toString(),
    close: () => {
      openContexts.delete(context);
      return context.close();
    },
  };
}
