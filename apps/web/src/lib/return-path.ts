// Where a visitor sent to sign in goes back to afterwards (docs/product/membership.md Joining: a
// guest is sent to register or sign in, then comes back to /join). The address carries it as
// `?next=`; only a path of this site is followed, so a crafted link cannot send a fresh session
// to another site.

export const RETURN_PARAM = 'next';

/** The path to go back to, or null when `raw` is missing or not a path of this site. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // A path of this site holds no control characters (a browser drops tabs and line breaks in URLs).
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) < 0x20) return null;
  return raw;
}

/** '/login?next=%2Fjoin' (or '/register?...'): the sign-in page that comes back to `returnTo`. */
export function withReturnPath(page: '/login' | '/register', returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${page}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : page;
}
