#!/usr/bin/env node
// `npm run audit:web`: Lighthouse's mobile audit of the public pages and axe-core over every
// screen of the web app, as guest, member and administrator, with each dialog open, at 390 and
// 1280 px; budgets in budgets.mjs. Builds what is missing, starts the built server with demo
// content on a fresh DATA_DIR, seeds the rest through the API (seed.mjs), runs one browser at a
// time, prints the tables (report.mjs) and exits 1 on a missed budget.
//
// `--lighthouse-only` (`npm run audit:lighthouse`): Lighthouse, and axe over the public pages as
// a guest. `--axe-only`: no Lighthouse. While working on one part:
//   LIGHTHOUSE_RUNS=5            runs per page (default 3; the median counts)
//   LIGHTHOUSE_PAGES=shop,home   only those of home, blog, post, shop
//   AUDIT_SCREENS=Shop,Profile   only the screens so named (screens.mjs; case ignored)
//   AUDIT_ROLES=member           only those of guest, member, admin
//   AUDIT_WIDTHS=390             only that width (390 or 1280)
// Lighthouse's reports, and axe's results as axe.json, are written to .lighthouse/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureChromium, root } from '../lib/ensure.mjs';
import { startServer } from '../lib/server-process.mjs';
import { auditScreens } from './axe-runner.mjs';
import { judgeAxe, judgeLighthouse, LIGHTHOUSE_BUDGET, machineSpeed } from './budgets.mjs';
import { measurePages } from './lighthouse-runner.mjs';
import { coverage, printAxeTable, printLighthouseTable, printMachineNote, printViolationDetails } from './report.mjs';
import { seedAudit } from './seed.mjs';
import { screenList } from './screens.mjs';

const args = new Set(process.argv.slice(2));
const lighthouseOnly = args.has('--lighthouse-only');
const axeOnly = args.has('--axe-only');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const PUBLIC_PAGES = ['Home', 'Blog', 'Blog post', 'Shop'];

const listed = (variable) =>
  process.env[variable]
    ?.split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

const chromePath = ensureChromium();
ensureBuilt();

const outDir = join(root, '.lighthouse');
mkdirSync(outDir, { recursive: true });
rmSync(join(outDir, 'axe-failures'), { recursive: true, force: true });
const failures = [];
const notes = [];
const server = await startServer({ SEED_DEMO: '1' });
try {
  // The public pages first, on the demo content alone, as a visitor's first look would find them.
  if (!axeOnly) {
    const { posts } = await (await fetch(`${server.baseUrl}/api/blog/posts?limit=1`)).json();
    if (!posts[0]) throw new Error('No published post to audit: the demo seed did not run');
    const allPages = { home: '/', blog: '/blog', post: `/blog/${posts[0].id}`, shop: '/shop' };
    const only = listed('LIGHTHOUSE_PAGES');
    const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only || only.includes(name)));
    const rows = await measurePages({
      chromePath,
      baseUrl: server.baseUrl,
      pages,
      runs: RUNS,
      outDir,
      performanceBudget: LIGHTHOUSE_BUDGET.performance,
    });
    const machine = machineSpeed(rows);
    printLighthouseTable(rows, RUNS);
    printMachineNote(machine);
    const verdict = judgeLighthouse(rows);
    failures.push(...verdict.failures);
    notes.push(...verdict.notes);
  }

  const fixtures = await seedAudit(server.baseUrl);
  const roles = [
    { name: 'guest', session: null },
    { name: 'member', session: fixtures.sessions.member },
    { name: 'admin', session: fixtures.sessions.admin },
  ].filter((role) =>
    lighthouseOnly ? role.name === 'guest' : !listed('AUDIT_ROLES') || listed('AUDIT_ROLES').includes(role.name),
  );
  const widths = WIDTHS.filter((w) => !listed('AUDIT_WIDTHS') || listed('AUDIT_WIDTHS').includes(String(w.width)));
  let screens = screenList().filter((s) => !listed('AUDIT_SCREENS') || listed('AUDIT_SCREENS').includes(s.name.toLowerCase()));
  if (lighthouseOnly)
    screens = screens.filter((s) => PUBLIC_PAGES.includes(s.name)).map((s) => ({ ...s, roles: ['guest'], dialogs: [] }));

  console.log(
    `\naxe-core: ${screens.length} screens as ${roles.map((r) => r.name).join(', ')} at ${widths.map((w) => `${w.width} px`).join(' and ')}…`,
  );
  let done = 0;
  const results = await auditScreens({
    chromePath,
    baseUrl: server.baseUrl,
    screens,
    roles,
    widths,
    fixtures,
    shotsDir: join(outDir, 'axe-failures'),
    onState: (result) => {
      done += 1;
      const mark = result.error ? '!' : result.violations.length ? '✗' : '·';
      process.stdout.write(done % 60 === 0 ? `${mark}\n` : mark);
    },
  });
  process.stdout.write('\n');
  writeFileSync(join(outDir, 'axe.json'), `${JSON.stringify(results, null, 2)}\n`);
  printAxeTable(results);
  printViolationDetails(results);
  const covered = coverage(results);
  console.log(
    `\naxe-core covered ${covered.screens} screens × ${covered.roles} roles × ${covered.widths} widths, ${covered.dialogs} dialogs and other opened states:` +
      ` ${covered.states} states audited, ${covered.violations} violations (${covered.nodes} elements), ${covered.failed} states that could not be audited.`,
  );
  failures.push(...judgeAxe(results));
} finally {
  await server.stop();
}

for (const note of notes) console.log(`Note: ${note}`);
if (failures.length) {
  console.error(`\nBudget missed (${failures.length}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
