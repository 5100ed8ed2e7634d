// Plan rules (docs/product/membership.md): visitors see the active plans; administrators
// create, edit and deactivate them, and delete only a plan nobody ever held or paid for (409
// otherwise: it is kept for the memberships and payments that name it; deactivate it instead).
// Every change is audited in its transaction and announced ('plan.written'), which drops the
// public answer (plans.routes.ts) in every process.
import {
  AUDIT_SUMMARIES,
  MEMBERSHIP_ERRORS,
  toCents,
  type AdminMembershipPlan,
  type MembershipPlan,
  type SavePlanBody,
  type UpdatePlanBody,
} from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { AuditActor } from '../../../services/audit-log.js';
import { isForeignKeyViolation } from '../db-errors.js';
import { toAdminPlan, toPlan } from './plan-view.js';
import {
  countPlanMembers,
  deleteUnusedPlan,
  findPlan,
  insertPlan,
  listActivePlans,
  listPlansWithCounts,
  updatePlanRow,
} from './plans.repository.js';

export async function listPublicPlans(services: Services): Promise<{ plans: MembershipPlan[] }> {
  return { plans: (await listActivePlans(services.db.kysely)).map(toPlan) };
}

export async function listAdminPlans(services: Services): Promise<{ plans: AdminMembershipPlan[] }> {
  const rows = await listPlansWithCounts(services.db.kysely);
  return { plans: rows.map((row) => toAdminPlan(row, Number(row.member_count))) };
}

/** The stored columns of the fields a body has. */
function planColumns(body: UpdatePlanBody) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.price !== undefined ? { price_cents: toCents(body.price) } : {}),
    ...(body.interval !== undefined ? { interval: body.interval } : {}),
    ...(body.benefits !== undefined ? { benefits: JSON.stringify(body.benefits) } : {}),
    ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
    ...(body.is_active !== undefined ? { is_active: body.is_active ? 1 : 0 } : {}),
  };
}

const announce = (services: Services, planId: number) => services.events.emit('plan.written', { planId });

export async function createPlan(services: Services, actor: AuditActor, body: SavePlanBody): Promise<AdminMembershipPlan> {
  const now = services.clock.nowIso();
  const row = await writeTransaction(services.db, async (trx) => {
    const inserted = await insertPlan(trx, {
      ...planColumns(body),
      name: body.name,
      price_cents: toCents(body.price),
      interval: body.interval,
      created_at: now,
      updated_at: now,
    });
    await services.auditLog.record(
      {
        actor,
        action: 'plan.created',
        target: { type: 'plan', id: inserted.id },
        summary: AUDIT_SUMMARIES.planCreated(inserted.name),
      },
      trx,
    );
    return inserted;
  });
  announce(services, row.id);
  return toAdminPlan(row, 0);
}

/**
 * PUT changes only the fields sent. A price changed applies to new purchases and to the
 * renewals after it: a membership renews at its plan's price of the day. The interval of a
 * plan someone holds stays as it is (409): a monthly membership made lifetime, or the reverse,
 * would be charged once more or never again, which neither side agreed to; make a new plan.
 */
export async function updatePlan(
  services: Services,
  actor: AuditActor,
  id: number,
  body: UpdatePlanBody,
): Promise<AdminMembershipPlan> {
  const { after, count } = await writeTransaction(services.db, async (trx) => {
    const before = await findPlan(trx, id);
    if (!before) throw notFound(MEMBERSHIP_ERRORS.planNotFound);
    if (body.interval !== undefined && body.interval !== before.interval && (await countPlanMembers(trx, id)) > 0) {
      throw conflict(MEMBERSHIP_ERRORS.planIntervalHeld);
    }
    const after = (await updatePlanRow(trx, id, { ...planColumns(body), updated_at: services.clock.nowIso() }))!;
    const deactivated = before.is_active === 1 && after.is_active === 0;
    await services.auditLog.record(
      {
        actor,
        action: deactivated ? 'plan.deactivated' : 'plan.updated',
        target: { type: 'plan', id },
        summary: deactivated ? AUDIT_SUMMARIES.planDeactivated(after.name) : AUDIT_SUMMARIES.planUpdated(after.name),
      },
      trx,
    );
    return { after, count: await countPlanMembers(trx, id) };
  });
  announce(services, id);
  return toAdminPlan(after, count);
}

export async function deletePlan(services: Services, actor: AuditActor, id: number): Promise<void> {
  try {
    await writeTransaction(services.db, async (trx) => {
      const deleted = await deleteUnusedPlan(trx, id);
      if (!deleted) {
        if (await findPlan(trx, id)) throw conflict(MEMBERSHIP_ERRORS.planHeld);
        throw notFound(MEMBERSHIP_ERRORS.planNotFound);
      }
      await services.auditLog.record(
        { actor, action: 'plan.deleted', target: { type: 'plan', id }, summary: AUDIT_SUMMARIES.planDeleted(deleted.name) },
        trx,
      );
    });
  } catch (error) {
    // A checkout that named the plan committed between the check and the delete.
    if (isForeignKeyViolation(error)) throw conflict(MEMBERSHIP_ERRORS.planHeld);
    throw error;
  }
  announce(services, id);
}
