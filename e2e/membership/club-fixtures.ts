// A club of its own for the membership screens (docs/product/membership.md): the membership mode
// is site-wide and would change the header, the home page and /join of every other test file
// running beside these, so each file starts a server of its own (the built one, on its own data
// folder, SQLite), as e2e/shop/closed-shop.e2e.ts does. Accounts, plans, payments and answers
// to applications are made through its API (conventions.md: fixtures through the API).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { SessionUser } from '../support/api.js';
import { ADMIN, startServerProcess, type ServerProcess } from '../cluster/support/server.js';
import { call, login } from '../cluster/support/http.js';

export type MembershipMode = 'invite' | 'apply' | 'paid' | 'apply_or_paid';

/** docs/product/shop-and-payments.md: the test provider's card that succeeds, and the one it declines. */
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** An expiry three years ahead, as typed into 'Expiry' (MM / YY). */
export const FUTURE_EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export interface Plan {
  id: number;
  name: string;
  price: number;
  interval: 'month' | 'year' | 'lifetime';
  benefits: string[];
}

export interface Membership {
  plan: Plan | null;
  status: 'active' | 'cancelling' | 'past_due' | 'lapsed';
  source: string;
  started_at: string;
  current_period_end: string | null;
  renews: boolean;
  payment_mode: 'test' | 'live' | null;
}

export interface Application {
  id: number;
  user_id: number;
  status: 'open' | 'approved' | 'declined';
  reason: string | null;
}

export interface Club {
  baseUrl: string;
  url(path: string): string;
  adminToken: string;
  /** The admin's session, for a page signed in as the administrator. */
  admin: SessionUser;
  call<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  /** The body of a call that must answer `expected`; else an error naming the call and its answer. */
  must<T = unknown>(what: string, expected: number, method: string, path: string, body?: unknown, token?: string): Promise<T>;
  setMode(mode: MembershipMode): Promise<void>;
  createPlan(fields: Partial<Omit<Plan, 'id'>> & { description?: string }): Promise<Plan>;
  /** An account of `role`, signed in at its door. */
  createAccount(role: 'user' | 'member'): Promise<SessionUser>;
  /** The account as the server has it now (its role after a membership started or ended). */
  refreshed(session: SessionUser): Promise<SessionUser>;
  membershipOf(session: SessionUser): Promise<Membership | null>;
  /** Buys `plan` through the API with the test card 4242: the account is a member then. */
  buy(session: SessionUser, plan: Plan): Promise<SessionUser>;
  applicationsOf(session: SessionUser): Promise<Application[]>;
}

/** Starts this file's club before its tests and stops it after them; the club in `mode`. */
export function useClub(mode: MembershipMode): () => Club {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let club: Club | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clanhall-e2e-club-'));
    server = await startServerProcess({ databaseUrl: '', redisUrl: '', jwtSecret: randomBytes(48).toString('base64'), dataDir });
    club = await makeClub(server.baseUrl);
    await club.setMode(mode);
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!club) throw new Error('the club has not started');
    return club;
  };
}

async function makeClub(baseUrl: string): Promise<Club> {
  const adminLogin = await call<{ token: string; user: SessionUser['user'] }>(baseUrl, 'POST', '/api/auth/admin/login', {
    username: ADMIN.username,
    password: ADMIN.password,
  });
  if (adminLogin.status !== 200) throw new Error(`admin login failed: ${adminLogin.status}`);
  const adminToken = adminLogin.body.token;
  const admin: SessionUser = { ...adminLogin.body, password: ADMIN.password };
  const send = <T>(method: string, path: string, body?: unknown, token?: string) => call<T>(baseUrl, method, path, body, token);
  const must = async <T>(
    what: string,
    expected: number,
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> => {
    const res = await send<T>(method, path, body, token);
    if (res.status !== expected) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const refreshed = async (session: SessionUser): Promise<SessionUser> => {
    const { user } = await must<{ user: SessionUser['user'] }>(
      'read profile',
      200,
      'GET',
      '/api/auth/profile',
      undefined,
      session.token,
    );
    return { ...session, user };
  };

  return {
    baseUrl,
    url: (path) => new URL(path, baseUrl).toString(),
    adminToken,
    admin,
    call: send,
    must,
    async setMode(mode) {
      await must('save membership_mode', 200, 'POST', '/api/admin/settings', { membership_mode: mode }, adminToken);
    },
    async createPlan(fields) {
      const body = {
        name: `Plan ${randomBytes(3).toString('hex')}`,
        description: 'A seat by the fire.',
        price: 9,
        interval: 'month',
        benefits: ['Members-only stories', 'The chat rooms'],
        ...fields,
      };
      return (await must<{ plan: Plan }>('create plan', 201, 'POST', '/api/admin/membership/plans', body, adminToken)).plan;
    },
    async createAccount(role) {
      const username = `${role}_${randomBytes(4).toString('hex')}`;
      const password = 'member-pass';
      const account = { username, email: `${username}@e2e.test`, password, role, status: 'active' };
      await must('create user', 201, 'POST', '/api/admin/users', account, adminToken);
      const token = await login(baseUrl, 'member', username, password);
      return refreshed({ token, password, user: {} as SessionUser['user'] });
    },
    refreshed,
    async membershipOf(session) {
      return (
        await must<{ membership: Membership | null }>('read membership', 200, 'GET', '/api/membership', undefined, session.token)
      ).membership;
    },
    async buy(session, plan) {
      const intent = await must<{ clientSecret: string; paymentIntentId: string }>(
        'membership checkout',
        200,
        'POST',
        '/api/membership/checkout',
        { plan_id: plan.id },
        session.token,
      );
      const year = new Date().getFullYear() + 3;
      await must(
        'confirm test card',
        200,
        'POST',
        '/api/shop/test-payments/confirm',
        { client_secret: intent.clientSecret, card_number: GOOD_CARD, exp_month: 12, exp_year: year, cvc: '123' },
        session.token,
      );
      await must(
        'activate',
        200,
        'POST',
        '/api/membership/activate',
        { payment_intent_id: intent.paymentIntentId },
        session.token,
      );
      return refreshed(session);
    },
    async applicationsOf(session) {
      return (
        await must<{ applications: Application[] }>(
          'read applications',
          200,
          'GET',
          '/api/membership/applications/mine',
          undefined,
          session.token,
        )
      ).applications;
    },
  };
}
