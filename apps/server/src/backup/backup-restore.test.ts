// Backup and restore (docs/product/operating.md) on this run's dialect: a backup taken while orders,
// messages and uploads keep arriving restores to a site that starts and holds every write
// acknowledged before the backup began, with its files byte for byte and a sound database; a
// damaged archive, a non-empty target or a foreign entry restores nothing.
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { MIGRATION_NAMES } from '../db/migrate.js';
import { sql } from '../db/kysely.js';
import { resolveJwtSecret } from '../bootstrap/jwt-secret.js';
import { createLocalFileStorage } from '../services/local-file-storage.js';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../test/build-test-app.js';
import { createEmptyDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { TINY_PNG_DATA_URL } from '../test/factories.js';
import { chatApi, keyOfUrl, multipartForm, type ChatApi } from '../features/chat/chat-test-kit.js';
import { payForCart, postCheckout, seedProduct, setCartLine } from '../features/checkout/checkout-fixtures.js';
import { createBackup } from './create-backup.js';
import { BackupError } from './database-copy.js';
import { MANIFEST_PATH, parseManifest } from './manifest.js';
import { restoreBackup } from './restore-backup.js';
import { readTar, TarWriter } from './tar.js';

const PNG = Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64');

let t: TestApp;
let api: ChatApi;
let outDir: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  // Many messages in a few seconds: this machine's own address is exempt from the chat limit.
  t = await buildTestApp({ RATE_LIMITS_LOOPBACK_EXEMPT: '1' });
  api = chatApi(t);
  outDir = mkdtempSync(join(tmpdir(), 'clanhall-backups-'));
  // The generated secret the server keeps in DATA_DIR (buildTestApp passes its own).
  resolveJwtSecret(t.database.dataDir, undefined);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A place to restore into: a new data folder and, on PostgreSQL, a new empty database. */
async function restoreTarget(): Promise<{ dataDir: string; databaseUrl: string | undefined; empty?: TestDatabase }> {
  const parent = mkdtempSync(join(tmpdir(), 'clanhall-restored-'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  if (testDialect() === 'sqlite') return { dataDir: join(parent, 'data'), databaseUrl: undefined };
  const empty = await createEmptyDatabase();
  // Only its URL is used: the restore connects by itself.
  await empty.db.close();
  cleanups.push(() => empty.cleanup().catch(() => undefined));
  return { dataDir: join(parent, 'data'), databaseUrl: empty.databaseUrl, empty };
}

const source = () => ({ dataDir: t.database.dataDir, databaseUrl: t.database.databaseUrl, jwtSecretFromEnv: false, db: t.database.db });

async function upload(user: CreatedUser, conversationId: number, name: string, content: Buffer) {
  const form = multipartForm([{ name, content }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/chat/conversations/${conversationId}/files`, headers: { ...user.auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  const message = res.json().message as { id: number; attachments: { url: string }[] };
  return { messageId: message.id, key: keyOfUrl(message.attachments[0]!.url) };
}

describe('a backup taken while the site writes', () => {
  it('restores to a site that starts with every acknowledged write, file and secret, and a sound database', async () => {
    const [alice, bryn] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const conversationId = await api.befriend(alice, bryn);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createUser(t.app)));
    const product = await seedProduct(t.app, { name: 'Backup horn', priceCents: 1200, stock: 10_000 });

    const acked = { orders: [] as number[], ordersBy: new Map<number, number>(), messages: [] as number[], files: [] as { key: string; content: Buffer }[] };
    let stop = false;
    let round = 0;
    let reachedRound: (() => void) | undefined;
    const fiveRounds = new Promise<void>((resolve) => (reachedRound = resolve));
    const burst = (async () => {
      while (!stop && round < buyers.length) {
        const buyer = buyers[round]!;
        const content = Buffer.concat([PNG, Buffer.from(`round ${round}`)]);
        const n = round;
        await Promise.all([
          (async () => {
            await setCartLine(t.app, buyer.id, product.id, 1);
            const intent = await payForCart(t.app, buyer, 1200);
            const res = await postCheckout(t.app, buyer, intent);
            expect(res.statusCode, res.body).toBe(201);
            acked.orders.push(res.json().order.id);
            acked.ordersBy.set(buyer.id, res.json().order.id);
          })(),
          (async () => acked.messages.push((await api.send(alice, conversationId, `message ${n}`)).id))(),
          (async () => {
            const file = await upload(bryn, conversationId, `picture-${n}.png`, content);
            acked.messages.push(file.messageId);
            acked.files.push({ key: file.key, content });
          })(),
        ]);
        round++;
        if (round === 5) reachedRound?.();
      }
    })();

    await fiveRounds;
    // What was acknowledged when the backup began (taken in the same turn as the call).
    const before = { orders: [...acked.orders], messages: [...acked.messages], files: [...acked.files] };
    const result = await createBackup(source(), outDir);
    stop = true;
    await burst;
    // The writes went on around the backup (the round under way when it began finished after).
    expect(acked.orders.length).toBeGreaterThan(before.orders.length);

    expect(result.file).toMatch(/clanhall-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(result.manifest.database).toEqual({
      kind: testDialect() === 'sqlite' ? 'sqlite' : 'postgresql',
      file: testDialect() === 'sqlite' ? 'clanhall.sqlite' : 'database.pgdump',
      migrations: MIGRATION_NAMES,
    });
    expect(result.manifest.jwt_secret).toBe('included');

    const target = await restoreTarget();
    const restored = await restoreBackup(result.file, target);
    expect(restored.files).toBe(result.manifest.files.length);

    // The restored folder: the secret as it was, each acknowledged file byte for byte.
    expect(readFileSync(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(readFileSync(join(t.database.dataDir, 'jwt-secret'), 'utf8'));
    const storage = createLocalFileStorage(target.dataDir);
    for (const file of before.files) {
      const chunks: Buffer[] = [];
      for await (const chunk of storage.read('private', file.key)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(file.content), file.key).toBe(true);
    }

    const db = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    cleanups.push(() => db.close());
    if (db.dialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db.kysely);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      const foreign = await sql`PRAGMA foreign_key_check`.execute(db.kysely);
      expect(foreign.rows).toEqual([]);
    }
    const orderIds = (await db.kysely.selectFrom('orders').select('id').execute()).map((row) => row.id);
    const messageIds = (await db.kysely.selectFrom('direct_messages').select('id').execute()).map((row) => row.id);
    expect(orderIds).toEqual(expect.arrayContaining(before.orders));
    expect(messageIds).toEqual(expect.arrayContaining(before.messages));
    // Every order has its items and its payment (no half of a write).
    const orphans = await db.kysely
      .selectFrom('orders')
      .leftJoin('order_items', 'order_items.order_id', 'orders.id')
      .select('orders.id')
      .where('order_items.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);

    // The restored site starts on it: a member signs in with their password and sees their order.
    const app = await startedOn(db, target.dataDir, target.databaseUrl);
    const buyer = buyers[0]!;
    const signedIn = await login(app, 'member', { username: buyer.username, password: buyer.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const orders = await app.inject({ method: 'GET', url: '/api/shop/orders', headers: { authorization: `Bearer ${signedIn.json().token}` } });
    expect(orders.json().orders.map((order: { id: number }) => order.id)).toEqual([acked.ordersBy.get(buyer.id)]);
    expect(before.orders).toContain(acked.ordersBy.get(buyer.id));
  }, 120_000);
});

async function startedOn(db: Db, dataDir: string, databaseUrl: string | undefined) {
  const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(dataDir, undefined), serveWebApp: false });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

/** Rewrites an archive entry by entry, after `first`; `change` may alter or drop an entry. */
async function rewrite(archive: string, target: string, change: (path: string, body: Buffer) => Buffer | null, first: { path: string; body: Buffer }[] = []) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(target));
  const tar = new TarWriter(gzip);
  for (const entry of first) await tar.addFile({ path: entry.path, size: entry.body.length }, entry.body);
  for await (const entry of readTar(createReadStream(archive).pipe(createGunzip()))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const body = change(entry.path, Buffer.concat(chunks));
    if (body) await tar.addFile({ path: entry.path, size: body.length }, body);
  }
  await tar.finish();
  gzip.end();
  await done;
}

describe('restore refuses', () => {
  let archive: string;
  beforeAll(async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await upload(a, await api.befriend(a, b), 'kept.png', PNG);
    archive = (await createBackup(source(), mkdtempSync(join(outDir, 'refusals-')))).file;
  });

  const refusal = async (file: string, target: { dataDir: string; databaseUrl: string | undefined }) => {
    const error = await restoreBackup(file, target).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BackupError);
    return (error as Error).message;
  };

  it('a data directory that is not empty, touching nothing in it', async () => {
    const target = await restoreTarget();
    mkdirSync(target.dataDir, { recursive: true });
    writeFileSync(join(target.dataDir, 'notes.txt'), 'mine');
    expect(await refusal(archive, target)).toBe(
      `The data directory ${target.dataDir} is not empty: restore into a new or empty one (--data-dir DIR), or move what is there away first.`,
    );
    expect(readdirSync(target.dataDir)).toEqual(['notes.txt']);
  });

  it('an archive whose file does not match its checksum, and one with a file the manifest does not list', async () => {
    const target = await restoreTarget();
    const tampered = join(outDir, 'tampered.tar.gz');
    let changed = '';
    await rewrite(archive, tampered, (path, body) => {
      if (!changed && path.startsWith('private/')) {
        changed = path;
        return Buffer.concat([body, Buffer.from('!')]);
      }
      return body;
    });
    expect(await refusal(tampered, target)).toBe(`The archive is damaged: ${changed} does not match its checksum. Nothing was restored.`);
    expect(existsSync(target.dataDir)).toBe(false);

    // An extra upload the manifest does not list.
    const withExtra = join(outDir, 'with-extra.tar.gz');
    await rewrite(archive, withExtra, (_path, body) => body, [{ path: 'uploads/smuggled.png', body: PNG }]);
    expect(await refusal(withExtra, target)).toBe('The archive holds uploads/smuggled.png, which its manifest does not list. Nothing was restored.');
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('a cut-off archive, one without a manifest, and a file that is no archive', async () => {
    const target = await restoreTarget();
    const whole = readFileSync(archive);
    const cut = join(outDir, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refusal(cut, target)).toMatch(/^The archive cannot be read \(.+\)\. Nothing was restored\.$/);
    const noManifest = join(outDir, 'no-manifest.tar.gz');
    await rewrite(archive, noManifest, (path, body) => (path === MANIFEST_PATH ? null : body));
    expect(await refusal(noManifest, target)).toBe('The archive has no manifest.json: it is not a whole Clanhall backup. Nothing was restored.');
    const notAnArchive = join(outDir, 'notes.tar.gz');
    writeFileSync(notAnArchive, 'just some text');
    expect(await refusal(notAnArchive, target)).toMatch(/^The archive cannot be read/);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('a backup made by a newer schema than this version knows', async () => {
    const target = await restoreTarget();
    const newer = join(outDir, 'newer.tar.gz');
    await rewrite(archive, newer, (path, body) => {
      if (path !== MANIFEST_PATH) return body;
      const manifest = parseManifest(body.toString('utf8'));
      manifest.database.migrations.push('999-from-the-future');
      return Buffer.from(JSON.stringify(manifest));
    });
    expect(await refusal(newer, target)).toBe(
      'The backup was made by a newer Clanhall (its schema is at 999-from-the-future); install that version or newer to restore it. Nothing was restored.',
    );
  });

  it(testDialect() === 'sqlite' ? 'a DATABASE_URL it cannot reach' : 'a PostgreSQL backup without DATABASE_URL', async () => {
    const target = await restoreTarget();
    if (testDialect() === 'sqlite') {
      expect(await refusal(archive, { dataDir: target.dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).toMatch(/^Cannot reach the PostgreSQL database of DATABASE_URL: /);
    } else {
      expect(await refusal(archive, { dataDir: target.dataDir, databaseUrl: undefined })).toBe(
        'This backup holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into. Nothing was restored.',
      );
      // And a database that already has tables (the live one) is refused before anything is unpacked.
      expect(await refusal(archive, { dataDir: target.dataDir, databaseUrl: t.database.databaseUrl })).toBe(
        'The PostgreSQL database of DATABASE_URL already has tables: restore into a new, empty database (createdb, then point DATABASE_URL at it).',
      );
    }
    expect(existsSync(target.dataDir)).toBe(false);
  });
});
