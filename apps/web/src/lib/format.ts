// Small display helpers used across screens.

/** The avatar letter of an account without a picture. */
export function initialOf(username: string): string {
  return username.charAt(0).toUpperCase();
}

/** back-office.md §9: en-US dates with a short month ("Nov 22, 2026"). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** back-office.md §9's short month with the time, where the moment matters ("Nov 22, 2026, 3:04 PM"). */
export function formatShortDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** member-site.md §9: en-US dates with a long month in the member's order history ("November 23, 2026"). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
