// The app's log (docs/product/operating.md): JSON lines, or on a terminal one readable coloured line per
// event. Signed file URLs and tokens never appear in it. A request is logged in one line
// (plugins/request-log.ts), and anywhere a request is logged its secret query values are
// replaced, so GET /api/files/<key>?…&sig=… and any ?token=… leave their path and no key to the file;
// headers and bodies are never logged, and should a log call pass one, its Authorization,
// cookies, tokens and passwords are redacted (docs/decisions/027).
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { LogFormat } from '../config.js';

/** Query parameters whose value is a credential: the file URL signature, tokens, passwords. */
const SECRET_PARAMS = new Set(['sig', 'signature', 'token', 'access_token', 'refresh_token', 'jwt', 'password', 'secret', 'key', 'api_key', 'invitation']);
export const REDACTED = '[redacted]';

/**
 * Paths whose last part is a credential: an invitation link's token, checked by the register
 * page (docs/product/membership.md#invitations).
 */
const SECRET_PATHS = [/^(\/api\/membership\/invitations\/)[^/?]+/];

/** The URL with the credentials in its path and the values of its secret query parameters replaced. */
export function redactUrl(rawUrl: string): string {
  const url = SECRET_PATHS.reduce((current, pattern) => current.replace(pattern, `$1${REDACTED}`), rawUrl);
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

type LineSink = { write(line: string): void };

/** The fields of a request's line (plugins/request-log.ts), which its readable message says already. */
const SAID_IN_MESSAGE = 'method,url,statusCode,responseTime,remoteAddress';

/**
 * One readable line per event, through pino-pretty in this process (no worker thread): time,
 * level, message, and any other fields on the same line. `colorize` when a person watches.
 */
export function prettyStream(destination: LineSink | 1, colorize: boolean): LineSink {
  return pretty({
    // pino-pretty writes to a stream (a test's sink becomes one) or, given 1, to stdout.
    destination:
      destination === 1
        ? 1
        : new Writable({
            write(chunk: Buffer, _encoding, callback) {
              destination.write(chunk.toString());
              callback();
            },
          }),
    sync: true,
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: `pid,hostname,reqId,${SAID_IN_MESSAGE}`,
  });
}

/** `format` as configured, else readable on a terminal and JSON lines otherwise (docs/product/operating.md). */
export function effectiveLogFormat(format: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return format ?? (isTerminal ? 'pretty' : 'json');
}

export interface LoggerChoice {
  format?: LogFormat;
  /** Where the lines go: stdout unless given (tests read them). */
  stream?: LineSink;
}

/** Fastify's logger options: JSON lines, or readable ones (prettyStream), secrets redacted either way. */
export function loggerOptions(level: string, { format = 'json', stream }: LoggerChoice = {}): FastifyServerOptions['logger'] {
  const sink = format === 'pretty' ? prettyStream(stream ?? 1, !stream && Boolean(process.stdout.isTTY)) : stream;
  return {
    level,
    ...(sink ? { stream: sink } : {}),
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
