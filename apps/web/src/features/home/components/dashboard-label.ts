import { DASHBOARD_TITLES } from '@clanhall/shared';

/** docs/product/content.md Home: the signed-in button's label by role; Member Dashboard by default. */
export function dashboardLabel(role: string | undefined): string {
  if (role === 'admin') return DASHBOARD_TITLES.admin;
  if (role === 'user') return DASHBOARD_TITLES.user;
  return DASHBOARD_TITLES.member;
}
