// Who a request comes from, for per-address limits. An IPv6 client usually holds a whole /64
// (its router hands out addresses from it at will), so IPv6 addresses count per /64; an
// IPv4-mapped IPv6 address is the IPv4 address it carries; ::1, this machine, is a key of its
// own, not the ::/64 that also holds the IPv4-compatible and -translated forms of any address.
import { isIPv4, isIPv6 } from 'node:net';

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part counts as two groups.
  const last = right.length ? right : left;
  if (last.length && isIPv4(last[last.length - 1]!)) {
    const v4 = last.pop()!.split('.').map(Number);
    last.push(((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The key a request's address is counted under: the IPv4 address, or the IPv6 /64. */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  if (expandIPv6(bare).join(':') === '0:0:0:0:0:0:0:1') return '::1';
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** Whether a key (clientKey) is this machine itself: 127.0.0.0/8 or ::1 (::ffff:127.x is 127.x). */
export const isLoopbackKey = (key: string): boolean => key.startsWith('127.') || key === '::1';

/**
 * Whether a per-address limit counts this key: every address does, this machine's own too
 * (a proxy that does not set X-Forwarded-For makes every client look like it), unless
 * RATE_LIMITS_LOOPBACK_EXEMPT is on for a test suite or benchmark (docs/decisions/023).
 */
export const countsPerAddress = (key: string, loopbackExempt: boolean): boolean => !(loopbackExempt && isLoopbackKey(key));
