// How post dates are shown on the home page and the blog: en-US (docs/product/content.md). Dates
// render in UTC on the server and in the reader's zone once hydrated (pass useHydrated() as
// `local`), so both renders match. Excerpts and the first tag are shared rules
// (@clanhall/shared post-format).
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

/** The parts of a moment the post dates show, in UTC or in the reader's zone. */
function partsOf(iso: string, local: boolean) {
  const d = new Date(iso);
  return local
    ? { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hours: d.getHours(), minutes: d.getMinutes() }
    : { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() };
}

/**
 * "November 23, 2026", written out rather than asked of Intl: the first Intl date format a page
 * makes loads the locale's data, ~30 ms of script in the middle of hydrating the home page and
 * the blog (a CPU profile of their load; four times that on the slow phone Lighthouse plays),
 * and en-US's long date is just this.
 */
export function formatPostDate(iso: string, local: boolean): string {
  const { year, month, day } = partsOf(iso, local);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/**
 * "November 23, 2026 at 3:04 PM": en-US's long date with the time, as Intl writes it for
 * { month: 'long', day, year, hour, minute: '2-digit' } in Node and in Chromium (a plain space
 * before AM/PM), written out for the same reason as formatPostDate: on the post page Intl's
 * first use was the largest single function of the page's start (~35 ms, ~135 ms on
 * Lighthouse's slow phone). No zone name: the server's UTC text and the reader's local text
 * then differ at most in the digits, so swapping one for the other after hydration does not
 * reflow the page. The blog's end-to-end test compares it with the browser's own Intl text.
 */
export function formatPostDateTime(iso: string, local: boolean): string {
  const { year, month, day, hours, minutes } = partsOf(iso, local);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[month]} ${day}, ${year} at ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
