// The signed-in member's and the administrator's everyday reads in a new club (30 members) and
// in a club of 100,000 (club-plan.mjs says what each holds), on SQLite and on PostgreSQL: the
// same calls must not be much slower for the club being big (issue 23). The clubs are filled
// by SQL into the stopped server's database (club-content.mjs); the tokens come from signing
// in through the API once the server is up, as the web app's would.
import { expectStatus, signInAdmin } from './clanhall-client.mjs';
import { fillClub } from './club-content.mjs';
import { BIG_CLUB, NEW_CLUB, PAGE } from './club-plan.mjs';

/**
 * The calls every page of the member site or back-office makes: a share of the hello-world's
 * req/s, judged where issue 23 measured it, the new club on the embedded SQLite. The big club is
 * held to the new club's figure instead (SCALE); on PostgreSQL the database server shares the two
 * cores with the app and the load, and the share is reported beside the SQLite one.
 */
const PRIVATE = { minRatio: 0.05 };
/** The club of 100,000 against the new club's same call, as 10,000 posts against 20. */
const SCALE = { maxFactor: 1.5, p99SlackMs: 2 };

/** A check of the JSON answer; each `expect` line is null when it holds. */
const answer = (lines) => (text) => lines(JSON.parse(text)).find((error) => error !== null) ?? null;
const expect = (what, actual, expected) => (actual === expected ? null : `${what} ${actual}, expected ${expected}`);

/** A page of messages as it opens: a full one, oldest first, ending with the newest. */
const newestPage = (newestId) =>
  answer(({ messages }) => [
    expect('messages', messages.length, PAGE.messages),
    expect('newest message id', messages.at(-1)?.id, newestId),
  ]);

/** A back-office list's first page of `page` (`list` is its key in the answer) and its total of `total`. */
const adminList = (list, total, page) =>
  answer((body) => [expect('total', body.total, total), expect(list, body[list].length, Math.min(page, total))]);

function clubTargets(f, { floor }) {
  const member = (target) => ({ ...target, as: 'member' });
  const admin = (target) => ({ ...target, as: 'admin' });
  return [
    member({
      key: 'messages',
      path: `/api/chat/messages/${f.busyConversationId}`,
      budget: floor ? PRIVATE : undefined,
      check: newestPage(f.busyNewestMessageId),
    }),
    member({
      key: 'conversations',
      path: '/api/chat/conversations',
      budget: floor ? PRIVATE : undefined,
      check: answer(({ conversations }) => [
        expect('conversations', conversations.length, Math.min(PAGE.conversations, f.memberConversations)),
        expect('the newest conversation', conversations[0]?.id, f.newestConversationId),
        expect(
          'unread on the page',
          conversations.reduce((sum, c) => sum + c.unread_count, 0),
          f.unreadOnFirstPage,
        ),
      ]),
    }),
    member({ key: 'unread', path: '/api/chat/unread', check: answer(({ count }) => [expect('unread', count, f.unread)]) }),
    admin({
      key: 'admin-users',
      path: '/api/admin/users',
      budget: floor ? PRIVATE : undefined,
      check: adminList('users', f.accounts, PAGE.adminUsers),
    }),
    admin({
      key: 'admin-orders',
      path: '/api/admin/orders',
      check: adminList('orders', f.orders, PAGE.adminOrders),
    }),
    member({
      key: 'all-users',
      // As Find Users asks for its first page (apps/web get-chat-users.ts).
      path: `/api/chat/all-users?limit=${PAGE.findUsers}`,
      check: answer(({ users }) => [
        expect('users', users.length, Math.min(PAGE.findUsers, f.activeOthers)),
        expect(
          'the member among them',
          users.some((u) => u.id === f.member.id),
          false,
        ),
      ]),
    }),
    member({
      key: 'room-messages',
      path: `/api/chat/rooms/${f.roomId}/messages`,
      check: newestPage(f.roomNewestMessageId),
    }),
    member({
      key: 'my-orders',
      path: '/api/shop/orders',
      check: answer(({ orders }) => [
        expect('orders', orders.length, Math.min(PAGE.shopOrders, f.memberOrders)),
        expect('orders without items', orders.filter((o) => o.items.length === 0).length, 0),
      ]),
    }),
    member({
      key: 'profile',
      path: '/api/auth/profile',
      budget: floor ? PRIVATE : undefined,
      check: answer(({ user }) => [expect('username', user.username, f.member.username)]),
    }),
  ];
}

const int = (n) => n.toLocaleString('en-US');

function clubScenario({ id, name, size, database, scaleOf, floor = false }) {
  let facts = null;
  return {
    id,
    name,
    database,
    async setup({ sqlitePath, databaseUrl }) {
      facts = await fillClub(databaseUrl ? { databaseUrl } : { sqlitePath }, size);
      console.log(
        `  content: ${int(facts.sizes.members)} members, ${int(facts.memberConversations)} conversations of ${facts.member.username} (one of ${int(size.busyMessages)} messages), ` +
          `${int(facts.sizes.directMessages)} direct and ${int(facts.sizes.roomMessages)} room messages, ${int(facts.orders)} orders; ` +
          `${facts.unread} unread to the member; filled in ${(facts.fillMs / 1000).toFixed(1)} s`,
      );
      return clubTargets(facts, { floor });
    },
    async signIn(baseUrl) {
      const { token } = await expectStatus(200, baseUrl, 'POST', '/api/auth/member/login', {
        body: { username: facts.member.username, password: facts.member.password },
      });
      return { member: token, admin: await signInAdmin(baseUrl) };
    },
    budgets: scaleOf ? { scaleOf: { scenario: scaleOf, ...SCALE } } : {},
    // Both clubs' servers up at once, each call measured on one and the other in turns.
    inTurnsWith: scaleOf,
  };
}

export const clubScenarios = [
  clubScenario({ id: 'club-30', name: 'new club (SQLite)', size: NEW_CLUB, floor: true }),
  clubScenario({ id: 'club-100000', name: 'club of 100,000 (SQLite)', size: BIG_CLUB, scaleOf: 'club-30' }),
  clubScenario({ id: 'club-30-pg', name: 'new club (PostgreSQL)', size: NEW_CLUB, database: 'postgres' }),
  clubScenario({
    id: 'club-100000-pg',
    name: 'club of 100,000 (PostgreSQL)',
    size: BIG_CLUB,
    database: 'postgres',
    scaleOf: 'club-30-pg',
  }),
];
