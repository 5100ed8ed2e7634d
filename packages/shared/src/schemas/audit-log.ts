// GET /api/admin/audit-log (docs/product/back-office.md: every administrator change, with who, when and
// what, readable in the back office; docs/product/operating.md: newest first, bounded, paged by a cursor).
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, LIMITS } from '../constants.js';
import { isoDate, limitParam } from './common.js';

const id = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .positive({ message: `${label} must be an id` })
    .max(2_147_483_647, { message: `${label} must be an id` });

/** A whole action code (`user.status`) or its object part (`user`, every `user.*`). */
const ACTION_FILTER = /^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)?$/;

export const auditLogQuery = z.object({
  limit: limitParam(LIMITS.auditPageMax, LIMITS.auditPageDefault),
  /** The `next_cursor` of the previous page: entries older than it. */
  before: id('before').optional(),
  action: z
    .string()
    .max(50, { message: 'action must be at most 50 characters' })
    .regex(ACTION_FILTER, { message: 'action must be an action code such as user.status, or its first part such as user' })
    .optional(),
  actor_id: id('actor_id').optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** Null once the administrator's account is deleted; actor_name keeps who it was. */
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.number().int().nullable(),
  /** One sentence naming the object ("Banned user alice"); never a secret. */
  summary: z.string(),
  created_at: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null after the last one. */
  next_cursor: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
