// The audit trail's cases for paid membership's administrator changes (docs/product/membership.md
// #back-office-and-dashboard): plans created, edited, deactivated and deleted, a membership
// granted and ended; each on fresh objects written straight into the database, with the entry
// it must write (audit-trail.routes.test.ts runs them). The membership's other entries are the
// member's own steps or the system's, with the member as actor (docs/decisions/033); their
// tests are the membership feature's (features/membership/**).
import type { AuditAction } from '@clanhall/shared';
import { createUser } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';
import type { ChangeCase, TrailContext } from './audit-trail-test-kit.js';

async function plan({ t }: TrailContext, active = true) {
  const now = new Date().toISOString();
  return t.services.db.kysely
    .insertInto('membership_plans')
    .values({
      name: randomUsername('Plan'),
      price_cents: 1000,
      interval: 'month',
      is_active: active ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** A user granted a membership without a plan, written directly. */
async function granted({ t }: TrailContext) {
  const user = await createUser(t.app, { role: 'member' });
  const now = new Date().toISOString();
  const row = await t.services.db.kysely
    .insertInto('memberships')
    .values({ user_id: user.id, source: 'grant', status: 'active', started_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username: user.username };
}

export const membershipChanges: ChangeCase[] = [
  [
    'a new plan',
    'plan.created',
    async () => {
      const name = randomUsername('Plan');
      return {
        method: 'POST',
        url: '/api/admin/membership/plans',
        payload: { name, price: 9, interval: 'month' },
        target: (answer) => ['plan', answer.plan!.id],
        summary: `Created membership plan “${name}”`,
      };
    },
  ],
  [
    'a plan edit',
    'plan.updated',
    async (context) => {
      const row = await plan(context);
      return {
        method: 'PUT',
        url: `/api/admin/membership/plans/${row.id}`,
        payload: { price: 11 },
        target: ['plan', row.id],
        summary: `Edited membership plan “${row.name}”`,
      };
    },
  ],
  [
    'a plan no longer offered',
    'plan.deactivated',
    async (context) => {
      const row = await plan(context);
      return {
        method: 'PUT',
        url: `/api/admin/membership/plans/${row.id}`,
        payload: { is_active: false },
        target: ['plan', row.id],
        summary: `Stopped offering membership plan “${row.name}”`,
      };
    },
  ],
  [
    'a plan deletion',
    'plan.deleted',
    async (context) => {
      const row = await plan(context, false);
      return {
        method: 'DELETE',
        url: `/api/admin/membership/plans/${row.id}`,
        target: ['plan', row.id],
        summary: `Deleted membership plan “${row.name}”`,
      };
    },
  ],
  [
    'a membership granted',
    'membership.granted',
    async ({ t }) => {
      const user = await createUser(t.app, { role: 'user' });
      return {
        method: 'POST',
        url: '/api/admin/membership/members',
        payload: { user_id: user.id },
        target: (answer) => ['membership', answer.member!.id],
        summary: `Made ${user.username} a member`,
      };
    },
  ],
  [
    'a membership ended',
    'membership.ended',
    async (context) => {
      const membership = await granted(context);
      return {
        method: 'POST',
        url: `/api/admin/membership/members/${membership.id}/end`,
        target: ['membership', membership.id],
        summary: `Ended the membership of ${membership.username}`,
      };
    },
  ],
];

/** Entries a member's own step or the system writes, with the member as actor (docs/decisions/033). */
export const MEMBERSHIP_MEMBER_ACTIONS: readonly AuditAction[] = [
  'membership.started',
  'membership.cancelled',
  'membership.resumed',
  'membership.renewed',
  'membership.renewal-failed',
  'membership.lapsed',
];
