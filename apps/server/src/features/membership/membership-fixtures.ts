// Test fixtures of the membership's API tests: plans written straight into their table, the
// club's mode, and a member's steps through checkout, the test card and activation. Used by
// *.test.ts only.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MembershipMode, PlanInterval } from '@clanhall/shared';

export interface Caller {
  id: number;
  auth: { authorization: string };
}

export const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' };
/** Confirms like 4242, fails every later charge (MEMBERSHIP_LIMITS.failingRenewalCard). */
export const FAILS_LATER_CARD = { ...GOOD_CARD, card_number: '4000 0000 0000 0341' };

export async function seedPlan(
  app: FastifyInstance,
  options: { priceCents?: number; interval?: PlanInterval; active?: boolean; name?: string; sortOrder?: number } = {},
) {
  const now = new Date().toISOString();
  return app.services.db.kysely
    .insertInto('membership_plans')
    .values({
      name: options.name ?? `Plan ${randomBytes(3).toString('hex')}`,
      description: 'A plan for tests',
      price_cents: options.priceCents ?? 1500,
      interval: options.interval ?? 'month',
      benefits: JSON.stringify(['The hall', 'The stories']),
      sort_order: options.sortOrder ?? 0,
      is_active: options.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setMembershipMode(app: FastifyInstance, mode: MembershipMode): Promise<void> {
  await app.services.settings.write({ membership_mode: mode });
}

let address = 0;
/** A fresh address per call, so per-address payment limits stay out of the way. */
export const nextAddress = () => `10.78.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

export function postCheckout(app: FastifyInstance, caller: Caller, planId: number) {
  return app.inject({
    method: 'POST',
    url: '/api/membership/checkout',
    headers: caller.auth,
    payload: { plan_id: planId },
    remoteAddress: nextAddress(),
  });
}

export function confirmCard(
  app: FastifyInstance,
  caller: Caller,
  clientSecret: string,
  card: Record<string, unknown> = GOOD_CARD,
) {
  return app.inject({
    method: 'POST',
    url: '/api/shop/test-payments/confirm',
    headers: caller.auth,
    payload: { client_secret: clientSecret, ...card },
    remoteAddress: nextAddress(),
  });
}

export function postActivate(app: FastifyInstance, caller: Caller, intentId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/membership/activate',
    headers: caller.auth,
    payload: { payment_intent_id: intentId },
  });
}

/** Checkout and a confirmed card: the paid intent's id, not activated yet. */
export async function payForPlan(
  app: FastifyInstance,
  caller: Caller,
  planId: number,
  card: Record<string, unknown> = GOOD_CARD,
): Promise<string> {
  const checkout = await postCheckout(app, caller, planId);
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const { clientSecret, paymentIntentId } = checkout.json() as { clientSecret: string; paymentIntentId: string };
  const confirmed = await confirmCard(app, caller, clientSecret, card);
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return paymentIntentId;
}

/** Paid and activated: the membership as answered. */
export async function joinPlan(app: FastifyInstance, caller: Caller, planId: number, card: Record<string, unknown> = GOOD_CARD) {
  const intentId = await payForPlan(app, caller, planId, card);
  const res = await postActivate(app, caller, intentId);
  if (res.statusCode !== 200) throw new Error(`activate: ${res.statusCode} ${res.body}`);
  return { intentId, membership: res.json().membership };
}

export async function roleOf(app: FastifyInstance, userId: number) {
  return (await app.services.db.kysely.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow())
    .role;
}

export async function membershipRow(app: FastifyInstance, userId: number) {
  return app.services.db.kysely.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function auditActions(app: FastifyInstance, targetId?: number) {
  let query = app.services.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'summary', 'target_id'])
    .where('target_type', 'in', ['membership', 'plan']);
  if (targetId !== undefined) query = query.where('target_id', '=', targetId);
  return query.orderBy('id').execute();
}
