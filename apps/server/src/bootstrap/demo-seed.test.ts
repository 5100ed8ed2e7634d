import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqList } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';
import { DEMO_ASSETS_DIR } from '../lib/demo-assets.js';
import { seedDemoContent, wantsDemoContent } from './demo-seed.js';
import { ensureAdmin } from './admin.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createEmptyDatabase } from '../test/test-database.js';

describe('seedDemoContent', () => {
  let t: TestApp;
  let admin: CreatedUser;
  const seed = () => seedDemoContent(t.services);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    // An administrator's own choice must survive the seed.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { contact_phone: '+1 555 0100' },
    });
  });
  afterAll(() => t.close());

  it('adds five published posts with stored pictures, by the first administrator, dated in the past', async () => {
    await seed();
    const { posts, total } = (await t.app.inject({ method: 'GET', url: '/api/blog/posts' })).json();
    expect(total).toBe(5);
    const dates = posts.map((p: { created_at: string }) => p.created_at);
    expect(new Set(dates).size).toBe(5);
    for (const post of posts) {
      expect(post.author_name).toBe(admin.username);
      expect(post.status).toBe('published');
      expect(Date.parse(post.created_at)).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(post.tags).toMatch(/^[a-z]+(, [a-z]+)+$/);
      expect(post.image_url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.jpg$/);
      const image = await t.app.inject({ method: 'GET', url: post.image_url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    }
    expect(new Set(posts.map((p: { image_url: string }) => p.image_url)).size).toBe(5);
  });

  it('fills the FAQ and contact settings that were absent and keeps the ones that were set', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(faqList.parse(JSON.parse(settings.faq)).length).toBeGreaterThan(0);
    expect(settings.contact_email).toMatch(/@/);
    expect(settings.contact_phone).toBe('+1 555 0100');
  });

  it('leaves the home offers and footer to the spec defaults (docs/product/content.md)', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(JSON.parse(settings.home_offers)).toEqual([]);
    expect(settings.footer_info).toBe('');
  });

  it('adds nothing the second time', async () => {
    await seed();
    const { total } = (await t.app.inject({ method: 'GET', url: '/api/admin/blog-posts', headers: admin.auth })).json();
    expect(total).toBe(5);
  });

  it('ships small demo pictures', () => {
    const dir = fileURLToPath(DEMO_ASSETS_DIR);
    const pictures = readdirSync(dir).filter((name) => name.endsWith('.jpg'));
    expect(pictures).toHaveLength(5);
    for (const name of pictures) expect(statSync(join(dir, name)).size).toBeLessThan(90 * 1024);
  });
});

describe('two fresh processes seeding at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('adds the demo posts once', async () => {
    const seed = () => seedDemoContent(t.services);
    await Promise.all([seed(), seed()]);
    const { total } = (await t.app.inject({ method: 'GET', url: '/api/blog/posts' })).json();
    expect(total).toBe(5);
  });
});

describe('wantsDemoContent (SEED_DEMO unset)', () => {
  it('is on for a SQLite database no one has used, also one only migrated before, and off once it has an account', async () => {
    const empty = await createEmptyDatabase();
    try {
      await migrateToLatest(empty.db);
      await empty.db.close();
      // Opened again, as the server's first start after `npm run admin -- migrate` opens it.
      const db = openDatabase({ dataDir: empty.dataDir, databaseUrl: empty.databaseUrl });
      try {
        expect(db.isNew).toBe(false);
        expect(await wantsDemoContent(db, undefined)).toBe(db.dialect === 'sqlite');
        expect(await wantsDemoContent(db, true)).toBe(true);
        await ensureAdmin(db.kysely, { username: 'first_admin', email: 'first@example.test', password: 'first-admin-pass' });
        expect(await wantsDemoContent(db, undefined)).toBe(false);
        expect(await wantsDemoContent(db, false)).toBe(false);
      } finally {
        await db.close();
      }
    } finally {
      await empty.cleanup().catch(() => undefined);
    }
  });
});
