// docs/product/screens.md, docs/product/accounts-and-sessions.md and docs/product/chat.md: who counts as admin, member and active, who may
// chat, and which dashboard tiles a role sees.
import { describe, expect, it } from 'vitest';
import { canUseChat, dashboardTilesFor, isActiveStatus, isAdminRole, isMemberRole } from './policy.js';

describe('policy', () => {
  it('tells the roles apart', () => {
    expect([isAdminRole('admin'), isAdminRole('member'), isAdminRole('user'), isAdminRole(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([isMemberRole('admin'), isMemberRole('member'), isMemberRole('user'), isMemberRole(undefined)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('counts an absent status as active', () => {
    expect([isActiveStatus('active'), isActiveStatus(undefined), isActiveStatus(null)]).toEqual([true, true, true]);
    expect([isActiveStatus('banned'), isActiveStatus('disabled')]).toEqual([false, false]);
  });

  it('lets every active account chat, whatever its role', () => {
    expect(canUseChat({ role: 'user' })).toBe(true);
    expect(canUseChat({ role: 'member', status: 'active' })).toBe(true);
    expect(canUseChat({ role: 'admin', status: 'banned' })).toBe(false);
    expect(canUseChat({ role: 'member', status: 'disabled' })).toBe(false);
  });

  it('shows role user every tile but Chat and Private Messages, in order', () => {
    expect(dashboardTilesFor('member')).toEqual(['shop', 'chat', 'private-messages', 'blog', 'orders', 'profile']);
    expect(dashboardTilesFor('admin')).toEqual(dashboardTilesFor('member'));
    expect(dashboardTilesFor('user')).toEqual(['shop', 'blog', 'orders', 'profile']);
  });
});
