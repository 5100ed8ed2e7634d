// A club's members, chat and orders (club-plan.mjs) written straight into the migrated schema of
// a stopped server, SQLite or PostgreSQL (club-database.mjs): 100,000 accounts through the API
// would hash 100,000 passwords (argon2id, hours); here every account reuses the bootstrap
// administrator's hash, so each signs in with BENCH_ADMIN's password.
//
// THE ONE PLACE THAT KNOWS THE TABLES THE CLUB FILLS. When a migration adds a column the server
// keeps up to date itself (a denormalised one: per-participant unread counters or read positions
// on `conversations`, a `last_message_id`, counters behind back-office tiles), fill it here, or
// the bench measures a database the server could never have produced:
// - a value known while generating goes in that table's `rows` below (one key, and its name
//   in `ints` if it is an integer);
// - a value that follows from other rows goes in DERIVED, one statement run once every row is
//   in, valid on both SQLite and PostgreSQL (as `last_message_at` is now).
// Then make `verify` check it: a CONSISTENT query counting the rows that are not as the
// server's own writes would have left them, or a figure the content checks expect.
// Filled now for migrations 009 (conversation_participants, conversations.last_message_id,
// chat_rooms.message_count; docs/decisions/028), 010 (orders.payment_mode) and 013
// (conversation_participants.last_message_id).
import { BENCH_ADMIN } from './clanhall-client.mjs';
import { openClubDatabase } from './club-database.mjs';
import { PAGE, planClub } from './club-plan.mjs';

const iso = (ms) => new Date(ms).toISOString();
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ROOM_ID = 1;
const SHIPPING = { address: '1 Hearth Lane', city: 'Galway', country: 'Ireland', postal_code: 'H91 X2Y3' };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An order number as the shop writes them (CH-day-eight Crockford base32), here the order's id. */
function orderNumber(id, atMs) {
  let code = '';
  for (let n = id; code.length < 8; n = Math.floor(n / 32)) code = CROCKFORD[n % 32] + code;
  return `CH-${iso(atMs).slice(0, 10).replace(/-/g, '')}-${code}`;
}

/** A message's sender as both message tables keep it: the account, and its name when it wrote. */
const sentBy = (plan, ids, message) => ({
  sender_id: ids.account(message.sender),
  sender_name: plan.accounts[message.sender].username,
});

const conversationStates = new WeakMap();

/**
 * Every conversation of the plan as the server's sends and reads would have left it
 * (conversations.repository.ts, docs/decisions/028), replayed message by message in id order:
 * `last`, its newest message; per participant (`a`, `b`) `unread`, the other's messages it has
 * not read, and `read`, the last message it has read (-1: none, read_id 0). A send moves the
 * sender's read position to it when nothing is unread to them and adds one to the recipient's
 * count; a message the plan calls read was read before the next came, which sets the
 * recipient's count to 0 and its position to that message. Indexes are into plan.messages.
 * Computed once per plan (two tables use it).
 */
function conversationsAsLeft(plan) {
  const known = conversationStates.get(plan);
  if (known) return known;
  const states = plan.conversations.map(() => ({ last: -1, a: { unread: 0, read: -1 }, b: { unread: 0, read: -1 } }));
  plan.messages.forEach((m, i) => {
    const state = states[m.conversation];
    const fromA = m.sender === plan.conversations[m.conversation].a;
    const [sender, recipient] = fromA ? [state.a, state.b] : [state.b, state.a];
    state.last = i;
    if (sender.unread === 0) sender.read = i;
    if (m.read) Object.assign(recipient, { unread: 0, read: i });
    else recipient.unread += 1;
  });
  conversationStates.set(plan, states);
  return states;
}

/**
 * Each table the club fills: `rows(plan, ids)`, whose keys are the columns written (every row
 * the same keys), and `ints`, those of them that are integers (the rest are text), for
 * PostgreSQL's bulk insert. `ids` maps the plan's indexes to the rows' ids, which are written
 * explicitly (after whatever the demo seed made), so rows can refer to each other.
 */
const TABLES = [
  {
    table: 'users',
    ints: ['id', 'token_version'],
    rows: (plan, ids) =>
      plan.accounts.map((a, n) => ({
        id: ids.account(n),
        username: a.username,
        email: `${a.username}@club.test`,
        password_hash: ids.passwordHash,
        first_name: a.firstName,
        last_name: 'of the Hall',
        role: 'member',
        status: a.status,
        // A ban raises the token version (docs/decisions/003).
        token_version: a.status === 'active' ? 0 : 1,
        created_at: iso(a.createdMs),
        updated_at: iso(a.createdMs),
      })),
  },
  {
    table: 'sessions',
    ints: ['user_id'],
    rows: (plan, ids) =>
      plan.accounts
        .map((a, n) => ({ ...a, id: ids.account(n) }))
        .filter((a) => a.signedIn)
        .map((a) => ({
          id: `club-session-${a.id}`,
          user_id: a.id,
          created_at: iso(ids.nowMs - WEEK_MS / 2),
          expires_at: iso(ids.nowMs + WEEK_MS / 2),
        })),
  },
  {
    table: 'friendships',
    ints: ['user_a', 'user_b'],
    rows: (plan, ids) =>
      plan.friendships.map(([a, b, ms]) => ({ user_a: ids.account(a), user_b: ids.account(b), created_at: iso(ms) })),
  },
  {
    table: 'conversations',
    // last_message_at: DERIVED.
    ints: ['id', 'user_a', 'user_b', 'last_message_id'],
    rows: (plan, ids) => {
      const states = conversationsAsLeft(plan);
      return plan.conversations.map((c, i) => ({
        id: ids.conversation(i),
        user_a: ids.account(c.a),
        user_b: ids.account(c.b),
        created_at: iso(c.createdMs),
        last_message_id: states[i].last < 0 ? null : ids.firstMessage + states[i].last,
      }));
    },
  },
  {
    // Both participants of every conversation (migration 009): the list's order, the unread
    // counts and where a read mark starts.
    table: 'conversation_participants',
    ints: ['conversation_id', 'user_id', 'other_id', 'unread', 'read_id', 'last_message_id'],
    rows: (plan, ids) => {
      const states = conversationsAsLeft(plan);
      return plan.conversations.flatMap((c, i) => {
        const { last, a, b } = states[i];
        const activityAt = iso(last < 0 ? c.createdMs : plan.messages[last].atMs);
        const row = (me, other, side) => ({
          conversation_id: ids.conversation(i),
          user_id: ids.account(me),
          other_id: ids.account(other),
          activity_at: activityAt,
          unread: side.unread,
          read_id: side.read < 0 ? 0 : ids.firstMessage + side.read,
          last_message_id: last < 0 ? null : ids.firstMessage + last,
        });
        return [row(c.a, c.b, a), row(c.b, c.a, b)];
      });
    },
  },
  {
    table: 'direct_messages',
    ints: ['id', 'conversation_id', 'sender_id'],
    rows: (plan, ids) =>
      plan.messages.map((m, i) => ({
        id: ids.firstMessage + i,
        conversation_id: ids.conversation(m.conversation),
        ...sentBy(plan, ids, m),
        content: m.text,
        read_at: m.read ? iso(m.atMs + 60_000) : null,
        created_at: iso(m.atMs),
      })),
  },
  {
    table: 'room_messages',
    ints: ['id', 'room_id', 'sender_id'],
    rows: (plan, ids) =>
      plan.roomMessages.map((m, i) => ({
        id: ids.firstRoomMessage + i,
        room_id: ROOM_ID,
        ...sentBy(plan, ids, m),
        message: m.text,
        message_type: 'text',
        created_at: iso(m.atMs),
      })),
  },
  {
    table: 'orders',
    ints: ['id', 'user_id', 'total_cents', 'item_count'],
    rows: (plan, ids) =>
      plan.orders.map((o, i) => {
        const id = ids.firstOrder + i;
        const account = plan.accounts[o.account];
        const address = JSON.stringify({ name: `${account.firstName} of the Hall`, ...SHIPPING });
        return {
          id,
          order_number: orderNumber(id, o.atMs),
          user_id: ids.account(o.account),
          username: account.username,
          total_cents: o.lines.reduce((sum, line) => sum + ids.products[line.product].price_cents * line.quantity, 0),
          item_count: o.lines.reduce((sum, line) => sum + line.quantity, 0),
          status: o.status,
          payment_status: o.status === 'cancelled' ? 'refunded' : 'paid',
          // The mode of the provider that took the payment (place-order.command.ts): the
          // bench's server has no Stripe key, so its built-in test provider takes every one.
          payment_mode: 'test',
          shipping_address: address,
          billing_address: address,
          created_at: iso(o.atMs),
          updated_at: iso(o.atMs),
        };
      }),
  },
  {
    table: 'order_items',
    ints: ['order_id', 'product_id', 'price_cents', 'quantity'],
    rows: (plan, ids) =>
      plan.orders.flatMap((o, i) =>
        o.lines.map((line) => {
          const product = ids.products[line.product];
          return {
            order_id: ids.firstOrder + i,
            product_id: product.id,
            name: product.name,
            description: product.description,
            price_cents: product.price_cents,
            quantity: line.quantity,
            status: o.status === 'cancelled' ? 'cancelled' : 'pending',
          };
        }),
      ),
  },
  // No `payments` rows: no measured call reads them. Add them here when one does.
];

/** Columns that follow from the rows above: a statement and its parameters. */
const DERIVED = [
  {
    sql: 'UPDATE conversations SET last_message_at = (SELECT m.created_at FROM direct_messages m WHERE m.conversation_id = conversations.id ORDER BY m.id DESC LIMIT 1) WHERE id >= ?',
    params: (plan, ids) => [ids.firstConversation],
  },
  // The room's count moves with its messages, as every insert of the server moves it
  // (addToMessageCount): the demo seed's messages were counted when it wrote them.
  {
    sql: 'UPDATE chat_rooms SET message_count = message_count + ? WHERE id = ?',
    params: (plan) => [plan.roomMessages.length, ROOM_ID],
  },
];

/**
 * Queries counting the club's rows that are not as the server would have left them, each 0 in
 * a sound fill (`?` is the club's first conversation id, unless `params` says otherwise). They
 * read the messages themselves, so they check the replay in conversationsAsLeft and the
 * DERIVED statements independently of them.
 */
const CONSISTENT = [
  {
    what: 'conversations whose last_message_id is not their newest message',
    sql: 'SELECT count(*) FROM conversations c WHERE c.id >= ? AND coalesce(c.last_message_id, 0) <> coalesce((SELECT max(m.id) FROM direct_messages m WHERE m.conversation_id = c.id), 0)',
  },
  {
    what: "participant rows whose last_message_id is not their conversation's",
    sql: 'SELECT count(*) FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id WHERE c.id >= ? AND coalesce(p.last_message_id, 0) <> coalesce(c.last_message_id, 0)',
  },
  {
    what: 'conversations without exactly their two participant rows',
    sql: 'SELECT count(*) FROM conversations c WHERE c.id >= ? AND (SELECT count(*) FROM conversation_participants p WHERE p.conversation_id = c.id AND ((p.user_id = c.user_a AND p.other_id = c.user_b) OR (p.user_id = c.user_b AND p.other_id = c.user_a))) <> 2',
  },
  {
    what: 'participant rows not of their conversation',
    sql: 'SELECT count(*) FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id WHERE c.id >= ? AND NOT ((p.user_id = c.user_a AND p.other_id = c.user_b) OR (p.user_id = c.user_b AND p.other_id = c.user_a))',
  },
  {
    what: 'participant rows whose activity_at is not the last message time (or the opening)',
    sql: 'SELECT count(*) FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id WHERE c.id >= ? AND p.activity_at <> coalesce(c.last_message_at, c.created_at)',
  },
  {
    what: "participant rows whose unread is not the count of the other's unread messages",
    sql: 'SELECT count(*) FROM conversation_participants p WHERE p.conversation_id >= ? AND p.unread <> (SELECT count(*) FROM direct_messages m WHERE m.conversation_id = p.conversation_id AND m.read_at IS NULL AND (m.sender_id IS NULL OR m.sender_id <> p.user_id))',
  },
  {
    // A read mark walks the messages after read_id: one at or before it would stay unread for ever.
    what: 'participant rows with an unread message at or before their read_id',
    sql: 'SELECT count(*) FROM conversation_participants p WHERE p.conversation_id >= ? AND EXISTS (SELECT 1 FROM direct_messages m WHERE m.conversation_id = p.conversation_id AND m.id <= p.read_id AND m.read_at IS NULL AND (m.sender_id IS NULL OR m.sender_id <> p.user_id))',
  },
  {
    // Nothing unread: the last read or the last own send was the newest message.
    what: 'participant rows past the last message, or short of it with nothing unread',
    sql: 'SELECT count(*) FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id WHERE c.id >= ? AND (p.read_id > coalesce(c.last_message_id, 0) OR (p.unread = 0 AND p.read_id <> coalesce(c.last_message_id, 0)))',
  },
  {
    what: 'rooms whose message_count is not their count of messages',
    sql: 'SELECT count(*) FROM chat_rooms r WHERE r.message_count <> (SELECT count(*) FROM room_messages m WHERE m.room_id = r.id)',
    params: [],
  },
];

/** The next free id of each table the plan refers into, and what the demo seed left to reuse. */
async function startingPoints(db) {
  const next = async (table) => Number((await db.all(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`))[0].n);
  const [admin] = await db.all("SELECT password_hash FROM users WHERE username = ? AND role = 'admin'", [BENCH_ADMIN.username]);
  if (!admin) throw new Error(`no administrator ${BENCH_ADMIN.username} to take the password hash from`);
  const rooms = await db.all("SELECT id FROM chat_rooms WHERE id = ? AND type = 'group'", [ROOM_ID]);
  if (rooms.length === 0) throw new Error(`the demo seed made no group room ${ROOM_ID}`);
  const products = await db.all('SELECT id, name, description, price_cents FROM products ORDER BY id');
  if (products.length === 0) throw new Error('the demo seed made no products');
  return {
    passwordHash: admin.password_hash,
    products,
    firstAccount: await next('users'),
    firstConversation: await next('conversations'),
    firstMessage: await next('direct_messages'),
    firstRoomMessage: await next('room_messages'),
    firstOrder: await next('orders'),
  };
}

/** What the content checks expect, read back from the database and checked against the plan. */
async function verify(db, plan, ids) {
  const member = ids.account(0);
  const one = async (sql, params) => Number(Object.values((await db.all(sql, params))[0])[0]);
  const facts = {
    member: { id: member, username: plan.accounts[0].username, password: BENCH_ADMIN.password },
    busyConversationId: ids.conversation(plan.expect.busyConversation),
    busyNewestMessageId: await one('SELECT max(id) FROM direct_messages WHERE conversation_id = ?', [
      ids.conversation(plan.expect.busyConversation),
    ]),
    memberConversations: await one('SELECT count(*) FROM conversations WHERE user_a = ? OR user_b = ?', [member, member]),
    newestConversationId: ids.conversation(plan.expect.newestConversation),
    unread: await one(
      'SELECT count(*) FROM direct_messages m JOIN conversations c ON c.id = m.conversation_id WHERE (c.user_a = ? OR c.user_b = ?) AND m.read_at IS NULL AND m.sender_id <> ?',
      [member, member, member],
    ),
    // What GET /api/chat/unread and the list's first page read: the member's participant rows.
    unreadCounted: await one('SELECT coalesce(sum(unread), 0) FROM conversation_participants WHERE user_id = ? AND unread > 0', [
      member,
    ]),
    unreadOnFirstPage: await one(
      'SELECT coalesce(sum(unread), 0) FROM (SELECT unread FROM conversation_participants WHERE user_id = ? ORDER BY activity_at DESC, conversation_id DESC LIMIT ?) page',
      [member, PAGE.conversations],
    ),
    newestListed: await one(
      'SELECT conversation_id FROM conversation_participants WHERE user_id = ? ORDER BY activity_at DESC, conversation_id DESC LIMIT 1',
      [member],
    ),
    // Every unread message of the club is counted once, for its recipient.
    unreadCounters: await one('SELECT coalesce(sum(unread), 0) FROM conversation_participants WHERE conversation_id >= ?', [
      ids.firstConversation,
    ]),
    accounts: await one('SELECT count(*) FROM users'),
    activeOthers: await one("SELECT count(*) FROM users WHERE status = 'active' AND id <> ?", [member]),
    orders: await one('SELECT count(*) FROM orders'),
    memberOrders: await one('SELECT count(*) FROM orders WHERE user_id = ?', [member]),
    roomId: ROOM_ID,
    roomNewestMessageId: await one('SELECT max(id) FROM room_messages WHERE room_id = ?', [ROOM_ID]),
    sizes: { members: plan.accounts.length, directMessages: plan.messages.length, roomMessages: plan.roomMessages.length },
  };
  const expected = {
    ...plan.expect,
    unreadCounted: plan.expect.unread,
    newestListed: facts.newestConversationId,
    unreadCounters: plan.messages.filter((m) => !m.read).length,
  };
  for (const key of [
    'memberConversations',
    'unread',
    'unreadCounted',
    'unreadOnFirstPage',
    'newestListed',
    'unreadCounters',
    'memberOrders',
  ]) {
    if (facts[key] !== expected[key])
      throw new Error(`the club's ${key} is ${facts[key]} in the database, ${expected[key]} in the plan`);
  }
  for (const { what, sql, params = [ids.firstConversation] } of CONSISTENT) {
    const wrong = await one(sql, params);
    if (wrong !== 0) throw new Error(`the club has ${wrong} ${what}`);
  }
  return facts;
}

/**
 * Fills the club of `size` (club-plan.mjs) into the database of a stopped server
 * (`{ sqlitePath }` or `{ databaseUrl }`). Returns what the content checks expect, and where
 * the club's ids start (`first`). `nowMs`: the club's present, for a test that plans the same
 * club again.
 */
export async function fillClub(where, size, { nowMs = Date.now() } = {}) {
  const started = Date.now();
  const db = await openClubDatabase(where);
  try {
    const start = await startingPoints(db);
    const plan = planClub(size, { products: start.products.length, nowMs });
    const ids = {
      ...start,
      nowMs,
      account: (n) => start.firstAccount + n,
      conversation: (i) => start.firstConversation + i,
    };
    await db.begin();
    for (const { table, ints, rows } of TABLES) await db.insert(table, rows(plan, ids), ints);
    for (const { sql, params } of DERIVED) await db.run(sql, params(plan, ids));
    await db.commit();
    await db.settle();
    const facts = await verify(db, plan, ids);
    const first = { account: start.firstAccount, conversation: start.firstConversation, message: start.firstMessage };
    return { ...facts, first, fillMs: Date.now() - started };
  } finally {
    await db.close();
  }
}
