import { HOME_TEXTS } from '@clanhall/shared';

/** member-site.md §2 Home: the signed-in button's label by role; Member Dashboard by default. */
export function dashboardLabel(role: string | undefined): string {
  if (role === 'admin') return HOME_TEXTS.adminDashboard;
  if (role === 'user') return HOME_TEXTS.userDashboard;
  return HOME_TEXTS.memberDashboard;
}
