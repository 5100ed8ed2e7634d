// platform.md §7: every administrator change is written to the audit log with who, when and
// what; docs/decisions/013: in the change's own transaction. Each kind of change through its
// real route writes exactly one entry (the signed-in administrator, the action, the target, a
// summary naming the object); a refused change writes none; a change whose transaction fails
// after the entry was written leaves neither.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomEmail, randomIp, randomUsername } from '../../test/factories.js';
import { createAuditLog, type AuditLog } from '../../services/audit-log.js';
import { auditFixtures, type AuditFixtures } from './audit-trail-fixtures.js';

type Target = [type: AuditTargetType, id: number | null];
type Answer = Record<string, { id: number }>;

interface Change {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** Read from the answer when the request creates the object. */
  target: Target | ((answer: Answer) => Target);
  summary: string;
  /** Sent in the body, never to be found in the entry. */
  secrets?: string[];
}

let t: TestApp;
let fx: AuditFixtures;
let admin: CreatedUser;
let member: CreatedUser;
/** When set, record() writes its entry and then throws, as any later step of a change could. */
let failAfterRecord = false;

beforeAll(async () => {
  // The real writer, wrapped so one test can make a transaction fail after the entry is written.
  const auditLog: AuditLog = {
    async record(entry, executor) {
      await createAuditLog({ db: t.services.db, clock: t.services.clock }).record(entry, executor);
      if (failAfterRecord) throw new Error('a later step of the change failed');
    },
  };
  t = await buildTestApp({}, { services: { auditLog } });
  fx = auditFixtures(t);
  admin = await createUser(t.app, { role: 'admin' });
  member = await createUser(t.app);
});
afterAll(() => t.close());

const send = (change: Pick<Change, 'method' | 'url' | 'payload'>, headers = admin.auth) =>
  t.app.inject({
    method: change.method,
    url: change.url,
    headers,
    remoteAddress: randomIp(),
    ...(change.payload ? { payload: change.payload } : {}),
  } as InjectOptions);

const lastId = async () =>
  (
    await t.services.db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? 0;

const entriesAfter = (id: number) =>
  t.services.db.kysely.selectFrom('audit_log').selectAll().where('id', '>', id).orderBy('id').execute();

/** Every kind of administrator change, arranged on fresh objects. */
const CHANGES: [label: string, action: AuditAction, arrange: () => Promise<Change>][] = [
  [
    'a new account',
    'user.created',
    async () => {
      const username = randomUsername();
      return {
        method: 'POST',
        url: '/api/admin/users',
        payload: { username, email: randomEmail(), password: 'secret-pass', role: 'member' },
        target: (answer) => ['user', answer.user!.id],
        summary: `Created user ${username} (Member)`,
      };
    },
  ],
  [
    'an account edit (fields named, the password never shown)',
    'user.updated',
    async () => {
      const user = await createUser(t.app);
      const password = `pw-${randomUsername()}`;
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { email: randomEmail(), password, role: 'admin' },
        target: ['user', user.id],
        summary: `Updated user ${user.username}: email, password, role Administrator`,
        secrets: [password],
      };
    },
  ],
  [
    'a rename',
    'user.updated',
    async () => {
      const user = await createUser(t.app);
      const username = randomUsername('renamed');
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { username },
        target: ['user', user.id],
        summary: `Updated user ${username} (was ${user.username}): username`,
      };
    },
  ],
  [
    'a ban',
    'user.status',
    async () => {
      const user = await createUser(t.app);
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/status`,
        payload: { status: 'banned' },
        target: ['user', user.id],
        summary: `Banned user ${user.username}`,
      };
    },
  ],
  [
    'an account deletion',
    'user.deleted',
    async () => {
      const user = await createUser(t.app);
      return {
        method: 'DELETE',
        url: `/api/admin/users/${user.id}`,
        target: ['user', user.id],
        summary: `Deleted user ${user.username}`,
      };
    },
  ],
  [
    'a new post',
    'post.created',
    async () => {
      const title = randomUsername('Tale');
      return {
        method: 'POST',
        url: '/api/admin/blog-posts',
        payload: { title, content: 'Once upon a time', status: 'draft' },
        target: (answer) => ['post', answer.post!.id],
        summary: `Created draft post “${title}”`,
      };
    },
  ],
  [
    'a post edit',
    'post.updated',
    async () => {
      const post = await fx.post();
      const title = randomUsername('Retold');
      return {
        method: 'PUT',
        url: `/api/admin/blog-posts/${post.id}`,
        payload: { title, content: 'Again' },
        target: ['post', post.id],
        summary: `Edited post “${title}”`,
      };
    },
  ],
  [
    'unpublishing a post',
    'post.status',
    async () => {
      const post = await fx.post();
      return {
        method: 'PUT',
        url: `/api/admin/blog-posts/${post.id}/status`,
        payload: { status: 'draft' },
        target: ['post', post.id],
        summary: `Unpublished post “${post.title}”`,
      };
    },
  ],
  [
    'a post deletion',
    'post.deleted',
    async () => {
      const post = await fx.post();
      return {
        method: 'DELETE',
        url: `/api/admin/blog-posts/${post.id}`,
        target: ['post', post.id],
        summary: `Deleted post “${post.title}”`,
      };
    },
  ],
  [
    'a new product',
    'product.created',
    async () => {
      const name = randomUsername('Mug');
      return {
        method: 'POST',
        url: '/api/admin/shop/products',
        payload: { name, price: 12.5 },
        target: (answer) => ['product', answer.product!.id],
        summary: `Created product “${name}”`,
      };
    },
  ],
  [
    'a product edit',
    'product.updated',
    async () => {
      const product = await fx.product();
      return {
        method: 'PUT',
        url: `/api/admin/shop/products/${product.id}`,
        payload: { name: product.name, price: 3 },
        target: ['product', product.id],
        summary: `Edited product “${product.name}”`,
      };
    },
  ],
  [
    'a product deletion',
    'product.deleted',
    async () => {
      const product = await fx.product();
      return {
        method: 'DELETE',
        url: `/api/admin/shop/products/${product.id}`,
        target: ['product', product.id],
        summary: `Deleted product “${product.name}”`,
      };
    },
  ],
  [
    'a new category',
    'category.created',
    async () => {
      const name = randomUsername('Shelf');
      return {
        method: 'POST',
        url: '/api/admin/shop/categories',
        payload: { name },
        target: (answer) => ['category', answer.category!.id],
        summary: `Created category “${name}”`,
      };
    },
  ],
  [
    'a category edit',
    'category.updated',
    async () => {
      const category = await fx.category();
      const name = randomUsername('Renamed');
      return {
        method: 'PUT',
        url: `/api/admin/shop/categories/${category.id}`,
        payload: { name },
        target: ['category', category.id],
        summary: `Edited category “${name}”`,
      };
    },
  ],
  [
    'a category deletion',
    'category.deleted',
    async () => {
      const category = await fx.category();
      return {
        method: 'DELETE',
        url: `/api/admin/shop/categories/${category.id}`,
        target: ['category', category.id],
        summary: `Deleted category “${category.name}”`,
      };
    },
  ],
  [
    "an order's status",
    'order.status',
    async () => {
      const order = await fx.order(member);
      return {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status: 'shipped' },
        target: ['order', order.id],
        summary: `Set order ${order.order_number} to Shipped`,
      };
    },
  ],
  [
    "an order item's status",
    'order-item.status',
    async () => {
      const order = await fx.order(member);
      return {
        method: 'PUT',
        url: `/api/admin/order-items/${order.item.id}/status`,
        payload: { status: 'delivered' },
        target: ['order-item', order.item.id],
        summary: `Set item “${order.item.name}” of order ${order.order_number} to Delivered`,
      };
    },
  ],
  [
    'a new room',
    'room.created',
    async () => {
      const name = randomUsername('Council');
      return {
        method: 'POST',
        url: '/api/admin/chat/rooms',
        payload: { name, type: 'private' },
        target: (answer) => ['room', answer.room!.id],
        summary: `Created private room “${name}”`,
      };
    },
  ],
  [
    'a room deletion',
    'room.deleted',
    async () => {
      const room = await fx.room();
      return {
        method: 'DELETE',
        url: `/api/admin/chat/rooms/${room.id}`,
        target: ['room', room.id],
        summary: `Deleted room “${room.name}”`,
      };
    },
  ],
  [
    'clearing a room',
    'room.cleared',
    async () => {
      const room = await fx.room();
      await fx.roomMessage(room.id, member);
      await fx.roomMessage(room.id, member);
      return {
        method: 'DELETE',
        url: `/api/chat/rooms/${room.id}/messages`,
        target: ['room', room.id],
        summary: `Cleared room “${room.name}” (2 messages)`,
      };
    },
  ],
  [
    'adding a member',
    'room-member.added',
    async () => {
      const room = await fx.room('private');
      return {
        method: 'POST',
        url: `/api/admin/chat/rooms/${room.id}/members`,
        payload: { user_id: member.id },
        target: ['room', room.id],
        summary: `Added ${member.username} to room “${room.name}”`,
      };
    },
  ],
  [
    'removing a member',
    'room-member.removed',
    async () => {
      const room = await fx.room('private');
      await fx.roomMember(room.id, member.id);
      return {
        method: 'DELETE',
        url: `/api/admin/chat/rooms/${room.id}/members/${member.id}`,
        target: ['room', room.id],
        summary: `Removed ${member.username} from room “${room.name}”`,
      };
    },
  ],
  [
    'deleting a room message',
    'message.deleted',
    async () => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, member);
      return {
        method: 'DELETE',
        url: `/api/admin/chat/messages/${message.id}`,
        target: ['message', message.id],
        summary: `Deleted a message by ${member.username} in room “${room.name}”`,
      };
    },
  ],
  [
    "deleting a member's file",
    'attachment.deleted',
    async () => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, member);
      const file = await fx.attachment(message.id, member.id);
      return {
        method: 'DELETE',
        url: `/api/chat/attachments/${file.id}`,
        target: ['attachment', file.id],
        summary: `Deleted file “${file.name}” from a message by ${member.username} in room “${room.name}”`,
      };
    },
  ],
  [
    'dismissing a report',
    'report.dismissed',
    async () => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, admin);
      const report = await fx.report(message.id, member.id);
      return {
        method: 'POST',
        url: `/api/admin/chat/reports/${report.id}/dismiss`,
        target: ['report', report.id],
        summary: `Dismissed ${member.username}’s report of a message by ${admin.username} in room “${room.name}”`,
      };
    },
  ],
  [
    'removing a reported message',
    'report.removed',
    async () => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, admin);
      const report = await fx.report(message.id, member.id);
      return {
        method: 'POST',
        url: `/api/admin/chat/reports/${report.id}/remove`,
        target: ['report', report.id],
        summary: `Removed a message by ${admin.username} in room “${room.name}”, reported by ${member.username}`,
      };
    },
  ],
  [
    'saving settings (keys named, never values)',
    'settings.saved',
    async () => {
      const pass = `pw-${randomUsername()}`;
      return {
        method: 'POST',
        url: '/api/admin/settings',
        payload: {
          site_title: randomUsername('Hall'),
          smtp_config: JSON.stringify({ host: 'smtp.example.test', port: 2525, user: 'mailer', pass }),
        },
        target: ['settings', null],
        summary: 'Saved settings: site_title, smtp_config',
        secrets: [pass, 'smtp.example.test'],
      };
    },
  ],
  [
    'marking an inbox message read',
    'contact-message.read',
    async () => {
      const message = await fx.contactMessage();
      return {
        method: 'PUT',
        url: `/api/admin/contact-messages/${message.id}/read`,
        payload: { is_read: true },
        target: ['contact-message', message.id],
        summary: `Marked the message from ${message.name} as read`,
      };
    },
  ],
  [
    'deleting an inbox message',
    'contact-message.deleted',
    async () => {
      const message = await fx.contactMessage();
      return {
        method: 'DELETE',
        url: `/api/admin/contact-messages/${message.id}`,
        target: ['contact-message', message.id],
        summary: `Deleted the message from ${message.name}`,
      };
    },
  ],
];

describe('every administrator change', () => {
  it.each(CHANGES)('%s writes one entry (%s)', async (_label, action, arrange) => {
    const change = await arrange();
    const before = await lastId();
    const res = await send(change);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [type, id] = typeof change.target === 'function' ? change.target(res.json()) : change.target;
    const entries = await entriesAfter(before);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: admin.id,
        actor_name: admin.username,
        action,
        target_type: type,
        target_id: id,
        summary: change.summary,
        created_at: expect.any(String),
      },
    ]);
    for (const secret of change.secrets ?? []) expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('leaves no action code untested', () => {
    expect([...new Set(CHANGES.map(([, action]) => action))].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('writes nothing for a save that changes nothing', async () => {
    const change = { method: 'POST', url: '/api/admin/settings', payload: { site_title: randomUsername('Same') } } as const;
    expect((await send(change)).statusCode).toBe(200);
    const before = await lastId();
    expect((await send(change)).statusCode).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);
  });
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
    failAfterRecord = true;
    try {
      expect((await send(change)).statusCode).toBe(500);
    } finally {
      failAfterRecord = false;
    }
    expect(await entriesAfter(before)).toEqual([]);
    expect(await unchanged()).toBe(true);
  });
});
