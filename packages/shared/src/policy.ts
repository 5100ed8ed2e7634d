// Permission rules both sides need (conventions.md: one place per rule). The server enforces
// them; the browser uses the same functions to decide what to show.
import type { Role, UserStatus } from './constants.js';

/** docs/product/accounts-and-sessions.md: the admin check. */
export const isAdminRole = (role: Role | undefined | null): boolean => role === 'admin';

/** docs/product/accounts-and-sessions.md: the member check (member, admin or user). */
export const isMemberRole = (role: Role | undefined | null): boolean => role === 'member' || role === 'admin' || role === 'user';

/** docs/product/membership.md#members-only-posts: who reads a members-only story whole. */
export const readsMembersPosts = (role: Role | undefined | null): boolean => role === 'member' || role === 'admin';

/** docs/product/accounts-and-sessions.md: active is status active or absent. */
export const isActiveStatus = (status: UserStatus | undefined | null): boolean => status === undefined || status === null || status === 'active';

/** docs/product/chat.md: every signed-in active account may chat, whatever its role. */
export const canUseChat = (user: { role: Role; status?: UserStatus | null }): boolean =>
  isMemberRole(user.role) && isActiveStatus(user.status);

/** The member dashboard's tiles, in order (docs/product/screens.md). */
export const DASHBOARD_TILES = ['shop', 'chat', 'private-messages', 'blog', 'orders', 'profile'] as const;
export type DashboardTile = (typeof DASHBOARD_TILES)[number];

/** docs/product/screens.md and docs/product/accounts-and-sessions.md: role user does not see the Chat and Private Messages tiles. */
export function dashboardTilesFor(role: Role): DashboardTile[] {
  const chatTiles: DashboardTile[] = ['chat', 'private-messages'];
  return DASHBOARD_TILES.filter((tile) => role !== 'user' || !chatTiles.includes(tile));
}

/**
 * docs/product/accounts-and-sessions.md: changing one's email needs the current password. The same mailbox in other
 * letters (Ann@ for ann@) is no change: lookups by email ignore case.
 */
export const isEmailChange = (current: string, next: string | undefined): boolean =>
  next !== undefined && next.trim().toLowerCase() !== current.trim().toLowerCase();
