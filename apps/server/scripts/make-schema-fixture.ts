// Makes the upgrade fixtures of the schema version this tree has (docs/product/operating.md, Upgrades):
// a SQLite file and a PostgreSQL dump of a small club made through the app's own calls (the
// demo content, two members who are friends and wrote to each other with a file, an order paid
// with the test card, a room message, an audit entry; from 014 on a plan bought with the test
// card and a members-only post). Run once per released schema version,
// never changed after; db/upgrade-fixtures.test.ts migrates each to the current schema.
//
//   node --conditions=source --import tsx apps/server/scripts/make-schema-fixture.ts [DATABASE_URL]
//
// Without DATABASE_URL it writes the SQLite fixture; with the URL of an empty PostgreSQL
// database, the PostgreSQL one (pg_dump --inserts, loadable with a plain client).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { MIGRATION_NAMES, migrateToLatest } from '../src/db/migrate.js';
import { ensureAdmin } from '../src/bootstrap/admin.js';
import { seedDemoContent } from '../src/bootstrap/demo-seed.js';
import { FIXTURE_ADMIN, FIXTURE_JOINER, FIXTURE_MEMBERS } from '../src/test/schema-fixture-accounts.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function main() {
  const databaseUrl = process.argv[2];
  const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-fixture-'));
  const db = openDatabase({ dataDir, databaseUrl });
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), RATE_LIMITS_LOOPBACK_EXEMPT: '1' });
  const app = await buildApp({ config, db, jwtSecret: 'fixture-secret-'.padEnd(48, 'x'), serveWebApp: false });
  await app.ready();
  await ensureAdmin(db.kysely, FIXTURE_ADMIN);
  await seedDemoContent(app.services);

  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const admin = (await call('POST', '/api/auth/admin/login', undefined, { username: FIXTURE_ADMIN.username, password: FIXTURE_ADMIN.password })).token as string;
  const tokens: string[] = [];
  const ids: number[] = [];
  for (const member of FIXTURE_MEMBERS) {
    ids.push((await call('POST', '/api/admin/users', admin, { ...member, role: 'member', status: 'active' })).user.id);
    tokens.push((await call('POST', '/api/auth/member/login', undefined, { username: member.username, password: member.password })).token);
  }
  const request = await call('POST', '/api/chat/request', tokens[0], { recipient_id: ids[1] });
  const conversation = (await call('POST', '/api/chat/respond', tokens[1], { request_id: request.request.id, accept: true })).conversation.id as number;
  await call('POST', '/api/chat/send', tokens[0], { conversation_id: conversation, message: 'Fáilte, Bryn! The hall opens at eight.' });
  await call('POST', '/api/chat/send', tokens[1], { conversation_id: conversation, message: 'I will bring the harp.' });
  const boundary = '----clanhall-fixture';
  const form = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="harp.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await app.inject({ method: 'POST', url: `/api/chat/conversations/${conversation}/files`, headers: { authorization: `Bearer ${tokens[1]}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: form });
  const rooms = (await call('GET', '/api/chat/all-rooms', tokens[0])).rooms as { id: number }[];
  if (rooms[0]) await call('POST', `/api/chat/rooms/${rooms[0].id}/messages`, tokens[0], { message: 'Good evening, all.' });

  const products = (await call('GET', '/api/shop/products')).products as { id: number; price: number; sale_price: number | null; stock_quantity: number }[];
  const product = products.find((p) => p.stock_quantity > 1)!;
  await call('POST', '/api/shop/cart/add', tokens[0], { product_id: product.id, quantity: 2 });
  const amount = Math.round((product.sale_price ?? product.price) * 100) * 2;
  const intent = await call('POST', '/api/shop/create-payment-intent', tokens[0], { amount });
  await call('POST', '/api/shop/test-payments/confirm', tokens[0], { client_secret: intent.clientSecret, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  const shipping = { name: 'Aoife Byrne', email: 'aoife@fixture.test', address: '1 Hearth Lane', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' };
  await call('POST', '/api/shop/checkout', tokens[0], { ...shipping, payment_intent_id: intent.paymentIntentId });

  // Membership (014): a plan bought by a user with the test card, and a members-only post.
  await call('POST', '/api/admin/settings', admin, { membership_mode: 'apply_or_paid' });
  const plan = (await call('POST', '/api/admin/membership/plans', admin, { name: 'Hearth', price: 9, interval: 'month', benefits: ['Members-only stories'] })).plan as { id: number };
  await call('POST', '/api/admin/users', admin, { ...FIXTURE_JOINER, role: 'user', status: 'active' });
  const joiner = (await call('POST', '/api/auth/member/login', undefined, { username: FIXTURE_JOINER.username, password: FIXTURE_JOINER.password })).token as string;
  const joining = await call('POST', '/api/membership/checkout', joiner, { plan_id: plan.id });
  await call('POST', '/api/shop/test-payments/confirm', joiner, { client_secret: joining.clientSecret, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  await call('POST', '/api/membership/activate', joiner, { payment_intent_id: joining.paymentIntentId });
  await call('POST', '/api/admin/blog-posts', admin, { title: 'For the members', content: 'The roll of the hall, kept for members.', visibility: 'members' });
  await app.close();

  const version = MIGRATION_NAMES.at(-1)!;
  const out = new URL('../test-fixtures/schema/', import.meta.url).pathname;
  mkdirSync(out, { recursive: true });
  if (databaseUrl) {
    const dump = execFileSync('pg_dump', ['--format=plain', '--inserts', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // pg_dump's psql-only \restrict lines out: the test loads the file with a plain client.
    writeFileSync(join(out, `${version}.postgres.sql`), dump.split('\n').filter((line) => !line.startsWith('\\')).join('\n'));
  } else {
    await db.kysely.destroy().catch(() => undefined);
    // One self-contained file (no -wal beside it).
    const { SqliteDatabase } = await import('../src/db/sqlite-driver.js');
    const file = new SqliteDatabase(join(dataDir, 'clanhall.sqlite'));
    file.pragma('wal_checkpoint(TRUNCATE)');
    file.pragma('journal_mode = DELETE');
    file.exec('VACUUM');
    file.close();
    copyFileSync(join(dataDir, 'clanhall.sqlite'), join(out, `${version}.sqlite`));
  }
  await db.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`wrote the ${databaseUrl ? 'PostgreSQL' : 'SQLite'} fixture of schema ${version} into ${out}`);
}

await main();
