// The HTTP client every call goes through (docs/product/operating.md): JSON, the bearer token when
// there is one, a 15000 ms time-out, a 401 for the stored token signs out and goes to /login,
// and a 403 "Account disabled" marks the stored user disabled (docs/product/screens.md).
import { SERVER_ERRORS, UI, storedImageSrcSet } from '@clanhall/shared';
import { getSession, markDisabled, replaceToken, signOut } from './session';

const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `error` field, when it sent one. */
    readonly serverError?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's error text if it sent one, else the given fallback (the spec's pattern). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

let onUnauthorized: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};
/** The router installs a navigate-based handler so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

// A call that replaces the stored token (Change Password) makes the server end the old token's
// sessions and close this tab's socket before its answer is sent. The read the closed socket
// prompts can come back 401 for the old token first: it waits until the new token is stored,
// then judges against it, so the member is not signed out in the middle of the change.
let tokenReplacement: Promise<unknown> | null = null;

/**
 * On the server (public-page rendering, docs/decisions/020) GET calls go through the server's
 * own API in-process instead of the network.
 */
type ServerTransport = (path: string) => Promise<unknown>;
let serverTransport: ServerTransport | undefined;
export function setServerTransport(transport: ServerTransport | undefined) {
  serverTransport = transport;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Send no Authorization header even when signed in. */
  anonymous?: boolean;
  /** Send this token instead of the stored one (Logout sends the token it is ending). */
  token?: string;
  /** Let the request finish even if the page is closed meanwhile (Logout). */
  keepalive?: boolean;
  timeoutMs?: number;
  /** The answer's `token` replaces the stored one (Change Password); see tokenReplacement. */
  replacesToken?: boolean;
}

export function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.replacesToken) return send<T>(method, path, options);
  const sentWith = getSession().token;
  const work = send<T>(method, path, options).then((data) => {
    const token = data && typeof data === 'object' && 'token' in data ? data.token : undefined;
    // Signed out (or another account signed in) meanwhile: the new token is not this tab's.
    if (typeof token === 'string' && getSession().token === sentWith) replaceToken(token);
    return data;
  });
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  tokenReplacement = settled;
  void settled.then(() => {
    if (tokenReplacement === settled) tokenReplacement = null;
  });
  return work;
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  if (serverTransport) {
    if (method !== 'GET') throw new ApiError(0, 'Only reads happen during server rendering');
    try {
      return (await serverTransport(path)) as T;
    } catch (error) {
      const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 500;
      throw new ApiError(status, `GET ${path} failed with status ${status}`);
    }
  }
  const { response, token } = await open(method, path, options, 'application/json');
  const data = await readJson(response);
  if (!response.ok) throw await refusal(response, data, token, options);
  return data as T;
}

/** The call sent with the token, waiting at most the time-out for the answer's headers. */
async function open(method: string, path: string, options: RequestOptions, accept: string): Promise<{ response: Response; token: string | null }> {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? UI.httpTimeoutMs,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  const token = options.token ?? getSession().token;
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(API_URL + path, {
      method,
      headers,
      credentials: 'include',
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
      keepalive: options.keepalive,
    });
    return { response, token };
  } catch (error) {
    const timedOut = controller.signal.aborted && !options.signal?.aborted;
    throw new ApiError(
      0,
      timedOut ? 'The server took too long to answer.' : error instanceof Error ? error.message : 'Network error',
    );
  } finally {
    clearTimeout(timeout);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A refused call: the session rules applied, then the error to throw. */
async function refusal(response: Response, data: unknown, token: string | null, options: RequestOptions): Promise<ApiError> {
  const serverError =
    data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : undefined;
  // Only an answer about the token still stored acts on the session. One sent before a
  // sign-out or a token change (the Logout call itself, a read that was under way) says
  // nothing about whoever is signed in now: acting on it would sign them out or loop to /login.
  // (The replacing call itself does not wait for itself: its own 401 is about the stored token.)
  if (response.status === 401 && tokenReplacement && !options.replacesToken) await tokenReplacement;
  const aboutStoredSession = Boolean(token) && !options.anonymous && getSession().token === token;
  if (aboutStoredSession && response.status === 401) {
    signOut();
    onUnauthorized();
  } else if (aboutStoredSession && response.status === 403 && serverError === SERVER_ERRORS.accountDisabled) {
    markDisabled();
  }
  return new ApiError(response.status, serverError ?? `Request failed with status ${response.status}`, serverError);
}

export interface DownloadProgress {
  received: number;
  /** The answer's Content-Length, when the server sent one. */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the answer's Content-Disposition gives, if any. */
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match ? match[1]! : null;
}

/**
 * A file answer (GET), read as it arrives: `onProgress` after every piece. A refusal follows the
 * JSON calls' rules (a 401 for the stored token signs out); the time-out is for the answer to
 * begin, however long the file then takes.
 */
export async function download(
  path: string,
  onProgress?: (progress: DownloadProgress) => void,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const { response, token } = await open('GET', path, options, '*/*');
  if (!response.ok) throw await refusal(response, await readJson(response), token, options);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
      received += value.length;
      onProgress?.({ received, total });
    }
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(pieces, { type }), filename: filenameOf(response.headers.get('content-disposition')) };
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Relative stored-file URLs are prefixed with the API host (docs/product/operating.md). */
export function assetUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? API_URL + url : url;
}

/** The srcset of a stored image (its narrower copies and itself, on the API host); else undefined. */
export const assetSrcSet = (url: string | null | undefined): string | undefined => storedImageSrcSet(url, (path) => API_URL + path);
