// The club fill against the server that is measured on it: a small club written into a stopped
// server's database (club-content.mjs), then the server started on it, whose chat and order
// answers must be the plan's. The counts the server keeps itself (migrations 009, 010) are
// only read here, so a fill that leaves them out or wrong shows as a wrong list, unread total or
// read mark, as it would in the bench. Needs the build (made when stale, as npm test does).
// SQLite by default; on PostgreSQL as the API tests take it:
//   node --test scripts/bench/test/club-content.test.mjs
//   TEST_DIALECT=postgres TEST_DATABASE_URL=postgres://… node --test scripts/bench/test/club-content.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ensureBuilt } from '../../lib/ensure.mjs';
import { BENCH_ADMIN, expectStatus } from '../clanhall-client.mjs';
import { installCleanup, makeTempDir, removeTempDir } from '../cleanup.mjs';
import { fillClub } from '../club-content.mjs';
import { openClubDatabase } from '../club-database.mjs';
import { NEW_CLUB, PAGE, planClub } from '../club-plan.mjs';
import { createBenchDatabase } from '../postgres.mjs';
import { startClanhall } from '../servers.mjs';

const dialect = process.env.TEST_DIALECT ?? 'sqlite';
if (!['sqlite', 'postgres'].includes(dialect)) throw new Error(`TEST_DIALECT is sqlite or postgres, not "${dialect}"`);
if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');

// More conversations of the member than a list page, a busy one longer than a message page,
// a third of them ending unread, banned members among the others: seconds to fill and start.
const SMALL = {
  ...NEW_CLUB,
  members: 200,
  conversations: PAGE.conversations + 10,
  busyMessages: PAGE.messages * 2 + 20,
  unreadEvery: 3,
  otherConversations: 30,
  bannedEvery: 7,
};

const iso = (ms) => new Date(ms).toISOString();

describe(`the club fill on ${dialect}, as the server reads it`, () => {
  let database = null;
  let dataDir = '';
  let server = null;
  let facts;
  let plan;
  let roomMessages;
  let memberToken;
  const api = (method, path, options = {}) =>
    expectStatus(options.status ?? 200, server.baseUrl, method, path, { token: memberToken, ...options });
  const conversationId = (i) => facts.first.conversation + i;
  const messageId = (index) => facts.first.message + index;
  /** A conversation's messages in id order, with their plan indexes. */
  const messagesOf = (i) => plan.messages.map((m, index) => ({ ...m, index })).filter((m) => m.conversation === i);
  /** The member's conversations as the list must show them: by last message, newest first, then by id. */
  const listed = () =>
    plan.conversations
      .map((c, i) => ({ ...c, i, last: messagesOf(i).at(-1) }))
      .filter((c) => c.a === 0)
      .sort((x, y) => y.last.atMs - x.last.atMs || y.i - x.i);

  before(async () => {
    installCleanup();
    ensureBuilt();
    database = dialect === 'postgres' ? createBenchDatabase(process.env.TEST_DATABASE_URL) : null;
    const databaseUrl = database?.url ?? '';
    dataDir = makeTempDir('clanhall-club-test-');
    const first = await startClanhall(dataDir, { databaseUrl });
    await first.stop();
    const where = databaseUrl ? { databaseUrl } : { sqlitePath: join(dataDir, 'clanhall.sqlite') };
    const nowMs = Date.now();
    facts = await fillClub(where, SMALL, { nowMs });
    const db = await openClubDatabase(where);
    try {
      const count = async (sql) => Number(Object.values((await db.all(sql))[0])[0]);
      plan = planClub(SMALL, { products: await count('SELECT count(*) FROM products'), nowMs });
      roomMessages = await count(`SELECT count(*) FROM room_messages WHERE room_id = ${facts.roomId}`);
    } finally {
      await db.close();
    }
    server = await startClanhall(dataDir, { databaseUrl });
    memberToken = (await signIn(facts.member.username)).token;
  });

  after(async () => {
    await server?.stop();
    if (dataDir) removeTempDir(dataDir);
    database?.drop();
  });

  /** Every account of the club has the administrator's password hash (club-content.mjs). */
  const signIn = (username) =>
    expectStatus(200, server.baseUrl, 'POST', '/api/auth/member/login', { body: { username, password: BENCH_ADMIN.password } });

  test('the plan is a mix: most conversations read, some with messages unread to either side', () => {
    const mine = listed();
    const unreadToMember = mine.filter((c) => c.unreadByA > 0).length;
    assert.ok(unreadToMember > 0 && unreadToMember < mine.length / 2, `${unreadToMember} of ${mine.length} unread to the member`);
    const unreadToPartner = mine.filter((c) => messagesOf(c.i).some((m) => m.sender === 0 && !m.read)).length;
    assert.ok(unreadToPartner > 0 && unreadToPartner < mine.length, `${unreadToPartner} of ${mine.length} unread to the partner`);
  });

  test('the conversation list: all of the member’s, by last activity, each with its unread count and last message', async () => {
    const pages = [];
    let cursor = null;
    do {
      const { conversations, next_cursor } = await api(
        'GET',
        `/api/chat/conversations${cursor ? `?before=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(conversations);
      cursor = next_cursor;
    } while (cursor && pages.length < 10);
    assert.equal(pages[0].length, PAGE.conversations);
    assert.equal(pages[0][0].id, facts.newestConversationId);
    assert.equal(
      pages[0].reduce((sum, c) => sum + c.unread_count, 0),
      facts.unreadOnFirstPage,
    );
    const shown = pages.flat().map((c) => ({
      id: c.id,
      participant: c.participant.id,
      unread: c.unread_count,
      last: c.last_message,
      at: c.last_message_time,
    }));
    const expected = listed().map((c) => ({
      id: conversationId(c.i),
      participant: facts.first.account + c.b,
      unread: c.unreadByA,
      last: c.last.text,
      at: iso(c.last.atMs),
    }));
    assert.deepEqual(shown, expected);
  });

  test('the unread total is the plan’s, the sum of the list’s', async () => {
    assert.equal((await api('GET', '/api/chat/unread')).count, plan.expect.unread);
    assert.equal(facts.unread, plan.expect.unread);
  });

  test('a messages page: the busy conversation’s newest, read as the plan says, and opening it changes no count', async () => {
    const busy = plan.expect.busyConversation;
    const { messages } = await api('GET', `/api/chat/messages/${conversationId(busy)}`);
    const expected = messagesOf(busy).slice(-PAGE.messages);
    assert.deepEqual(
      messages.map((m) => ({ id: m.id, own: m.is_own, read: m.read })),
      expected.map((m) => ({ id: messageId(m.index), own: m.sender === 0, read: m.read })),
    );
    assert.equal(messages.at(-1).id, facts.busyNewestMessageId);
    assert.equal((await api('GET', '/api/chat/unread')).count, plan.expect.unread);
  });

  test('opening an unread conversation marks exactly its unread messages read (read_id is where they start)', async () => {
    const unread = listed().find((c) => c.unreadByA > 0);
    const { messages } = await api('GET', `/api/chat/messages/${conversationId(unread.i)}`);
    const theirs = messages.filter((m) => !m.is_own);
    assert.ok(theirs.length >= unread.unreadByA);
    assert.ok(
      theirs.every((m) => m.read),
      'every message of the partner is read once the member has opened the conversation',
    );
    assert.equal((await api('GET', '/api/chat/unread')).count, plan.expect.unread - unread.unreadByA);
    const { conversations } = await api('GET', '/api/chat/conversations');
    assert.equal(conversations.find((c) => c.id === conversationId(unread.i))?.unread_count, 0);
  });

  test('the partner’s side: its unread count is the member’s unread messages; a send adds one and moves the conversation to the top', async () => {
    const waiting = listed().find((c) => c.unreadByA === 0 && messagesOf(c.i).some((m) => m.sender === 0 && !m.read));
    const unreadToPartner = messagesOf(waiting.i).filter((m) => m.sender === 0 && !m.read).length;
    const partner = await signIn(plan.accounts[waiting.b].username);
    const asPartner = { token: partner.token };
    // Each partner of the member talks with the member only (club-plan.mjs).
    assert.equal((await api('GET', '/api/chat/unread', asPartner)).count, unreadToPartner);

    const sent = await api('POST', '/api/chat/send', {
      status: 201,
      body: { conversation_id: conversationId(waiting.i), message: 'Still at the hall?' },
    });
    assert.equal((await api('GET', '/api/chat/unread', asPartner)).count, unreadToPartner + 1);
    const { conversations } = await api('GET', '/api/chat/conversations');
    assert.deepEqual(
      { id: conversations[0].id, last: conversations[0].last_message },
      { id: conversationId(waiting.i), last: 'Still at the hall?' },
    );

    // The partner reads: everything from the member from the fill's read position on.
    const { messages } = await api('GET', `/api/chat/messages/${conversationId(waiting.i)}`, asPartner);
    assert.equal(messages.at(-1).id, sent.message.id);
    assert.ok(messages.filter((m) => !m.is_own).every((m) => m.read));
    assert.equal((await api('GET', '/api/chat/unread', asPartner)).count, 0);
  });

  test('the room’s message count is its messages', async () => {
    const { rooms } = await api('GET', '/api/chat/all-rooms');
    assert.equal(rooms.find((r) => r.id === facts.roomId)?.message_count, roomMessages);
    assert.ok(roomMessages >= plan.roomMessages.length);
  });

  test('the member’s orders, each a test payment as the bench’s server would have taken it', async () => {
    const { orders } = await api('GET', '/api/shop/orders');
    assert.equal(orders.length, plan.expect.memberOrders);
    assert.deepEqual(new Set(orders.map((o) => o.payment_mode)), new Set(['test']));
  });
});
