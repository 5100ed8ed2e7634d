// The app's log (platform.md §9): signed file URLs and tokens never appear in it. A request is
// logged as Fastify does (method, url, host, address) with the secret query values replaced,
// so GET /api/files/<key>?…&sig=… and any ?token=… leave their path and no key to the file;
// headers and bodies are never logged, and should a log call pass one, its Authorization,
// cookies, tokens and passwords are redacted (docs/decisions/027).
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose value is a credential: the file URL signature, tokens, passwords. */
const SECRET_PARAMS = new Set(['sig', 'signature', 'token', 'access_token', 'refresh_token', 'jwt', 'password', 'secret', 'key', 'api_key']);
export const REDACTED = '[redacted]';

/** The URL with the values of its secret query parameters replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const entries = [...new URLSearchParams(url.slice(mark + 1))];
  if (!entries.some(([name]) => SECRET_PARAMS.has(name.toLowerCase()))) return url;
  const query = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${SECRET_PARAMS.has(name.toLowerCase()) ? REDACTED : encodeURIComponent(value)}`)
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** The request as Fastify hands it to the serializer (its FastifyRequest, whatever the types say). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** What a request is logged as: Fastify's own fields, the URL redacted. */
function requestSerializer(req: LoggedRequest) {
  return { method: req.method, url: req.url && redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

const SECRET_KEYS = ['authorization', 'cookie', 'token', 'password', 'newPassword', 'currentPassword'];

/** Fastify's logger options; `stream` is where the lines go (stdout unless given: tests read them). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: (req) => requestSerializer(req as LoggedRequest) },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((key) => `*.${key}`),
      ],
      censor: REDACTED,
    },
  };
}
