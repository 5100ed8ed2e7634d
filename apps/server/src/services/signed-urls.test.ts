import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.js';
import { createSignedUrls } from './signed-urls.js';

const file = { key: 'chat/ab/photo.jpg', contentType: 'image/jpeg', filename: 'Holiday "2026".jpg', disposition: 'inline' as const };

function parse(url: string) {
  const parsed = new URL(url, 'http://x');
  return { key: parsed.pathname.replace('/api/files/', ''), query: Object.fromEntries(parsed.searchParams) };
}

describe('signed URLs', () => {
  it('verify what they signed until they expire', () => {
    const clock = manualClock();
    const urls = createSignedUrls('k'.repeat(48), clock);
    const { key, query } = parse(urls.sign(file, 60_000));
    expect(urls.verify(key, query)).toEqual(file);
    clock.advance(61_000);
    expect(urls.verify(key, query)).toBeNull();
  });

  it('refuse a changed key, type, name, disposition, expiry or signature, and another secret', () => {
    const clock = manualClock();
    const urls = createSignedUrls('k'.repeat(48), clock);
    const { key, query } = parse(urls.sign(file));
    expect(urls.verify('chat/ab/other.jpg', query)).toBeNull();
    for (const change of [{ t: 'text/html' }, { n: 'evil.html' }, { d: 'a' }, { exp: String(Number(query.exp) + 3600) }, { sig: 'x' }]) {
      expect(urls.verify(key, { ...query, ...change })).toBeNull();
    }
    expect(urls.verify(key, {})).toBeNull();
    expect(createSignedUrls('z'.repeat(48), clock).verify(key, query)).toBeNull();
  });
});
