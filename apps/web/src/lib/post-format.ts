// How post dates are shown on the home page and the blog: en-US (member-site.md §9). Dates
// render in UTC on the server and in the reader's zone once hydrated (pass useHydrated() as
// `local`), so both renders match. Excerpts and the first tag are shared rules
// (@clanhall/shared post-format).
import { formatDateTime } from './format';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "November 23, 2026", written out rather than asked of Intl: the first Intl date format a page
 * makes loads the locale's data, ~30 ms of script in the middle of hydrating the home page and
 * the blog (a CPU profile of their load; four times that on the slow phone Lighthouse plays),
 * and en-US's long date is just this.
 */
export function formatPostDate(iso: string, local: boolean): string {
  const d = new Date(iso);
  return local
    ? `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
    : `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export function formatPostDateTime(iso: string, local: boolean): string {
  return formatDateTime(iso, {
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
