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
// Then make `verify` check it if a content check relies on it.
import { BENCH_ADMIN } from './clanhall-client.mjs';
import { openClubDatabase } from './club-database.mjs';
import { planClub } from './club-plan.mjs';

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
    ints: ['id', 'user_a', 'user_b'],
    rows: (plan, ids) =>
      plan.conversations.map((c, i) => ({
        id: ids.conversation(i),
        user_a: ids.account(c.a),
        user_b: ids.account(c.b),
        created_at: iso(c.createdMs),
      })),
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

/** Columns that follow from the rows above; `?` is the first conversation id of the club. */
const DERIVED = [
  'UPDATE conversations SET last_message_at = (SELECT m.created_at FROM direct_messages m WHERE m.conversation_id = conversations.id ORDER BY m.id DESC LIMIT 1) WHERE id >= ?',
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
    unreadOnFirstPage: plan.expect.unreadOnFirstPage,
    accounts: await one('SELECT count(*) FROM users'),
    activeOthers: await one("SELECT count(*) FROM users WHERE status = 'active' AND id <> ?", [member]),
    orders: await one('SELECT count(*) FROM orders'),
    memberOrders: await one('SELECT count(*) FROM orders WHERE user_id = ?', [member]),
    roomId: ROOM_ID,
    roomNewestMessageId: await one('SELECT max(id) FROM room_messages WHERE room_id = ?', [ROOM_ID]),
    sizes: { members: plan.accounts.length, directMessages: plan.messages.length, roomMessages: plan.roomMessages.length },
  };
  for (const key of ['memberConversations', 'unread', 'memberOrders']) {
    if (facts[key] !== plan.expect[key])
      throw new Error(`the club's ${key} is ${facts[key]} in the database, ${plan.expect[key]} in the plan`);
  }
  return facts;
}

/**
 * Fills the club of `size` (club-plan.mjs) into the database of a stopped server
 * (`{ sqlitePath }` or `{ databaseUrl }`). Returns what the content checks expect.
 */
export async function fillClub(where, size) {
  const started = Date.now();
  const db = await openClubDatabase(where);
  try {
    const start = await startingPoints(db);
    const nowMs = Date.now();
    const plan = planClub(size, { products: start.products.length, nowMs });
    const ids = {
      ...start,
      nowMs,
      account: (n) => start.firstAccount + n,
      conversation: (i) => start.firstConversation + i,
    };
    await db.begin();
    for (const { table, ints, rows } of TABLES) await db.insert(table, rows(plan, ids), ints);
    for (const sql of DERIVED) await db.run(sql, [start.firstConversation]);
    await db.commit();
    await db.settle();
    const facts = await verify(db, plan, ids);
    return { ...facts, fillMs: Date.now() - started };
  } finally {
    await db.close();
  }
}
