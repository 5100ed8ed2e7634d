import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
const dataDir = mkdtempSync('/tmp/probe/data-');
const srv = spawn(process.execPath, ['apps/server/dist/main.js'], { env: { ...process.env, PORT: '3919', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_PASSWORD: 'x-admin-pass-1' }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 4000));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/blog', '/blog/1']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let release; const held = new Promise((r) => (release = r));
  await page.route('**/assets/main-*.js', async (route) => { await held; await route.continue(); });
  await page.goto('http://127.0.0.1:3919' + path);
  await page.evaluate(() => window.scrollTo(0, 600));
  const before = await page.evaluate(() => scrollY);
  release();
  await new Promise((r) => setTimeout(r, 2500));
  console.log(path, 'scrollY before app', before, 'after app', await page.evaluate(() => scrollY));
  await page.close();
}
await browser.close(); srv.kill();
