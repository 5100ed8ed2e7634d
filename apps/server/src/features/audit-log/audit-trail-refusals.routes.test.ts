// docs/product/back-office.md and docs/decisions/013: an entry commits with its change or not at all. A
// refused change (400, 403, 404, 409) writes none; a change whose transaction fails after its
// entry was written leaves neither the change nor the entry.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser, TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/build-test-app.js';
import { randomEmail, randomUsername } from '../../test/factories.js';
import type { AuditFixtures } from './audit-trail-fixtures.js';
import { useAuditTrail, type Change } from './audit-trail-test-kit.js';

const trail = useAuditTrail();
const { send, lastId, entriesAfter } = trail;
let t: TestApp;
let fx: AuditFixtures;
let admin: CreatedUser;
let member: CreatedUser;
beforeAll(() => {
  ({ t, fx, admin, member } = trail);
});

describe('a change that does not happen', () => {
  const REFUSED: [
    label: string,
    status: number,
    arrange: () => Promise<Omit<Change, 'target' | 'summary'> & { as?: CreatedUser }>,
  ][] = [
    [
      'an invalid new account',
      400,
      async () => ({
        method: 'POST',
        url: '/api/admin/users',
        payload: { username: 'x', email: randomEmail(), password: 'secret-pass' },
      }),
    ],
    [
      'a taken username',
      409,
      async () => ({
        method: 'POST',
        url: '/api/admin/users',
        payload: { username: member.username, email: randomEmail(), password: 'secret-pass' },
      }),
    ],
    [
      'banning oneself',
      403,
      async () => ({ method: 'PUT', url: `/api/admin/users/${admin.id}/status`, payload: { status: 'banned' } }),
    ],
    ['a member at an admin route', 403, async () => ({ method: 'DELETE', url: `/api/admin/users/${admin.id}`, as: member })],
    [
      'a missing post',
      404,
      async () => ({ method: 'PUT', url: '/api/admin/blog-posts/2147483647/status', payload: { status: 'draft' } }),
    ],
    ['a missing product', 404, async () => ({ method: 'DELETE', url: '/api/admin/shop/products/2147483647' })],
    ['a missing category', 404, async () => ({ method: 'DELETE', url: '/api/admin/shop/categories/2147483647' })],
    [
      'a product in a missing category',
      400,
      async () => ({
        method: 'POST',
        url: '/api/admin/shop/products',
        payload: { name: randomUsername('Mug'), price: 1, category_id: 2147483647 },
      }),
    ],
    [
      'a missing order item',
      404,
      async () => ({ method: 'PUT', url: '/api/admin/order-items/2147483647/status', payload: { status: 'shipped' } }),
    ],
    [
      'a member already in the room',
      409,
      async () => {
        const room = await fx.room('private');
        await fx.roomMember(room.id, member.id);
        return { method: 'POST', url: `/api/admin/chat/rooms/${room.id}/members`, payload: { user_id: member.id } };
      },
    ],
    [
      'a report already dismissed',
      409,
      async () => {
        const room = await fx.room();
        const report = await fx.report((await fx.roomMessage(room.id, admin)).id, member.id);
        expect((await send({ method: 'POST', url: `/api/admin/chat/reports/${report.id}/dismiss` })).statusCode).toBe(200);
        return { method: 'POST', url: `/api/admin/chat/reports/${report.id}/dismiss` };
      },
    ],
    [
      'an invalid contact email in the settings',
      400,
      async () => ({ method: 'POST', url: '/api/admin/settings', payload: { contact_email: 'not an email' } }),
    ],
    ['a missing inbox message', 404, async () => ({ method: 'DELETE', url: '/api/admin/contact-messages/2147483647' })],
  ];

  it.each(REFUSED)('writes no entry for %s (%i)', async (_label, status, arrange) => {
    const change = await arrange();
    const before = await lastId();
    const res = await send(change, (change.as ?? admin).auth);
    expect(res.statusCode, res.body).toBe(status);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it.each<[string, () => Promise<{ change: Pick<Change, 'method' | 'url' | 'payload'>; unchanged(): Promise<boolean> }>]>([
    [
      'a new product',
      async () => {
        const name = randomUsername('Ghost');
        const products = () => t.services.db.kysely.selectFrom('products').select('id').where('name', '=', name).execute();
        return {
          change: { method: 'POST', url: '/api/admin/shop/products', payload: { name, price: 2 } },
          unchanged: async () => (await products()).length === 0,
        };
      },
    ],
    [
      'an account deletion',
      async () => {
        const user = await createUser(t.app);
        const found = () => t.services.db.kysely.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst();
        return {
          change: { method: 'DELETE', url: `/api/admin/users/${user.id}` },
          unchanged: async () => (await found()) !== undefined,
        };
      },
    ],
    [
      'a settings save',
      async () => {
        const title = randomUsername('Never');
        const stored = () =>
          t.services.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site_title').executeTakeFirst();
        return {
          change: { method: 'POST', url: '/api/admin/settings', payload: { site_title: title } },
          unchanged: async () => (await stored())?.value !== title,
        };
      },
    ],
  ])('rolls back %s with its entry when the transaction fails after the entry was written', async (_label, arrange) => {
    const { change, unchanged } = await arrange();
    const before = await lastId();
    trail.failAfterRecord = true;
    try {
      expect((await send(change)).statusCode).toBe(500);
    } finally {
      trail.failAfterRecord = false;
    }
    expect(await entriesAfter(before)).toEqual([]);
    expect(await unchanged()).toBe(true);
  });
});
