// One Chromium per test file; a fresh context per test at desktop or phone width. Every test
// fails by itself when a page it opened had an uncaught error or logged a console error
// (page-problems.ts), unless openPage was told which of them that page expects.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { SessionUser } from './api.js';
import { watchPageProblems, type PageProblems } from './page-problems.js';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The widths a screen's main paths are tested at: desktop and phone; in the PostgreSQL suite
 * (E2E_DATABASE_URL set, CI, beside the SQLite one) desktop only, since a layout is the same
 * whatever database holds the rows and the SQLite suite checks it at both (docs/decisions/030).
 */
export const WIDTHS: ViewportName[] = process.env.E2E_DATABASE_URL ? ['desktop'] : ['desktop', 'phone'];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | undefined;
/** The contexts a test opened and has not closed yet. */
const openContexts = new Set<BrowserContext>();
/** What went wrong in the pages of every context the current test opened, closed or not. */
let testProblems: PageProblems[] = [];

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
  // Then the test fails if any of its pages had an error it did not expect, with the errors.
  afterEach(async () => {
    const left = [...openContexts];
    openContexts.clear();
    await Promise.all(left.map((context) => context.close().catch(() => undefined)));
    const problems = testProblems.flatMap((watched) => watched.report());
    testProblems = [];
    if (problems.length) throw new Error(`the test's pages had errors:\n${problems.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  url(path: string): string;
  close(): Promise<void>;
}

/**
 * A new page, optionally already signed in (token and user in localStorage), in a browser that
 * prefers reduced motion unless `motion` is set. The browser has
 * granted notifications, like one whose member answered the Enable Notifications prompt long
 * ago, so the prompt does not cover the screens; `undecidedNotifications` leaves the question open.
 * `expectedErrors`: the page errors and console errors this page provokes on purpose (each
 * matched by one of the patterns); any other fails the test.
 */
export async function openPage(
  options: {
    viewport?: ViewportName;
    session?: SessionUser;
    undecidedNotifications?: boolean;
    expectedErrors?: RegExp[];
    /** The browser of a reader who has not asked for reduced motion (the hero's video plays). */
    motion?: boolean;
  } = {},
): Promise<OpenedPage> {
  if (!browser) throw new Error('call useBrowser() in this file');
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    baseURL: baseUrl,
    // An empty list would make the browser answer 'denied'; none leaves the question open.
    permissions: options.undecidedNotifications ? undefined : ['notifications'],
    // A reader who asked for reduced motion: no hero video decoding for the whole test, no
    // transitions or spinners to render frame by frame. On two cores Chromium was four fifths
    // of a browser suite's CPU (docs/decisions/030); the screens are the same, only still.
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  if (options.session) {
    const { token, user } = options.session;
    await context.addInitScript(
      ([t, u]) => {
        // The script runs in about:blank too, whose storage is closed (a SecurityError).
        if (!location.protocol.startsWith('http')) return;
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
  testProblems.push(watchPageProblems(context, options.viewport ?? 'desktop', options.expectedErrors ?? []));
  const page = await context.newPage();
  return {
    page,
    context,
    url: (path: string) => new URL(path, baseUrl).toString(),
    close: () => {
      openContexts.delete(context);
      return context.close();
    },
  };
}
