// The request around the multipart parts: what its Content-Length already tells before a byte
// is read, and what becomes of the unread rest when an upload is refused part-way.
import type { IncomingMessage } from 'node:http';

/** The declared body length, or undefined when unknown (chunked) or unreadable. */
export function declaredLength(raw: IncomingMessage): number | undefined {
  if (raw.headers['transfer-encoding'] !== undefined) return undefined;
  const value = raw.headers['content-length'];
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * A refused upload's client is usually still sending. Closing the connection at once would
 * make it see a broken pipe instead of the answer (a browser shows a network error instead of
 * '<file> is too large…'), so, like plugins/errors.ts does for too-large JSON bodies, the rest
 * is read and thrown away, nothing kept, up to this many bytes; past that the connection is
 * closed (the answer has long been sent by then).
 */
export const DRAIN_REFUSED_BODY_BYTES = 64 * 1024 * 1024;

/** Stops parsing the body (unpiped from the multipart parser) and discards what is left of it. */
export function abandonBody(raw: IncomingMessage, drainBytes = DRAIN_REFUSED_BODY_BYTES): void {
  raw.unpipe();
  if (raw.complete || raw.destroyed) return;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > drainBytes) raw.destroy();
  });
  raw.on('error', () => undefined);
  raw.resume();
}
