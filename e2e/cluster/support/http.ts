// JSON calls to one process of the cluster (the e2e suite's support/api.ts talks to the single
// server of its global setup; here each call names its process).
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A page or answer as text, as a guest's browser gets it. */
export async function text(baseUrl: string, path: string): Promise<string> {
  const res = await fetch(new URL(path, baseUrl));
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.text();
}

/** Signs in at the given door of the given process: the token. */
export async function login(baseUrl: string, door: 'admin' | 'member', username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>(baseUrl, 'POST', `/api/auth/${door}/login`, { username, password });
  if (res.status !== 200) throw new Error(`${door} login of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}
