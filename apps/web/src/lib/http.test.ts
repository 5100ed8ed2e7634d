// docs/product/operating.md, docs/product/screens.md: the HTTP client's session rules. A 401 about the stored
// token signs out and goes to /login; a 403 "Account disabled" marks the stored user disabled;
// an answer about another token (one sent before a sign-out or a change) touches nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';

// session.ts reads the browser's storage when it is imported: a Map stands in for it.
const stored = vi.hoisted(() => {
  const map = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
  Object.assign(globalThis, { localStorage, window: { location: { pathname: '/' }, addEventListener: () => undefined } });
  return map;
});

const { ApiError, download, errorText, http, setUnauthorizedHandler } = await import('./http');
const { getSession, signIn } = await import('./session');

const USER = {
  id: 7,
  username: 'brigid',
  email: 'brigid@e2e.test',
  role: 'member' as const,
  avatar_url: null,
  status: 'active' as const,
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const unauthorized = vi.fn();
beforeEach(() => {
  stored.clear();
  signIn('token-1', USER);
  unauthorized.mockReset();
  setUnauthorizedHandler(unauthorized);
});
afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('sends JSON with the stored token and returns the answer', async () => {
    const fetch = answer(200, { ok: 1 });
    expect(await http.post('/api/things', { a: 1 })).toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('signs out and goes to /login on a 401 for the stored token', async () => {
    answer(401, { error: 'Invalid token' });
    const failure = await http.get('/api/auth/profile').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, serverError: 'Invalid token', message: 'Invalid token' });
    expect(getSession()).toMatchObject({ token: null, user: null });
    expect(stored.has('token')).toBe(false);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 about another token or an anonymous call', async () => {
    answer(401, { error: 'Invalid token' });
    await expect(http.post('/api/auth/logout', {}, { token: 'token-0' })).rejects.toMatchObject({ status: 401 });
    await expect(http.get('/api/settings', { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('token-1');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('marks the stored user disabled on a 403 "Account disabled", and only then', async () => {
    answer(403, { error: 'Forbidden' });
    await expect(http.get('/api/admin/users')).rejects.toMatchObject({ status: 403 });
    expect(getSession().user?.status).toBe('active');

    answer(403, { error: SERVER_ERRORS.accountDisabled });
    await expect(http.get('/api/shop/cart')).rejects.toMatchObject({ status: 403 });
    expect(getSession().user?.status).toBe('disabled');
    expect(getSession().token).toBe('token-1');
    expect(JSON.parse(stored.get('user')!).status).toBe('disabled');
  });

  it('says the server took too long when the time-out ends the call', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await expect(http.get('/api/slow', { timeoutMs: 5 })).rejects.toMatchObject({
      status: 0,
      message: 'The server took too long to answer.',
    });
  });

  it("answers a failed call with the server's words or the fallback", async () => {
    answer(500, 'not an object');
    const failure = await http.get('/api/broken').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, message: 'Request failed with status 500', serverError: undefined });
    expect(errorText(failure, 'Failed to load')).toBe('Failed to load');
    expect(errorText(new ApiError(400, 'x', 'Name taken'), 'Failed to save')).toBe('Name taken');
  });
});

describe('download', () => {
  /** An answer whose body arrives in these pieces. */
  function streamed(pieces: string[], headers: Record<string, string>) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status: 200, headers }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('reads the file as it arrives with the stored token, telling the bytes received of the length', async () => {
    const fetch = streamed(['PK', 'abc', 'defg'], {
      'content-type': 'application/zip',
      'content-length': '9',
      'content-disposition': 'attachment; filename="clanhall-export-brigid-20260105.zip"',
    });
    const progress: unknown[] = [];
    const file = await download('/api/auth/export', (p) => progress.push(p));
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(progress).toEqual([
      { received: 2, total: 9 },
      { received: 5, total: 9 },
      { received: 9, total: 9 },
    ]);
    expect(file.filename).toBe('clanhall-export-brigid-20260105.zip');
    expect(file.blob.type).toBe('application/zip');
    expect(await file.blob.text()).toBe('PKabcdefg');
  });

  it('says the length is unknown when the server did not send one', async () => {
    streamed(['ab'], { 'content-type': 'application/zip' });
    const progress: unknown[] = [];
    const file = await download('/api/auth/export', (p) => progress.push(p));
    expect(progress).toEqual([{ received: 2, total: null }]);
    expect(file.filename).toBeNull();
  });

  it("refuses as the JSON calls do: the server's words, and a 401 for the stored token signs out", async () => {
    answer(429, { error: 'Too many data downloads. Please try again later.' });
    await expect(download('/api/auth/export')).rejects.toMatchObject({ status: 429, serverError: 'Too many data downloads. Please try again later.' });
    expect(getSession().token).toBe('token-1');
    answer(401, { error: 'Invalid token' });
    await expect(download('/api/auth/export')).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
