// docs/product/membership.md Joining: the sign-in pages send a visitor back only to a path of this site.
import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('return path', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/join')).toBe('/join');
    expect(safeReturnPath('/join?plan=3')).toBe('/join?plan=3');
  });

  it('refuses other sites, schemes and nothing', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'join',
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
      '/a\nb',
    ]) {
      expect(safeReturnPath(raw)).toBeNull();
    }
  });

  it('builds the sign-in address that comes back', () => {
    expect(withReturnPath('/login', '/join?plan=3')).toBe('/login?next=%2Fjoin%3Fplan%3D3');
    expect(withReturnPath('/register', '/join')).toBe('/register?next=%2Fjoin');
    expect(withReturnPath('/login', 'https://evil.test')).toBe('/login');
  });
});
