/* global FormData, Blob -- Node 20 has them as globals */
// What the audited screens show, made through the API the way e2e/support's fixtures make it
// (accounts by the administrator, friends who accepted each other, messages with files, a
// cart, a paid order, a report, a private room, a contact message), on top of the demo content
// (posts, products, categories, The Great Hall). Every list the audit opens has rows in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/ensure.mjs';

/** The bootstrap administrator of `startServer()` (scripts/lib/server-process.mjs). */
export const AUDIT_ADMIN = { username: 'admin', password: 'audit-admin-pass' };

const PASSWORD = 'audit-member-pass';

function client(baseUrl) {
  return async function call(what, expected, method, path, { body, token, form, address } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Payments and the contact form are limited per address: each caller says its own.
    if (address) headers['x-forwarded-for'] = address;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`audit seed: ${what} answered ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

const media = (name) => readFileSync(join(root, 'apps/web/public/media', name));

/** The files each chat carries: a picture, a video (the player dialog) and a document. */
const FILES = [
  { name: 'feast.jpg', type: 'image/jpeg', data: () => media('hero-poster.jpg') },
  { name: 'hall.mp4', type: 'video/mp4', data: () => media('hero-loop.mp4') },
  {
    name: 'plan.pdf',
    type: 'application/pdf',
    data: () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
  },
];

let addressCounter = 0;
const nextAddress = () => `10.24.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/**
 * Seeds the server at `baseUrl` and returns what the screen list needs: the three sessions
 * (`sessions.member`, `sessions.admin`, each `{ token, user }`) and the names and ids the screens
 * wait for.
 */
export async function seedAudit(baseUrl) {
  const call = client(baseUrl);
  const admin = await call('admin login', 200, 'POST', '/api/auth/admin/login', { body: AUDIT_ADMIN });

  const account = async (username, role = 'member') => {
    const email = `${username}@audit.test`;
    await call(`create ${username}`, 201, 'POST', '/api/admin/users', {
      token: admin.token,
      body: { username, email, password: PASSWORD, role, status: 'active' },
    });
    return call(`login ${username}`, 200, 'POST', '/api/auth/member/login', { body: { username, password: PASSWORD } });
  };
  // Membership (membership.md): the club takes members by application or by payment, with
  // plans on /join; the audit's member bought one (so /membership has its Cancel dialog), and a
  // user's application waits in the back office. No invitation: the audit configures no SMTP.
  await call('membership mode', 200, 'POST', '/api/admin/settings', {
    token: admin.token,
    body: { membership_mode: 'apply_or_paid' },
  });
  const plans = [];
  for (const [index, plan] of [
    { name: 'Monthly', price: 9, interval: 'month', benefits: ['The members’ stories', 'The chat rooms'] },
    { name: 'Yearly', price: 90, interval: 'year', benefits: ['The members’ stories', 'The chat rooms', 'Two months free'] },
    { name: 'Lifetime', price: 250, interval: 'lifetime', benefits: ['Everything, for life'] },
  ].entries()) {
    const created = await call(`plan ${plan.name}`, 201, 'POST', '/api/admin/membership/plans', {
      token: admin.token,
      body: { ...plan, description: `The ${plan.name.toLowerCase()} membership of the hall.`, sort_order: index, is_active: true },
    });
    plans.push(created.plan);
  }
  const buyPlan = async (session, plan) => {
    const address = nextAddress();
    const checkout = await call('membership checkout', 200, 'POST', '/api/membership/checkout', {
      token: session.token,
      address,
      body: { plan_id: plan.id },
    });
    await call('membership card', 200, 'POST', '/api/shop/test-payments/confirm', {
      token: session.token,
      address,
      body: {
        client_secret: checkout.clientSecret,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    });
    await call('membership activate', 200, 'POST', '/api/membership/activate', {
      token: session.token,
      address,
      body: { payment_intent_id: checkout.paymentIntentId },
    });
  };
  await buyPlan(await account('audit_member', 'user'), plans[0]);
  // Signed in again: the session of a member.
  const member = await call('login audit_member', 200, 'POST', '/api/auth/member/login', {
    body: { username: 'audit_member', password: PASSWORD },
  });
  const applicant = await account('audit_applicant', 'user');
  await call('application', 201, 'POST', '/api/membership/applications', {
    token: applicant.token,
    body: { message: 'I have sat by the fire at three feasts and would like a seat of my own in the hall.' },
  });
  const friend = await account('audit_friend');
  const asker = await account('audit_asker');
  // Find Users lists accounts with no relation too.
  await account('audit_stranger');

  /** `from` asks `to`, `to` accepts: their conversation's id. */
  const befriend = async (from, to) => {
    const { request } = await call('friend request', 201, 'POST', '/api/chat/request', {
      token: from.token,
      body: { recipient_id: to.user.id },
    });
    const { conversation } = await call('accept', 200, 'POST', '/api/chat/respond', {
      token: to.token,
      body: { request_id: request.id, accept: true },
    });
    return conversation.id;
  };
  const send = (from, conversationId, message) =>
    call('send', 201, 'POST', '/api/chat/send', { token: from.token, body: { conversation_id: conversationId, message } });
  const upload = (from, conversationId, caption) => {
    const form = new FormData();
    for (const file of FILES) form.append('files', new Blob([new Uint8Array(file.data())], { type: file.type }), file.name);
    form.append('message', caption);
    return call('send files', 201, 'POST', `/api/chat/conversations/${conversationId}/files`, { token: from.token, form });
  };

  // Each signed-in role's Messages: a conversation with the friend (their words, one's own
  // words and files), and a request waiting in Requests.
  const conversations = {};
  for (const [role, session] of [
    ['member', member],
    ['admin', admin],
  ]) {
    const conversation = await befriend(friend, session);
    const theirs = await send(friend, conversation, 'Well met! Are you coming to the feast on Saturday?');
    await send(session, conversation, 'I will be there, with a cask of mead.');
    await upload(session, conversation, 'The plan for the feast');
    await call('request', 201, 'POST', '/api/chat/request', { token: asker.token, body: { recipient_id: session.user.id } });
    conversations[role] = { id: conversation, theirMessageId: theirs.message.id };
  }
  // An open report for the back office's moderation queue.
  await call('report', 201, 'POST', '/api/chat/reports', {
    token: member.token,
    body: { kind: 'direct', message_id: conversations.member.theirMessageId, reason: 'Spoils the surprise of the feast.' },
  });

  // The demo's group room, with a member's words, and a private room with members.
  const { rooms } = await call('rooms', 200, 'GET', '/api/chat/all-rooms', { token: member.token });
  const hall = rooms.find((room) => room.type === 'group');
  if (!hall) throw new Error('audit seed: the demo group room is missing (SEED_DEMO did not run)');
  await call('room message', 201, 'POST', `/api/chat/rooms/${hall.id}/messages`, {
    token: member.token,
    body: { message: 'Save me a bench by the fire.' },
  });
  const { room: council } = await call('private room', 201, 'POST', '/api/admin/chat/rooms', {
    token: admin.token,
    body: { name: 'Council Chamber', type: 'private' },
  });
  for (const session of [member, friend]) {
    await call('room member', 201, 'POST', `/api/admin/chat/rooms/${council.id}/members`, {
      token: admin.token,
      body: { user_id: session.user.id },
    });
  }

  // Shop: a paid order each, then a cart of two lines left for the cart and checkout dialogs.
  const { products } = await call('products', 200, 'GET', '/api/shop/products');
  const inStock = products.filter((product) => product.stock_quantity > 2);
  if (inStock.length < 3) throw new Error('audit seed: fewer than 3 demo products in stock (SEED_DEMO did not run)');
  const addToCart = (session, product, quantity = 1) =>
    call('add to cart', 200, 'POST', '/api/shop/cart/add', { token: session.token, body: { product_id: product.id, quantity } });
  const placeOrder = async (session) => {
    const { items } = await call('cart', 200, 'GET', '/api/shop/cart', { token: session.token });
    const amount = items.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
    const address = nextAddress();
    const shipping = {
      name: session.user.username,
      email: session.user.email,
      address: '12 Harbour Road',
      city: 'Galway',
      postalCode: 'H91 X2Y3',
      country: 'Ireland',
    };
    const intent = await call('payment intent', 200, 'POST', '/api/shop/create-payment-intent', {
      token: session.token,
      address,
      body: { amount, shipping },
    });
    await call('card', 200, 'POST', '/api/shop/test-payments/confirm', {
      token: session.token,
      address,
      body: {
        client_secret: intent.clientSecret,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    });
    return (
      await call('checkout', 201, 'POST', '/api/shop/checkout', {
        token: session.token,
        address,
        body: { ...shipping, payment_intent_id: intent.paymentIntentId },
      })
    ).order;
  };
  const orders = {};
  for (const [role, session] of [
    ['member', member],
    ['admin', admin],
  ]) {
    await addToCart(session, inStock[0], 2);
    orders[role] = await placeOrder(session);
    await addToCart(session, inStock[1]);
    await addToCart(session, inStock[2], 2);
  }

  // The back office's inbox.
  await call('contact', 201, 'POST', '/api/admin/contact', {
    address: nextAddress(),
    body: {
      name: 'Morag Quill',
      email: 'morag@audit.test',
      reason: 'Feedback',
      message: 'The feast was splendid. When is the next one?',
    },
  });

  const { posts } = await call('posts', 200, 'GET', '/api/blog/posts?limit=1');
  if (!posts[0]) throw new Error('audit seed: no published post (SEED_DEMO did not run)');

  return {
    post: posts[0],
    sessions: { member, admin },
    names: {
      member: member.user.username,
      friend: friend.user.username,
      admin: admin.user.username,
      applicant: applicant.user.username,
    },
    conversations,
    rooms: { hall, council },
    orders,
    products: inStock,
    plans,
  };
}
