// Making and unmaking a member (docs/product/membership.md): the one place that writes a
// membership's start and end together with the account's role, so a payment, an approved
// application, an invitation, a grant, a lapse and an ending all move the role the same way.
// Call inside the write transaction of the change; after it commits, call announceRoleChange so
// every process re-reads the account (sessions read the role on every request) and sockets
// leave what the account no longer may see.
import type { MembershipSource } from '@clanhall/shared';
import type { Executor } from '../db/executor.js';
import type { Services } from '../services.js';

/**
 * The named lock (db/write-transaction.ts) of an account's membership: every write that reads
 * the membership and then decides (an activation, a cancel, a renewal, a lapse, a grant, an
 * approval) takes it, so two of them take turns on PostgreSQL as they do on SQLite.
 */
export const membershipLock = (userId: number) => `membership:user:${userId}`;

export interface MembershipStart {
  userId: number;
  source: MembershipSource;
  now: string;
  /** null: no plan (an approved application, an invitation, a grant). */
  planId?: number | null;
  /** null: no end (lifetime, or no plan). */
  periodEnd?: string | null;
  provider?: 'test' | 'stripe' | null;
  paymentMethod?: string | null;
  subscriptionId?: string | null;
}

/**
 * Starts (or starts again, after a lapse) the account's one membership and makes a `user` a
 * `member`; an administrator keeps their role. Answers whether the role changed.
 */
export async function startMembership(trx: Executor, start: MembershipStart): Promise<{ roleChanged: boolean }> {
  const values = {
    plan_id: start.planId ?? null,
    source: start.source,
    status: 'active' as const,
    started_at: start.now,
    current_period_end: start.periodEnd ?? null,
    past_due_since: null,
    ended_at: null,
    provider: start.provider ?? null,
    payment_method: start.paymentMethod ?? null,
    subscription_id: start.subscriptionId ?? null,
    updated_at: start.now,
  };
  await trx
    .insertInto('memberships')
    .values({ user_id: start.userId, created_at: start.now, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  const promoted = await trx.updateTable('users').set({ role: 'member', updated_at: start.now }).where('id', '=', start.userId).where('role', '=', 'user').executeTakeFirst();
  return { roleChanged: Number(promoted.numUpdatedRows) > 0 };
}

/**
 * Ends the account's membership (`lapsed`) and makes a `member` a `user` again; an
 * administrator keeps their role. Answers whether the role changed.
 */
export async function endMembership(trx: Executor, userId: number, now: string): Promise<{ roleChanged: boolean }> {
  await trx
    .updateTable('memberships')
    .set({ status: 'lapsed', ended_at: now, past_due_since: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '!=', 'lapsed')
    .execute();
  const demoted = await trx.updateTable('users').set({ role: 'user', updated_at: now }).where('id', '=', userId).where('role', '=', 'member').executeTakeFirst();
  return { roleChanged: Number(demoted.numUpdatedRows) > 0 };
}

/** After the transaction commits: every process hears of the account's new role. */
export function announceRoleChange(services: Services, userId: number, role: 'member' | 'user'): void {
  services.events.emit('account.written', { userId });
  if (role === 'user') services.events.emit('account.demoted', { userId, role });
}
