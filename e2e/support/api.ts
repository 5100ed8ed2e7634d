// Fixtures that create accounts and content through the API, not the UI, so each test is
// short and independent (conventions.md).
import { randomBytes, randomInt } from 'node:crypto';
import { inject } from 'vitest';

export interface SessionUser {
  token: string;
  user: { id: number; username: string; email: string; role: string; status: string; avatar_url: string | null; created_at: string };
  password: string;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, inject('baseUrl')), {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The answer's body when its status is `expected`; else an error naming the call and the answer. */
export async function must<T>(what: string, expected: number, call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status !== expected) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A name no other test uses: usernames, post titles, contact names. */
export function uniqueName(prefix = 'm'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/**
 * A random client address to send as X-Forwarded-For (the server trusts it): logins and the
 * contact form are limited per address (docs/product/accounts-and-sessions.md, docs/product/content.md), so a test that needs its own
 * allowance uses one of these and does not use up the rest of the run's.
 */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

let adminSession: Promise<SessionUser> | undefined;
export function loginAdmin(): Promise<SessionUser> {
  adminSession ??= (async () => {
    const admin = inject('admin');
    const res = await api<{ token: string; user: SessionUser['user'] }>('POST', '/api/auth/admin/login', {
      username: admin.username,
      password: admin.password,
    });
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
    return { ...res.body, password: admin.password };
  })();
  return adminSession;
}

/** Creates an account of any role through the admin API and signs it in (named `username`, else a unique name). */
export async function createAccount(
  options: { role?: 'member' | 'user' | 'admin'; status?: string; password?: string; username?: string } = {},
): Promise<SessionUser> {
  const admin = await loginAdmin();
  const username = options.username ?? uniqueName(options.role ?? 'member');
  const password = options.password ?? 'member-pass';
  await must(
    'create user',
    201,
    api('POST', '/api/admin/users', { username, email: `${username}@e2e.test`, password, role: options.role ?? 'member', status: 'active' }, admin.token),
  );
  const door = options.role === 'admin' ? 'admin' : 'member';
  const login = await must('login', 200, api<{ token: string; user: SessionUser['user'] }>('POST', `/api/auth/${door}/login`, { username, password }));
  if (options.status && options.status !== 'active') {
    await must('set status', 200, api('PUT', `/api/admin/users/${login.user.id}/status`, { status: options.status }, admin.token));
  }
  return { ...login, password };
}
