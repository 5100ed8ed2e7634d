// The answer of GET /api/health/ready, shared by the app's route and the stand-in that answers
// while migrations run (bootstrap/starting-server.ts).
import { z } from 'zod';

export const readinessResponse = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    migrations: z.enum(['running', 'done']),
    database: z.enum(['ok', 'unreachable', 'not checked']),
    redis: z.enum(['ok', 'unreachable', 'not used', 'not checked']),
  }),
});

export type Readiness = z.infer<typeof readinessResponse>;

/** While migrations run nothing else is asked: the database is busy with them. */
export const MIGRATING: Readiness = { status: 'not ready', checks: { migrations: 'running', database: 'not checked', redis: 'not checked' } };
