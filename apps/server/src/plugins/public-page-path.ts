// The one spelling of a public page's address, so each page is one entry of the public cache
// however a link or a stranger writes it (docs/product/content.md): `/blog/%34`, `/blog/04/` and
// `/blog/4` are the same page, rendered and kept once.

/**
 * `pathname` with its percent-escapes decoded segment by segment (as React Router does before
 * matching a route), a number's leading zeros dropped (the app reads ids with Number()) and
 * trailing slashes dropped (React Router matches with or without them). Undefined for an
 * address no page has: a malformed escape, or an escaped "/" inside a segment.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment.includes('/')) return undefined;
    segments.push(/^\d+$/.test(segment) ? segment.replace(/^0+(?=\d)/, '') : segment);
  }
  return segments.join('/').replace(/\/+$/, '') || '/';
}
