// One spelling per page address (plugins/public-page-path.ts), as React Router reads it.
import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './public-page-path.js';

describe('canonicalPagePath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/4', '/blog/4'],
    ['/blog/%34', '/blog/4'],
    ['/blog/0004', '/blog/4'],
    ['/blog/0', '/blog/0'],
    ['/blog/4//', '/blog/4'],
    ['/%62log/4', '/blog/4'],
    ['/blog/h%C3%A4ll', '/blog/häll'],
    ['/blog//4', '/blog//4'],
    ['/blog/x04', '/blog/x04'],
  ])('%s is %s', (pathname, canonical) => {
    expect(canonicalPagePath(pathname)).toBe(canonical);
  });

  it.each(['/blog/%E0', '/blog/%', '/blog/a%2Fb'])('%s names no page', (pathname) => {
    expect(canonicalPagePath(pathname)).toBeUndefined();
  });
});
