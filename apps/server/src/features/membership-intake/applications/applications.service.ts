// Applications (docs/product/membership.md#applications): a `user` applies while the membership
// mode takes applications, one open application at a time (the partial unique index of
// migration 014 decides a race); an administrator approves (the account becomes a member, no
// plan, no end: services/memberships.ts) or declines, each answer in one transaction with its
// audit entry (docs/decisions/013), then mailed. Every change announces 'application.written'
// (the back office's Open applications tile).
import {
  AUDIT_SUMMARIES,
  MEMBERSHIP_ERRORS,
  MEMBERSHIP_LIMITS,
  type ApplicationStatus,
  type MembershipApplication,
  type MembershipMode,
} from '@clanhall/shared';
import type { UserRow } from '../../../db/rows.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { conflict, HttpError, notFound, tooManyRequests } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { AuditActor } from '../../../services/audit-log.js';
import { announceRoleChange, membershipLock, startMembership } from '../../../services/memberships.js';
import { isUniqueViolation } from '../unique-violation.js';
import { mailApplicationAnswer } from './application-mail.js';
import { applyRefusal } from './applications.policy.js';
import {
  answerApplication,
  findApplicationView,
  hasOpenApplication,
  holdsMembership,
  insertApplication,
  listApplications,
  listApplicationsOf,
  lockApplication,
  type ApplicationViewRow,
} from './applications.repository.js';

export const toApplication = (row: ApplicationViewRow): MembershipApplication => ({ ...row });

function written(services: Services, application: MembershipApplication): MembershipApplication {
  services.events.emit('application.written', { applicationId: application.id, userId: application.user_id });
  return application;
}

/**
 * A user's application. Refused before anything is counted: the wrong role or mode, or an open
 * application already; then limited per account, so a declined applicant can apply again but
 * cannot flood the queue.
 */
export async function submitApplication(services: Services, user: UserRow, message: string): Promise<MembershipApplication> {
  // The registry reads an unknown stored mode as the default (settings/registry.ts): always a mode.
  const mode = (await services.settings.value('membership_mode')) as MembershipMode;
  const refusal = applyRefusal(user.role, mode);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const db = services.db.kysely;
  if (await hasOpenApplication(db, user.id)) throw conflict(MEMBERSHIP_ERRORS.applicationOpen);
  const limit = {
    bucket: `application:user:${user.id}`,
    max: MEMBERSHIP_LIMITS.applicationsPerWindow,
    windowMs: MEMBERSHIP_LIMITS.applicationWindowMs,
  };
  if (!(await services.rateLimits.take(limit))) throw tooManyRequests(MEMBERSHIP_ERRORS.tooManyApplications);
  let id: number;
  try {
    id = await insertApplication(db, { user_id: user.id, message, status: 'open', created_at: services.clock.nowIso() });
  } catch (error) {
    // Another submission of this account landed between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(MEMBERSHIP_ERRORS.applicationOpen);
    throw error;
  }
  return written(services, toApplication((await findApplicationView(db, id))!));
}

export async function listMyApplications(services: Services, userId: number): Promise<MembershipApplication[]> {
  return (await listApplicationsOf(services.db.kysely, userId)).map(toApplication);
}

export async function listApplicationQueue(
  services: Services,
  page: { status?: ApplicationStatus; before?: number; limit: number },
) {
  // One row more than asked says whether a next page exists, so a full last page has no cursor.
  const rows = await listApplications(services.db.kysely, { ...page, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  return { applications: shown.map(toApplication), next_before: rows.length > page.limit ? shown[shown.length - 1]!.id : null };
}

type Answer = { status: 'approved' } | { status: 'declined'; reason: string };

/**
 * Answers an open application, once: read under the lock, so of two answers (two
 * administrators, a double click) one lands and the other is 409. Approving makes the account a
 * member unless it holds a membership already (bought meanwhile): that one is kept as it is. The
 * account's membership lock (services/memberships.ts) is held, so a purchase, a grant or a lapse
 * of the same account takes turns with it on PostgreSQL as on SQLite.
 */
export async function answer(
  services: Services,
  actor: AuditActor,
  id: number,
  decision: Answer,
): Promise<MembershipApplication> {
  // An application's account never changes: read first to name the lock the transaction takes.
  const applicant = await findApplicationView(services.db.kysely, id);
  if (!applicant) throw notFound(MEMBERSHIP_ERRORS.applicationNotFound);
  const { application, started, roleChanged } = await writeTransaction(
    services.db,
    async (trx) => {
      const locked = await lockApplication(trx, id, services.db.dialect);
      if (!locked) throw notFound(MEMBERSHIP_ERRORS.applicationNotFound);
      const now = services.clock.nowIso();
      const reason = decision.status === 'declined' ? decision.reason || null : null;
      const answered = await answerApplication(trx, id, {
        status: decision.status,
        reason,
        decided_by: actor.id,
        decided_at: now,
      });
      if (!answered) throw conflict(MEMBERSHIP_ERRORS.applicationAnswered);
      const starts = decision.status === 'approved' && !(await holdsMembership(trx, locked.user_id));
      const promoted = starts && (await startMembership(trx, { userId: locked.user_id, source: 'application', now })).roleChanged;
      const view = toApplication((await findApplicationView(trx, id))!);
      await services.auditLog.record(
        {
          actor,
          action: decision.status === 'approved' ? 'application.approved' : 'application.declined',
          target: { type: 'application', id },
          summary: (decision.status === 'approved' ? AUDIT_SUMMARIES.applicationApproved : AUDIT_SUMMARIES.applicationDeclined)(
            view.username,
          ),
        },
        trx,
      );
      return { application: view, started: starts, roleChanged: promoted };
    },
    { locks: [membershipLock(applicant.user_id)] },
  );
  if (roleChanged) announceRoleChange(services, application.user_id, 'member');
  if (started) services.events.emit('membership.written', { userId: application.user_id });
  await mailApplicationAnswer(services, application);
  return written(services, application);
}
