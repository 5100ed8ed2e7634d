// GET /api/admin/audit-log (docs/product/back-office.md: readable in the back office, by administrators only;
// docs/product/operating.md: newest first, bounded by limit, paged). The file's own database, so every list is exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS, type AuditAction, type AuditEntry, type AuditLogResponse } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
let admin: CreatedUser;
let other: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  other = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const read = (query = '', headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });

const page = async (query = '') => {
  const res = await read(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogResponse;
};

/** Writes entries through the service, as the features do, oldest first. */
async function record(count: number, action: AuditAction = 'post.created', actor: CreatedUser = admin) {
  for (let i = 0; i < count; i++) {
    await t.services.auditLog.record({ actor, action, target: { type: 'post', id: i + 1 }, summary: `Created post “Tale ${i}”` });
  }
}

describe('GET /api/admin/audit-log', () => {
  it('answers 401 without a token and 403 to any role but an administrator', async () => {
    expect([(await read('', {})).statusCode, (await read('', {})).json()]).toEqual([401, { error: SERVER_ERRORS.authRequired }]);
    for (const role of ['member', 'user'] as const) {
      const caller = await createUser(t.app, { role });
      const res = await read('', caller.auth);
      expect([res.statusCode, res.json()]).toEqual([403, { error: SERVER_ERRORS.adminOnly }]);
    }
  });

  it('lists entries newest first with who, when and what', async () => {
    await t.services.auditLog.record({
      actor: other,
      action: 'user.status',
      target: { type: 'user', id: 7 },
      summary: 'Banned user alice',
    });
    await t.services.auditLog.record({
      actor: admin,
      action: 'settings.saved',
      target: { type: 'settings', id: null },
      summary: 'Saved settings: site_title',
    });
    const { entries } = await page('?limit=2');
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: admin.id,
        actor_name: admin.username,
        action: 'settings.saved',
        target_type: 'settings',
        target_id: null,
        summary: 'Saved settings: site_title',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({
        actor_id: other.id,
        actor_name: other.username,
        action: 'user.status',
        target_id: 7,
        summary: 'Banned user alice',
      }),
    ]);
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
  });

  it('pages older entries with next_cursor until the last page, which has none', async () => {
    await record(7);
    const all = (await page(`?limit=${LIMITS.auditPageMax}`)).entries;
    const walked: AuditEntry[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const answer: AuditLogResponse = await page(`?limit=3${cursor ? `&before=${cursor}` : ''}`);
      walked.push(...answer.entries);
      cursor = answer.next_cursor;
      if (cursor !== null) expect(cursor).toBe(answer.entries.at(-1)!.id);
      pages++;
    } while (cursor !== null);
    expect(walked).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 3));
    const ids = walked.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('gives a full last page no cursor', async () => {
    const total = (await page(`?limit=${LIMITS.auditPageMax}`)).entries.length;
    expect((await page(`?limit=${total}`)).next_cursor).toBeNull();
  });

  it(`answers ${LIMITS.auditPageDefault} by default and at most ${LIMITS.auditPageMax}, however many are asked for`, async () => {
    const rows = Array.from({ length: LIMITS.auditPageMax + 5 }, (_, i) => ({
      actor_id: admin.id,
      actor_name: admin.username,
      action: 'product.updated' as const,
      target_type: 'product' as const,
      target_id: i + 1,
      summary: `Edited product “Mug ${i}”`,
      created_at: new Date().toISOString(),
    }));
    await t.services.db.kysely.insertInto('audit_log').values(rows).execute();
    expect((await page()).entries).toHaveLength(LIMITS.auditPageDefault);
    const capped = await page('?limit=100000');
    expect(capped.entries).toHaveLength(LIMITS.auditPageMax);
    expect(capped.next_cursor).toBe(capped.entries.at(-1)!.id);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['before=abc', 'before'],
    ['before=-1', 'before'],
    ['actor_id=1.5', 'actor_id'],
    ['action=USER', 'action'],
    ['action=user.', 'action'],
    ['action=user%25', 'action'],
    [`action=${'a'.repeat(51)}`, 'action'],
  ])('answers 400 naming the field to ?%s', async (query, field) => {
    const res = await read(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it('filters by a whole action code or its object part, and by administrator', async () => {
    await t.services.auditLog.record({
      actor: other,
      action: 'room.created',
      target: { type: 'room', id: 1 },
      summary: 'Created group room “Hall”',
    });
    await t.services.auditLog.record({
      actor: other,
      action: 'room-member.added',
      target: { type: 'room', id: 1 },
      summary: 'Added bob to room “Hall”',
    });
    await t.services.auditLog.record({
      actor: admin,
      action: 'room.deleted',
      target: { type: 'room', id: 1 },
      summary: 'Deleted room “Hall”',
    });

    const actions = async (query: string) =>
      (await page(`?limit=${LIMITS.auditPageMax}&${query}`)).entries.map((entry) => entry.action);
    // `room` is room.*, not room-member.*.
    expect(await actions('action=room')).toEqual(['room.deleted', 'room.created']);
    expect(await actions('action=room-member')).toEqual(['room-member.added']);
    expect(await actions('action=room.created')).toEqual(['room.created']);
    expect(await actions('action=nothing')).toEqual([]);

    const byOther = (await page(`?limit=${LIMITS.auditPageMax}&actor_id=${other.id}`)).entries;
    expect(byOther.length).toBeGreaterThan(0);
    expect(byOther.every((entry) => entry.actor_id === other.id)).toBe(true);
    expect((await page(`?actor_id=${other.id}&action=room`)).entries.map((entry) => entry.action)).toEqual(['room.created']);
  });

  it("keeps an entry when its administrator's account is deleted, with the name it had", async () => {
    const gone = await createUser(t.app, { role: 'admin' });
    await t.services.auditLog.record({
      actor: gone,
      action: 'category.deleted',
      target: { type: 'category', id: 3 },
      summary: 'Deleted category “Cloaks”',
    });
    await t.services.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    const [entry] = (await page('?limit=1&action=category.deleted')).entries;
    expect(entry).toMatchObject({ actor_id: null, actor_name: gone.username, summary: 'Deleted category “Cloaks”' });
  });

  it('cuts a summary longer than the limit', async () => {
    await t.services.auditLog.record({
      actor: admin,
      action: 'post.updated',
      target: { type: 'post', id: 1 },
      summary: 'x'.repeat(LIMITS.auditSummaryMax + 50),
    });
    const [entry] = (await page('?limit=1&action=post.updated')).entries;
    expect(entry!.summary).toHaveLength(LIMITS.auditSummaryMax);
    expect(entry!.summary.endsWith('…')).toBe(true);
  });
});
