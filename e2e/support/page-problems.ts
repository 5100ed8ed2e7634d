// What went wrong in a context's pages (every page, also those opened later in it): uncaught
// errors ('pageerror') and the app's console errors. Chromium's own network lines ('Failed to
// load resource: …', a WebSocket that could not connect) are not the app's: tests provoke them
// on purpose (a 401, an offline context) and the screen's reaction is what they check.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

const NETWORK_LINES = [/^Failed to load resource: /, /^WebSocket connection to '.*' failed/];

export interface PageProblems {
  /** One line per unexpected error, naming the page's address and width. */
  report(): string[];
}

export function watchPageProblems(context: BrowserContext, width: string, expected: RegExp[]): PageProblems {
  const lines: string[] = [];
  const note = (page: Page, kind: string, text: string) => {
    if (expected.some((pattern) => pattern.test(text))) return;
    lines.push(`  ${kind} at ${page.url()} (${width}): ${text}`);
  };
  const watch = (page: Page) => {
    page.on('pageerror', (error) => note(page, 'pageerror', error.stack?.split('\n').slice(0, 3).join(' | ') ?? String(error)));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error' || NETWORK_LINES.some((line) => line.test(message.text()))) return;
      note(page, 'console.error', message.text());
    });
  };
  context.on('page', watch);
  return { report: () => [...lines] };
}
