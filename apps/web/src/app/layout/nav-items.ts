import type { SessionUser } from '../../lib/session';

/** docs/product/screens.md Header: the public nav links, in order. */
export const NAV_LINKS = [
  { label: 'Home', to: '/', end: true },
  { label: 'Blog', to: '/blog', end: false },
  { label: 'Shop', to: '/shop', end: false },
  { label: 'Contact', to: '/contact', end: false },
] as const;

export interface AccountLink {
  label: 'Dashboard' | 'Profile' | 'Settings';
  to: string;
}

/** The account menu: Dashboard (/admin for admins), Profile, Settings (admins only). Logout is added by the menus. */
export function accountLinks(user: SessionUser): AccountLink[] {
  const isAdmin = user.role === 'admin';
  return [
    { label: 'Dashboard', to: isAdmin ? '/admin' : '/dashboard' },
    { label: 'Profile', to: '/profile' },
    ...(isAdmin ? [{ label: 'Settings' as const, to: '/admin/settings' }] : []),
  ];
}
