// back-office.md §2 and §9: the name column (first + last, or a dash), the avatar's initial,
// en-US dates with a short month.
import type { AdminUser } from '@clanhall/shared';

export function fullName(user: Pick<AdminUser, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export function initialOf(username: string): string {
  return username.charAt(0).toUpperCase();
}

export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
