// A membership's start or end moves the account's role (services/memberships.ts); the role a
// socket was admitted with (socket.data.role, services/realtime.ts) follows at once, on every
// process ('membership.written' crosses processes like every event). What role `user` may not
// see is closed by chat's own handler of 'account.demoted' (features/chat: the private rooms
// the account is not a member of), which announceRoleChange emits with the same change.
import { userRoom } from '../../../services/realtime.js';
import type { Services } from '../../../services.js';
import { findAccount } from '../accounts.repository.js';

export async function refreshSocketRoles(services: Services, userId: number): Promise<void> {
  const sockets = await services.realtime.io.local.in(userRoom(userId)).fetchSockets();
  if (sockets.length === 0) return;
  const account = await findAccount(services.db.kysely, userId);
  if (!account) return;
  for (const socket of sockets) socket.data.role = account.role;
}

/** Once per app (membership.feature.ts). */
export function listenToMembershipChanges(services: Services): void {
  services.events.on('membership.written', ({ userId }) => refreshSocketRoles(services, userId));
}
