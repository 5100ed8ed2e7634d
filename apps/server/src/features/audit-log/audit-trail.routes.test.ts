// docs/product/back-office.md: every administrator change is written to the audit log with who, when and
// what. Each kind of change through its real route writes exactly one entry (the signed-in
// administrator, the action, the target, a summary naming the object), and every action code
// has a case (audit-trail-*-cases.ts). Refusals and failed transactions:
// audit-trail-refusals.routes.test.ts.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@clanhall/shared';
import { randomUsername } from '../../test/factories.js';
import { accountChanges } from './audit-trail-accounts-cases.js';
import { chatAndSiteChanges } from './audit-trail-chat-cases.js';
import { MEMBERSHIP_MEMBER_ACTIONS, membershipChanges } from './audit-trail-membership-cases.js';
import { membershipIntakeChanges } from './audit-trail-membership-intake-cases.js';
import { useAuditTrail } from './audit-trail-test-kit.js';
import { shopChanges } from './audit-trail-shop-cases.js';

const trail = useAuditTrail();
const CHANGES = [...accountChanges, ...shopChanges, ...chatAndSiteChanges, ...membershipChanges, ...membershipIntakeChanges];

describe('every administrator change', () => {
  it.each(CHANGES)('%s writes one entry (%s)', async (_label, action, arrange) => {
    const change = await arrange(trail);
    const before = await trail.lastId();
    const res = await trail.send(change);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [type, id] = typeof change.target === 'function' ? change.target(res.json()) : change.target;
    const entries = await trail.entriesAfter(before);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: trail.admin.id,
        actor_name: trail.admin.username,
        action,
        target_type: type,
        target_id: id,
        summary: change.summary,
        created_at: expect.any(String),
      },
    ]);
    for (const secret of change.secrets ?? []) expect(JSON.stringify(entries)).not.toContain(secret);
  });

  // A membership's own steps (joined, cancelled, resumed) and the clock's (renewed, failed,
  // lapsed) are written with the member as actor (docs/decisions/033); the membership feature's
  // tests check those entries.
  it('leaves no action code untested', () => {
    const tested = [...CHANGES.map(([, action]) => action), ...MEMBERSHIP_MEMBER_ACTIONS];
    expect([...new Set(tested)].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('writes nothing for a save that changes nothing', async () => {
    const change = { method: 'POST', url: '/api/admin/settings', payload: { site_title: randomUsername('Same') } } as const;
    expect((await trail.send(change)).statusCode).toBe(200);
    const before = await trail.lastId();
    expect((await trail.send(change)).statusCode).toBe(200);
    expect(await trail.entriesAfter(before)).toEqual([]);
  });
});
