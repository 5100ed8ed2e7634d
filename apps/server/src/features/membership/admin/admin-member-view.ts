// A membership as the back office lists it (packages/shared adminMember): with its account and plan.
import type { AdminMember } from '@clanhall/shared';
import { renews } from '../member/membership-view.js';
import type { listMemberRows } from './admin-members.repository.js';

type Row = Awaited<ReturnType<typeof listMemberRows>>[number];

export function toAdminMember(row: Row): AdminMember {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    plan:
      row.plan_id !== null && row.plan_name !== null && row.plan_interval !== null
        ? { id: row.plan_id, name: row.plan_name, interval: row.plan_interval }
        : null,
    status: row.status,
    source: row.source,
    started_at: row.started_at,
    current_period_end: row.current_period_end,
    renews: renews(row),
  };
}
