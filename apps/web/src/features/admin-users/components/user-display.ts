// docs/product/back-office.md: the name column (first + last, or a dash).
import type { AdminUser } from '@clanhall/shared';

export function fullName(user: Pick<AdminUser, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
