// Objects for the audit-trail tests, written straight into the database: making them through
// the API would write audit entries of their own, and each test counts exactly one.
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';

const now = () => new Date().toISOString();
const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

export function auditFixtures(t: TestApp) {
  const db = t.services.db.kysely;
  return {
    async post(status: 'published' | 'draft' = 'published') {
      const title = unique('Tale');
      const row = await db
        .insertInto('blog_posts')
        .values({
          title,
          content: 'Once upon a time',
          tags: '',
          status,
          author_id: null,
          author_name: 'admin',
          created_at: now(),
          updated_at: now(),
        })
        .returning(['id', 'title'])
        .executeTakeFirstOrThrow();
      return row;
    },

    async category() {
      const name = unique('Shelf');
      return db
        .insertInto('categories')
        .values({ name, created_at: now(), updated_at: now() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    async product() {
      const name = unique('Mug');
      return db
        .insertInto('products')
        .values({ name, price_cents: 1250, stock_quantity: 5, created_at: now(), updated_at: now() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    /** An order of one buyer with one item. */
    async order(buyer: { id: number; username: string }) {
      const address = JSON.stringify({
        name: 'Aoife',
        address: '1 Hearth Lane',
        city: 'Galway',
        country: 'Ireland',
        postal_code: 'H91',
      });
      const order = await db
        .insertInto('orders')
        .values({
          order_number: `CH-20260101-${randomBytes(4).toString('hex').toUpperCase()}`,
          user_id: buyer.id,
          username: buyer.username,
          total_cents: 1250,
          item_count: 1,
          status: 'processing',
          payment_status: 'paid',
          payment_mode: 'test',
          shipping_address: address,
          billing_address: address,
          created_at: now(),
          updated_at: now(),
        })
        .returning(['id', 'order_number'])
        .executeTakeFirstOrThrow();
      const item = await db
        .insertInto('order_items')
        .values({
          order_id: order.id,
          product_id: null,
          name: unique('Cloak'),
          description: null,
          price_cents: 1250,
          quantity: 1,
          status: 'processing',
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      // As the checkout announces its orders: the back office's kept counts see it (services/kept-values.ts).
      t.services.events.emit('order.written', { orderId: order.id, userId: buyer.id });
      return { ...order, item };
    },

    async room(type: 'group' | 'private' = 'group') {
      const name = unique('Hall');
      const room = await db
        .insertInto('chat_rooms')
        .values({ name, type, created_by: null, created_at: now() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      t.services.events.emit('chat-room.written', { roomId: room.id });
      return room;
    },

    async roomMember(roomId: number, userId: number) {
      await db.insertInto('room_members').values({ room_id: roomId, user_id: userId, added_at: now() }).execute();
    },

    async roomMessage(roomId: number, sender: { id: number; username: string }) {
      return db
        .insertInto('room_messages')
        .values({
          room_id: roomId,
          sender_id: sender.id,
          sender_name: sender.username,
          message: 'Well met',
          message_type: 'text',
          created_at: now(),
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
    },

    /** A file on a room message; its bytes need not exist (removal leaves a missing file be). */
    async attachment(roomMessageId: number, uploaderId: number) {
      const name = `${randomUsername('scroll')}.pdf`;
      return db
        .insertInto('attachments')
        .values({
          direct_message_id: null,
          room_message_id: roomMessageId,
          uploader_id: uploaderId,
          storage_key: `chat/${randomBytes(8).toString('hex')}`,
          name,
          type: 'application/pdf',
          size: 10,
          width: null,
          height: null,
          duration: null,
          created_at: now(),
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    async report(roomMessageId: number, reporterId: number) {
      return db
        .insertInto('message_reports')
        .values({
          kind: 'room',
          message_id: roomMessageId,
          reporter_id: reporterId,
          reason: 'Rude',
          status: 'open',
          created_at: now(),
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
    },

    async contactMessage() {
      const name = unique('Visitor');
      return db
        .insertInto('contact_messages')
        .values({
          name,
          email: 'visitor@example.test',
          phone: null,
          reason: 'Support',
          message: 'Hello',
          ip: null,
          is_read: 0,
          created_at: now(),
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },
  };
}

export type AuditFixtures = ReturnType<typeof auditFixtures>;
