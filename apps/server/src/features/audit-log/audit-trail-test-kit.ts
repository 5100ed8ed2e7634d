// The audit trail tests' harness (docs/product/back-office.md, docs/decisions/013): a test app whose audit
// writer is the real one, wrapped so a test can make a change's transaction fail right after
// its entry was written; an administrator and a member; requests sent as the administrator;
// and the entries written since a given id. Each test file calls useAuditTrail() once.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { AuditAction, AuditTargetType } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import type { AuditLogTable } from '../../db/schema.js';
import { randomIp } from '../../test/factories.js';
import { createAuditLog, type AuditLog } from '../../services/audit-log.js';
import { auditFixtures, type AuditFixtures } from './audit-trail-fixtures.js';

export type Target = [type: AuditTargetType, id: number | null];
type Answer = Record<string, { id: number }>;

/** One administrator change through its real route, and the entry it must write. */
export interface Change {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** Read from the answer when the request creates the object. */
  target: Target | ((answer: Answer) => Target);
  summary: string;
  /** Sent in the body, never to be found in the entry. */
  secrets?: string[];
}

/** What a case arranges its change with (read when the test runs, after the app started). */
export interface TrailContext {
  t: TestApp;
  fx: AuditFixtures;
  admin: CreatedUser;
  member: CreatedUser;
}

export type ChangeCase = [label: string, action: AuditAction, arrange: (context: TrailContext) => Promise<Change>];

export interface AuditTrail extends TrailContext {
  send(change: Pick<Change, 'method' | 'url' | 'payload'>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The newest entry's id (0 when there is none). */
  lastId(): Promise<number>;
  entriesAfter(id: number): Promise<Selectable<AuditLogTable>[]>;
  /** While set, record() writes its entry and then throws, as any later step of a change could. */
  failAfterRecord: boolean;
}

export function useAuditTrail(): AuditTrail {
  let context: TrailContext | undefined;
  const ready = () => {
    if (!context) throw new Error('useAuditTrail(): read in a test or hook, not while the file loads');
    return context;
  };
  const trail: AuditTrail = {
    get t() {
      return ready().t;
    },
    get fx() {
      return ready().fx;
    },
    get admin() {
      return ready().admin;
    },
    get member() {
      return ready().member;
    },
    failAfterRecord: false,
    send: (change, headers = trail.admin.auth) =>
      trail.t.app.inject({
        method: change.method,
        url: change.url,
        headers,
        remoteAddress: randomIp(),
        ...(change.payload ? { payload: change.payload } : {}),
      } as InjectOptions),
    lastId: async () =>
      (
        await trail.t.services.db.kysely
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    entriesAfter: (id) =>
      trail.t.services.db.kysely.selectFrom('audit_log').selectAll().where('id', '>', id).orderBy('id').execute(),
  };

  beforeAll(async () => {
    const auditLog: AuditLog = {
      async record(entry, executor) {
        // Called only once the app below exists.
        await createAuditLog({ db: t.services.db, clock: t.services.clock }).record(entry, executor);
        if (trail.failAfterRecord) throw new Error('a later step of the change failed');
      },
    };
    const t = await buildTestApp({}, { services: { auditLog } });
    context = { t, fx: auditFixtures(t), admin: await createUser(t.app, { role: 'admin' }), member: await createUser(t.app) };
  });
  afterAll(() => context?.t.close());
  return trail;
}
