// The clubs the bench fills: what the content checks expect follows from the messages and
// orders themselves. `node --test scripts/bench/test/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BIG_CLUB, NEW_CLUB, PAGE, planClub } from '../club-plan.mjs';

const NOW = Date.UTC(2026, 10, 30);
const plan = (size) => planClub(size, { products: 6, nowMs: NOW });
// Planning the club of 100,000 takes seconds: once for every test.
const planned = new Map();
const club = (size) => planned.get(size) ?? planned.set(size, plan(size)).get(size);

/** The member's unread messages, counted from the messages rather than from the plan's sums. */
function unreadOf({ conversations, messages }) {
  const mine = new Set(conversations.flatMap((c, i) => (c.a === 0 || c.b === 0 ? [i] : [])));
  return messages.filter((m) => mine.has(m.conversation) && m.sender !== 0 && !m.read).length;
}

for (const [name, size] of [
  ['new club', NEW_CLUB],
  ['club of 100,000', BIG_CLUB],
]) {
  test(`${name}: the sizes asked for, and what the checks expect`, () => {
    const { accounts, conversations, messages, friendships, roomMessages, orders, expect } = club(size);
    assert.equal(accounts.length, size.members);
    assert.equal(expect.memberConversations, size.conversations);
    assert.equal(messages.filter((m) => m.conversation === expect.busyConversation).length, size.busyMessages);
    assert.equal(roomMessages.length, size.roomMessages);
    assert.equal(orders.length, size.orders);
    assert.equal(expect.memberOrders, size.memberOrders);
    assert.equal(expect.unread, unreadOf({ conversations, messages }));
    assert.ok(expect.unread > 0, 'some messages are unread to the member');
    // Every message of the busy conversation is read by the member (opening it changes no count).
    assert.ok(messages.every((m) => m.conversation !== expect.busyConversation || m.sender === 0 || m.read));
    // Messages are in time order, as their ids will be.
    assert.ok(messages.every((m, i) => i === 0 || messages[i - 1].atMs <= m.atMs));
    // Pairs are unique (the conversations_pair index) and the member talks only with active friends.
    assert.equal(new Set(conversations.map((c) => `${c.a}:${c.b}`)).size, conversations.length);
    const friends = new Set(friendships.filter(([a]) => a === 0).map(([, b]) => b));
    for (const c of conversations.filter((c) => c.a === 0)) {
      assert.ok(friends.has(c.b));
      assert.equal(accounts[c.b].status, 'active');
    }
  });
}

test('the conversation page: newest first, its unread sum from those conversations only', () => {
  const { conversations, messages, expect } = club(BIG_CLUB);
  const lastAt = new Map(messages.map((m) => [m.conversation, m.atMs]));
  const page = conversations
    .map((c, i) => ({ ...c, i, at: lastAt.get(i) }))
    .filter((c) => c.a === 0)
    .sort((x, y) => y.at - x.at)
    .slice(0, PAGE.conversations);
  assert.equal(expect.newestConversation, page[0].i);
  assert.equal(
    expect.unreadOnFirstPage,
    page.reduce((sum, c) => sum + c.unreadByA, 0),
  );
  assert.ok(expect.unreadOnFirstPage < expect.unread, 'some unread conversations are beyond the first page');
});

test('the same club on every run', () => {
  assert.deepEqual(plan(NEW_CLUB), club(NEW_CLUB));
});
