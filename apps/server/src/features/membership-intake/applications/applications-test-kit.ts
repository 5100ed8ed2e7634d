// The set-up the applications' tests share (applications.routes.test.ts and
// applications-answers.routes.test.ts): an app on a manual clock with mail through a real SMTP
// server, its administrator, and the calls and reads the tests make.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { MembershipMode } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';

export const clock = manualClock(new Date());
export let t: TestApp;
export let smtp: SmtpCapture;
export let admin: CreatedUser;
export const MESSAGE = 'I have sung in the hall for years and would like to join.';

export const setMode = async (membership_mode: MembershipMode) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { membership_mode },
  });
  expect(res.statusCode).toBe(200);
};

/** The app, its administrator and a capturing SMTP server for one test file; each test starts in mode `apply`. */
export function useApplicationsApp(): void {
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { services: { clock } });
  admin = await createUser(t.app, { role: 'admin' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { site_name: 'Hall of Tests', site_url: 'https://hall.example', smtp_config: smtp.smtpConfig },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => setMode('apply'));
}

export const apply = (user: CreatedUser | null, payload: unknown = { message: MESSAGE }) =>
  t.app.inject({ method: 'POST', url: '/api/membership/applications', headers: user?.auth ?? {}, payload: payload as object });
export const approve = (id: number | string, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/membership/applications/${id}/approve`, headers });
export const decline = (id: number | string, payload: object = { reason: 'Not this season.' }, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/membership/applications/${id}/decline`, headers, payload });
export const queue = (query = '', headers = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/membership/applications${query}`, headers });
export const mine = (user: CreatedUser) => t.app.inject({ method: 'GET', url: '/api/membership/applications/mine', headers: user.auth });

export async function applied(user: CreatedUser): Promise<number> {
  const res = await apply(user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.id;
}

/** The mails sent to `to` since the last call, once the queue is done. */
export async function mailsTo(to: string) {
  await t.services.mailer.idle();
  const mine = smtp.received.filter((mail) => mail.to.includes(to));
  smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !mail.to.includes(to)));
  return mine;
}

export const auditOf = (id: number) =>
  t.services.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'application')
    .where('target_id', '=', id)
    .execute();
export const membershipOf = (userId: number) =>
  t.services.db.kysely.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The 'application.written' events heard while `work` runs. */
export async function eventsDuring(work: () => Promise<unknown>) {
  const heard: { applicationId: number; userId: number }[] = [];
  const off = t.services.events.on('application.written', (payload) => void heard.push(payload));
  try {
    await work();
  } finally {
    off();
  }
  return heard;
}
