import { JOIN_TEXTS, MY_MEMBERSHIP_TEXTS, type MembershipMode } from '@clanhall/shared';
import type { SessionUser } from '../../lib/session';

/** docs/product/screens.md Header: the public nav links, in order. */
export const NAV_LINKS = [
  { label: 'Home', to: '/', end: true },
  { label: 'Blog', to: '/blog', end: false },
  { label: 'Shop', to: '/shop', end: false },
  { label: 'Contact', to: '/contact', end: false },
] as const;

export interface NavLink {
  label: string;
  to: string;
  end: boolean;
}

/**
 * docs/product/membership.md Joining: guests and role user see 'Join' after the public links
 * while the club takes members by itself (its mode is not 'invite').
 */
export function navLinks(mode: MembershipMode, user: SessionUser | null): readonly NavLink[] {
  const join = mode !== 'invite' && (!user || user.role === 'user');
  return join ? [...NAV_LINKS, { label: JOIN_TEXTS.join, to: '/join', end: false }] : NAV_LINKS;
}

export interface AccountLink {
  label: 'Dashboard' | 'Profile' | 'Membership' | 'Settings';
  to: string;
}

/**
 * The account menu: Dashboard (/admin for admins), Profile, Membership (members:
 * docs/product/membership.md), Settings (admins only). Logout is added by the menus.
 */
export function accountLinks(user: SessionUser): AccountLink[] {
  const isAdmin = user.role === 'admin';
  return [
    { label: 'Dashboard', to: isAdmin ? '/admin' : '/dashboard' },
    { label: 'Profile', to: '/profile' },
    ...(user.role === 'member' ? [{ label: MY_MEMBERSHIP_TEXTS.menu, to: '/membership' }] : []),
    ...(isAdmin ? [{ label: 'Settings' as const, to: '/admin/settings' }] : []),
  ];
}
