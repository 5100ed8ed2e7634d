/* global window, document, location, localStorage, requestAnimationFrame -- used inside page.evaluate and init-script callbacks, which run in the browser */
// axe-core over every screen of the screen list (screens.mjs), in one Chromium driven by
// playwright-core: each screen as each role that may see it, at each width, first as it opens
// and then once per dialog, opened the way a user opens it, each on a fresh load of the screen.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The rules the audit holds the app to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Chromium's own network lines (a refused call, a socket that could not connect) are not the app's. */
const NETWORK_LINES = [/^Failed to load resource: /, /^WebSocket connection to '.*' failed/];

/**
 * A browser context at `width` as `role`: a signed-in role has its token and user in storage
 * before the app starts. Reduced motion, as the end-to-end suites (decision 030): the screens are
 * the same, only still, so a dialog is audited as it stands, not half faded in. Notifications
 * are granted (the prompt would cover every Messages screen) unless `undecidedNotifications`.
 */
async function newContext(browser, baseUrl, width, session, { undecidedNotifications = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    baseURL: baseUrl,
    reducedMotion: 'reduce',
    permissions: undecidedNotifications ? undefined : ['notifications'],
  });
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        if (!location.protocol.startsWith('http')) return;
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify(session.user)],
    );
  }
  return context;
}

/**
 * Waits until the page stands still: fonts loaded, the network quiet for a moment (a socket
 * does not count), no transition or finite animation running, and two frames painted.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/** axe-core's violations on the page as it stands, each with the nodes it found. */
async function runAxe(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 240),
        summary: node.failureSummary,
      })),
    }));
  }, AXE_TAGS);
}

/** Audits one state: the screen loaded (and ready), then the dialog opened when there is one. */
async function auditState(context, { screen, dialog, ctx, shotsDir }) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_LINES.some((line) => line.test(message.text())))
      problems.push(`console.error: ${message.text()}`);
  });
  try {
    await page.goto(typeof screen.path === 'function' ? screen.path(ctx) : screen.path);
    // A server-rendered page's controls wait for the app (apps/web/src/lib/hydration.tsx).
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    await screen.ready(page, ctx);
    if (dialog) await dialog.open(page, ctx);
    await settle(page);
    return { violations: await runAxe(page), problems };
  } catch (error) {
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      const name = [screen.name, ctx.role, dialog?.name ?? 'screen', ctx.width].join('-').replace(/[^\w-]+/g, '_');
      await page.screenshot({ path: join(shotsDir, `${name}.png`) }).catch(() => undefined);
    }
    return { error: error.message.split('\n')[0], violations: [], problems };
  } finally {
    await page.close();
  }
}

/**
 * Audits `screens` as each of `roles` ({ name, session }) at each of `widths`, one browser, one
 * page at a time. `onState(result)` hears each state's result as it comes:
 * `{ screen, role, dialog, width, violations, error?, problems }`. Resolves to all of them. A
 * state that could not be audited leaves a screenshot in `shotsDir`.
 */
export async function auditScreens({
  chromePath,
  baseUrl,
  screens,
  roles,
  widths,
  fixtures,
  shotsDir,
  onState = () => undefined,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
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
  const results = [];
  try {
    for (const width of widths) {
      for (const role of roles) {
        const context = await newContext(browser, baseUrl, width, role.session);
        try {
          for (const screen of screens.filter((s) => s.roles.includes(role.name))) {
            const ctx = { role: role.name, width: width.name, fx: fixtures };
            const dialogs = (screen.dialogs ?? []).filter(
              (d) => (!d.roles || d.roles.includes(role.name)) && (!d.widths || d.widths.includes(width.name)),
            );
            for (const dialog of [null, ...dialogs]) {
              const own = dialog?.context ? await newContext(browser, baseUrl, width, role.session, dialog.context) : null;
              const outcome = await auditState(own ?? context, { screen, dialog, ctx, shotsDir });
              await own?.close();
              const result = { screen: screen.name, role: role.name, dialog: dialog?.name ?? '', width: width.width, ...outcome };
              results.push(result);
              onState(result);
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
