// What a club holds, before anything is stored: its members, who is friends and talks with
// whom, every message with its time and whether it was read, the group room's messages, the
// orders. Accounts and products are indexes here (account 0 is the member the bench signs in
// as); club-content.mjs turns them into rows. Deterministic (a seeded generator), so every run
// measures the same club, and with the figures the content checks expect worked out here,
// independently of the server's queries.
import { random } from './content.mjs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * The first pages the measured calls get, as the screens ask for them (LIMITS in
 * packages/shared): the defaults conversationPageDefault, chatPageDefault, adminListPageDefault
 * (users and orders, read as the screen scrolls) and shopPageDefault; Find Users asks for
 * findUsersPage at a time (the API's default for all-users stays adminPageDefault).
 */
export const PAGE = { conversations: 50, messages: 50, adminUsers: 50, adminOrders: 50, findUsers: 50, shopOrders: 200 };

// Sizes: `members` counts the measured member; the measured member talks with `conversations`
// others (the first, the busy one, holds `busyMessages`), is friends with them and
// `friendsWithoutConversation` more; every `unreadEvery`-th other conversation ends with
// `unreadPerConversation` messages the member has not read. Other members talk among
// themselves in `otherConversations`. Every `sessionEvery`-th member is signed in somewhere;
// every `bannedEvery`-th other one (0: none) is banned.
//
// The measured member's own history is as long in both clubs where a page can show it (a page
// of conversations as full as 29 others allow, the same 12 orders): what the big club adds is
// everyone else's rows and the member's older pages, which is what must not cost more. With 5
// conversations and 3 orders beside the big club's full pages, the ratio measured the length
// of the page (5 rows against 50), not the size of the club.
export const NEW_CLUB = {
  members: 30,
  conversations: 25,
  busyMessages: 80,
  messagesPerConversation: 8,
  unreadEvery: 2,
  unreadPerConversation: 2,
  friendsWithoutConversation: 3,
  otherConversations: 10,
  roomMessages: 60,
  orders: 40,
  memberOrders: 12,
  sessionEvery: 2,
  bannedEvery: 0,
};
export const BIG_CLUB = {
  members: 100_000,
  conversations: 1_000,
  busyMessages: 100_000,
  messagesPerConversation: 8,
  unreadEvery: 10,
  unreadPerConversation: 2,
  friendsWithoutConversation: 200,
  otherConversations: 20_000,
  roomMessages: 200_000,
  orders: 100_000,
  memberOrders: 12,
  sessionEvery: 2,
  bannedEvery: 101,
};

const FIRST_NAMES = [
  'Aoife',
  'Brendan',
  'Ciara',
  'Declan',
  'Eimear',
  'Fionn',
  'Grainne',
  'Hugh',
  'Isolde',
  'Lorcan',
  'Maeve',
  'Niall',
  'Orla',
  'Padraig',
  'Roisin',
  'Sean',
];
const WORDS =
  'the hall fire song bench tale king road night ale harp storm ship guild feast map quest stone raven oak door light friend market river'.split(
    ' ',
  );

/** `count` times between `fromMs` and `toMs`, ascending. */
function spread(count, fromMs, toMs) {
  const step = (toMs - fromMs) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => Math.round(fromMs + (i + 1) * step));
}

export function planClub(size, { products, nowMs = Date.now() }) {
  const next = random(size.members);
  const pick = (n) => Math.floor(next() * n);
  const text = () => {
    const words = Array.from({ length: 4 + pick(24) }, () => WORDS[pick(WORDS.length)]).join(' ');
    return `${words[0].toUpperCase()}${words.slice(1)}.`;
  };
  const partners = size.conversations + size.friendsWithoutConversation;
  if (partners >= size.members) throw new Error(`a club of ${size.members} cannot give one member ${partners} friends`);

  const accounts = Array.from({ length: size.members }, (_, n) => ({
    username: n === 0 ? 'club_member' : `member_${String(n).padStart(6, '0')}`,
    firstName: FIRST_NAMES[n % FIRST_NAMES.length],
    // The member's partners stay active, so the expected lists hold whoever they talk with.
    status: size.bannedEvery && n > partners && n % size.bannedEvery === 0 ? 'banned' : 'active',
    createdMs: nowMs - 3 * 365 * DAY + Math.round((n / size.members) * 2 * 365 * DAY),
    signedIn: n % size.sessionEvery === 0,
  }));
  const since = nowMs - 365 * DAY;
  const friendships = Array.from({ length: partners }, (_, i) => [0, i + 1, since]);
  const conversations = [];
  const messages = [];

  /** A conversation of `a` and `b` with a message at each of `times`, the last `unreadByA` from b unread by a. */
  const talk = (a, b, times, unreadByA = 0) => {
    const conversation = conversations.push({ a, b, createdMs: times[0] - MINUTE, unreadByA }) - 1;
    const senders = times.map((_, i) => (i >= times.length - unreadByA ? b : next() < 0.5 ? a : b));
    // b's messages are read by a but for the unread tail; a's are read by b up to b's last
    // message (whoever answers has seen what came before), so a's last words may wait unread.
    const lastByB = senders.lastIndexOf(b);
    times.forEach((atMs, i) => {
      const sender = senders[i];
      const read = sender === b ? i < times.length - unreadByA : i < lastByB;
      messages.push({ conversation, sender, atMs, text: text(), read });
    });
    return conversation;
  };

  // The busy conversation: all of it read by the member, its newest page the measured one.
  const busy = talk(0, 1, spread(size.busyMessages, nowMs - 2 * 365 * DAY, nowMs - 10 * MINUTE));
  for (let k = 1; k < size.conversations; k++) {
    const start = since + pick(360 * DAY);
    const times = spread(size.messagesPerConversation, start, start + pick(4 * DAY) + size.messagesPerConversation * MINUTE);
    talk(0, k + 1, times, k % size.unreadEvery === 0 ? size.unreadPerConversation : 0);
  }
  // Other members' conversations, pair by pair: the members beyond the measured member's
  // friends first, then (a small club) its friends too, no one in two of these pairs.
  if (2 * size.otherConversations > size.members - 1) throw new Error(`too few members for ${size.otherConversations} other conversations`);
  const others = [...Array.from({ length: size.members - 1 - partners }, (_, i) => partners + 1 + i), ...Array.from({ length: partners }, (_, i) => i + 1)];
  for (let j = 0; j < size.otherConversations; j++) {
    // Kept in order, as the server keeps a pair (user_a < user_b).
    const [a, b] = [others[2 * j], others[2 * j + 1]].sort((x, y) => x - y);
    friendships.push([a, b, since]);
    const start = since + pick(360 * DAY);
    talk(a, b, spread(5, start, start + pick(DAY) + 5 * MINUTE));
  }
  messages.sort((x, y) => x.atMs - y.atMs);

  const lastAt = new Map(messages.map((m) => [m.conversation, m.atMs]));
  const mine = conversations.map((c, i) => ({ ...c, i, at: lastAt.get(i) })).filter((c) => c.a === 0);
  // The list as the member sees it: by last activity, newest first, then by id (the order made here).
  const listed = [...mine].sort((x, y) => y.at - x.at || y.i - x.i).slice(0, PAGE.conversations);

  const roomMessages = spread(size.roomMessages, nowMs - 2 * 365 * DAY, nowMs - MINUTE).map((atMs) => ({
    sender: pick(size.members),
    atMs,
    text: text(),
  }));

  const memberOrderEvery = Math.floor(size.orders / size.memberOrders);
  const orders = spread(size.orders, nowMs - 3 * 365 * DAY, nowMs - 30 * MINUTE).map((atMs, i) => {
    const account =
      i % memberOrderEvery === memberOrderEvery - 1 && i < memberOrderEvery * size.memberOrders ? 0 : 1 + pick(size.members - 1);
    const age = nowMs - atMs;
    const status = next() < 0.03 ? 'cancelled' : age > 30 * DAY ? 'delivered' : age > 3 * DAY ? 'shipped' : 'processing';
    const lines = Array.from({ length: 1 + pick(3) }, () => ({ product: pick(products), quantity: 1 + pick(2) }));
    return { account, atMs, status, lines };
  });

  return {
    accounts,
    friendships,
    conversations,
    messages,
    roomMessages,
    orders,
    expect: {
      busyConversation: busy,
      memberConversations: mine.length,
      unread: mine.reduce((sum, c) => sum + c.unreadByA, 0),
      newestConversation: listed[0].i,
      unreadOnFirstPage: listed.reduce((sum, c) => sum + c.unreadByA, 0),
      memberOrders: orders.filter((o) => o.account === 0).length,
    },
  };
}
