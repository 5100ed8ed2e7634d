// How post dates are shown on the home page and the blog: en-US (member-site.md §9). Dates
// render in UTC on the server and in the reader's zone once hydrated (pass useHydrated() as
// `local`), so both renders match. Excerpts and the first tag are shared rules
// (@clanhall/shared post-format).

export function formatPostDate(iso: string, local: boolean): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: local ? undefined : 'UTC',
  });
}

export function formatPostDateTime(iso: string, local: boolean): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // No zone name: the server's UTC text and the reader's local text then differ at most in
    // the digits, so swapping one for the other after hydration does not reflow the page.
    timeZone: local ? undefined : 'UTC',
  });
}
