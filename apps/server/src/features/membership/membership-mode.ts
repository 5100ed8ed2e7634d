// The `membership_mode` setting (docs/product/membership.md#membership-mode), read from the
// settings store's copy in memory; a value the registry does not know reads as the default.
import { MEMBERSHIP_MODES, type MembershipMode } from '@clanhall/shared';
import type { Services } from '../../services.js';

export async function membershipMode(services: Services): Promise<MembershipMode> {
  const value: string = await services.settings.value('membership_mode');
  return (MEMBERSHIP_MODES as readonly string[]).includes(value) ? (value as MembershipMode) : 'invite';
}
