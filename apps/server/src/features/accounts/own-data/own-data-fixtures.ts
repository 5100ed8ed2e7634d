// Fixtures of the own-data tests (export and own deletion): a member who has made a bit of
// everything, through the API where the API makes it (friends, messages, files, a profile
// picture), and straight into the tables where another feature's flow would (orders, a cart
// line: the shop is other features', which these tests do not import). Used by *.test.ts only.
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreatedUser, TestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/build-test-app.js';
import { randomIp, TINY_PNG_DATA_URL } from '../../../test/factories.js';
import { multipartForm, type FormFile } from '../../../test/multipart-form.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const PNG = Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64');

export function ownDataApi(t: TestApp) {
  const call = (method: Method, url: string, user?: CreatedUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user?.auth,
      remoteAddress: randomIp(),
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  const ok = async (status: number, method: Method, url: string, user: CreatedUser, payload?: unknown) => {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  return {
    call,
    ok,
    /** The pair's conversation id. */
    async befriend(a: CreatedUser, b: CreatedUser): Promise<number> {
      const sent = await ok(201, 'POST', '/api/chat/request', a, { recipient_id: b.id });
      const answered = await ok(200, 'POST', '/api/chat/respond', b, { request_id: sent.request.id, accept: true });
      return answered.conversation.id as number;
    },
    async send(user: CreatedUser, conversationId: number, message: string): Promise<{ id: number; created_at: string }> {
      return (await ok(201, 'POST', '/api/chat/send', user, { conversation_id: conversationId, message })).message;
    },
    async say(user: CreatedUser, roomId: number, message: string): Promise<{ id: number; created_at: string }> {
      return (await ok(201, 'POST', `/api/chat/rooms/${roomId}/messages`, user, { message })).message;
    },
    async upload(user: CreatedUser, path: string, files: FormFile[], fields: Record<string, string> = {}) {
      const form = multipartForm(files, fields);
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { ...user.auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().message as {
        id: number;
        created_at: string;
        attachments: { id: number; url: string; name: string; type: string; size: number }[];
      };
    },
    async createRoom(admin: CreatedUser, name: string): Promise<{ id: number; name: string }> {
      return (await ok(201, 'POST', '/api/admin/chat/rooms', admin, { name, type: 'group' })).room;
    },
  };
}

export type OwnDataApi = ReturnType<typeof ownDataApi>;

let sequence = 0;

/** A small picture of its own (stored images are kept by content: the tiny PNG would be everyone's). */
async function uniquePicture(): Promise<string> {
  const [r, g, b] = randomBytes(3);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An order as the checkout writes one (with one line), for the account or, with user null, nobody's. */
export async function insertOrder(t: TestApp, user: CreatedUser, name: string, priceCents = 1250) {
  const db = t.services.db.kysely;
  const at = new Date(Date.UTC(2026, 0, 1, 0, ++sequence)).toISOString();
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
      order_number: `CH-OWN-${sequence}-${randomBytes(3).toString('hex')}`,
      user_id: user.id,
      username: user.username,
      total_cents: priceCents,
      item_count: 1,
      status: 'processing',
      payment_status: 'paid',
      payment_mode: 'test',
      shipping_address: address,
      billing_address: address,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: null,
      name,
      description: `${name} described`,
      price_cents: priceCents,
      quantity: 1,
      status: 'pending',
    })
    .execute();
  return order;
}

/** A product and one line of it in the account's cart. */
export async function insertCartLine(t: TestApp, user: CreatedUser): Promise<void> {
  const db = t.services.db.kysely;
  const now = new Date().toISOString();
  const product = await db
    .insertInto('products')
    .values({
      name: `Ware ${randomBytes(3).toString('hex')}`,
      description: null,
      price_cents: 900,
      sale_price_cents: null,
      stock_quantity: 5,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cart_items')
    .values({ user_id: user.id, product_id: product.id, quantity: 2, created_at: now, updated_at: now })
    .execute();
}

export interface Scene {
  member: CreatedUser;
  friend: CreatedUser;
  /** Another member in the same room, who is nothing to the member. */
  stranger: CreatedUser;
  room: { id: number; name: string };
  conversationId: number;
  /** What the member wrote, oldest first: direct messages, then room messages. */
  written: {
    direct: {
      id: number;
      message: string;
      created_at: string;
      files: { id: number; name: string; type: string; size: number }[];
    }[];
    room: {
      id: number;
      message: string;
      created_at: string;
      files: { id: number; name: string; type: string; size: number }[];
    }[];
  };
  /** The bytes of the files the member sent, by attachment id. */
  sentFiles: Map<number, Buffer>;
  /** Texts and names of the others that must never reach the member's archive. */
  othersSecrets: string[];
}

/**
 * The member (role as asked) has a friend with a conversation both wrote in, files sent both
 * ways, messages and a file in a room where a stranger wrote too, a request sent, one received,
 * a block, a profile picture, a cart line and two orders; the friend and the stranger have
 * orders and friends of their own.
 */
export async function memberWithEverything(
  t: TestApp,
  admin: CreatedUser,
  role: 'member' | 'user' | 'admin' = 'member',
): Promise<Scene> {
  const api = ownDataApi(t);
  const [member, friend, stranger, asked, asking, blocked] = await Promise.all([
    createUser(t.app, { role }),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ]);
  await api.ok(200, 'PUT', '/api/auth/profile', member, { first_name: 'Aoife', avatar_url: await uniquePicture() });
  const conversationId = await api.befriend(member, friend);
  const room = await api.createRoom(admin, `Hall ${randomBytes(3).toString('hex')}`);
  const sentFiles = new Map<number, Buffer>();

  const d1 = await api.send(member, conversationId, 'Dia duit, a chara');
  await api.send(friend, conversationId, 'friend-secret-reply');
  const notes = Buffer.from(`notes ${randomBytes(8).toString('hex')}\n`.repeat(50));
  const d2 = await api.upload(member, `/api/chat/conversations/${conversationId}/files`, [
    { name: 'photo.png', content: PNG },
    { name: 'notes.txt', content: notes },
  ]);
  sentFiles.set(d2.attachments[0]!.id, PNG).set(d2.attachments[1]!.id, notes);
  await api.upload(friend, `/api/chat/conversations/${conversationId}/files`, [
    { name: 'friend-secret-file.txt', content: 'theirs' },
  ]);

  const r1 = await api.say(member, room.id, 'Hello, hall');
  await api.say(stranger, room.id, 'stranger-secret-words');
  const r2 = await api.upload(member, `/api/chat/rooms/${room.id}/files`, [{ name: 'banner.png', content: PNG }], {
    message: 'our banner',
  });
  sentFiles.set(r2.attachments[0]!.id, PNG);

  await api.ok(201, 'POST', '/api/chat/request', member, { recipient_id: asked.id });
  await api.ok(201, 'POST', '/api/chat/request', asking, { recipient_id: member.id });
  await api.ok(200, 'POST', '/api/chat/block', member, { user_id: blocked.id });
  // The others' own relations, which are nothing of the member's.
  await api.befriend(friend, stranger);
  await insertCartLine(t, member);
  await insertOrder(t, member, 'Brooch');
  await insertOrder(t, member, 'Cloak');
  await insertOrder(t, friend, 'friend-secret-order');

  const file = (a: { id: number; name: string; type: string; size: number }) => ({
    id: a.id,
    name: a.name,
    type: a.type,
    size: a.size,
  });
  return {
    member,
    friend,
    stranger,
    room,
    conversationId,
    written: {
      direct: [
        { id: d1.id, message: 'Dia duit, a chara', created_at: d1.created_at, files: [] },
        { id: d2.id, message: '', created_at: d2.created_at, files: d2.attachments.map(file) },
      ],
      room: [
        { id: r1.id, message: 'Hello, hall', created_at: r1.created_at, files: [] },
        { id: r2.id, message: 'our banner', created_at: r2.created_at, files: r2.attachments.map(file) },
      ],
    },
    sentFiles,
    othersSecrets: [
      'friend-secret-reply',
      'friend-secret-file',
      'stranger-secret-words',
      'friend-secret-order',
      friend.email,
      stranger.email,
      asked.email,
      asking.email,
      blocked.email,
    ],
  };
}
