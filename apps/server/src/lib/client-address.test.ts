import { describe, expect, it } from 'vitest';
import { clientKey, countsPerAddress, isLoopbackKey } from './client-address.js';

describe('clientKey', () => {
  it('keeps an IPv4 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads the IPv4 address inside an IPv4-mapped IPv6 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one client, and other /64s apart', () => {
    const a = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(clientKey('2001:db8:1:2::ffff%eth0')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keeps ::1, this machine, apart from the rest of ::/64', () => {
    expect(clientKey('::1')).toBe('::1');
    expect(clientKey('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(clientKey('::2')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:0:203.0.113.7')).toBe('0:0:0:0::/64');
  });
});

describe('isLoopbackKey', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['2001:db8::1', false],
    ['::ffff:192.0.2.1', false],
    ['::2', false],
    ['::', false],
    ['::127.0.0.1', false],
    ['::ffff:0:127.0.0.1', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackKey(clientKey(address))).toBe(loopback);
  });
});

describe('countsPerAddress', () => {
  it('counts every address, this machine too, unless loopback is exempted for tests and benchmarks', () => {
    for (const key of ['127.0.0.1', '::1', '203.0.113.7', '0:0:0:0::/64']) expect(countsPerAddress(key, false)).toBe(true);
    expect(countsPerAddress('127.0.0.1', true)).toBe(false);
    expect(countsPerAddress('::1', true)).toBe(false);
    expect(countsPerAddress('0:0:0:0::/64', true)).toBe(true);
    expect(countsPerAddress('203.0.113.7', true)).toBe(true);
  });
});
