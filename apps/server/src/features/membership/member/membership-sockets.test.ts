// A lapse while the member is connected (docs/product/membership.md#renewal: the account is
// role `user` again at once, on every process, its member-only rooms closed to it). The socket
// stays open for what role `user` may still read (group rooms, its conversations), its role
// follows at once, and it is out of any private room it is not a member of.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_LIMITS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { socketKit } from '../../../test/socket-kit.js';
import { FAILS_LATER_CARD, joinPlan, roleOf, seedPlan, setMembershipMode } from '../membership-fixtures.js';
import { runRenewals } from '../renewals/renewals.job.js';

const DAY = 24 * 60 * 60 * 1000;

describe('a lapse while the member is connected', () => {
  let t: TestApp;
  let kit: ReturnType<typeof socketKit>;
  const clock = manualClock(new Date());

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    kit = socketKit(t);
    await setMembershipMode(t.app, 'paid');
  });
  afterAll(async () => {
    kit.closeAll();
    await t.close();
  });

  const createRoom = async (admin: CreatedUser, type: 'group' | 'private') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chat/rooms',
      headers: admin.auth,
      payload: { name: `Room ${type} ${Math.random()}`, type },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().room.id as number;
  };
  const join = (socket: Awaited<ReturnType<typeof kit.connect>>, id: number) =>
    new Promise<{ ok: boolean }>((resolve) => socket.emit('join_room', { type: 'group', id }, resolve));
  const roomsOf = async (userId: number) => {
    const [socket] = await t.services.realtime.io.in(`user:${userId}`).fetchSockets();
    return { rooms: [...(socket?.rooms ?? [])].sort(), role: socket?.data.role };
  };

  it('keeps the socket open, its role follows, and it leaves what role user may not see', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, user, (await seedPlan(t.app)).id, FAILS_LATER_CARD);
    const [group, mine, closed] = [
      await createRoom(admin, 'group'),
      await createRoom(admin, 'private'),
      await createRoom(admin, 'private'),
    ];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/chat/rooms/${mine}/members`,
          headers: admin.auth,
          payload: { user_id: user.id },
        })
      ).statusCode,
    ).toBe(201);

    const socket = await kit.connect(user);
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));
    expect((await join(socket, group)).ok).toBe(true);
    expect((await join(socket, mine)).ok).toBe(true);
    expect((await join(socket, closed)).ok).toBe(false);
    // As if the socket had been let into a room that needed more than role user gives.
    t.services.realtime.io.in(`user:${user.id}`).socketsJoin(`group:${closed}`);
    expect(await roomsOf(user.id)).toMatchObject({ role: 'member' });

    // Past due for the grace days (set directly: moving the clock that far would end the session).
    const since = new Date(clock.nowMs() - MEMBERSHIP_LIMITS.graceDays * DAY - 1000).toISOString();
    await t.services.db.kysely
      .updateTable('memberships')
      .set({ status: 'past_due', past_due_since: since })
      .where('user_id', '=', user.id)
      .execute();
    await runRenewals(t.services);
    await t.services.events.idle();
    expect(await roleOf(t.app, user.id)).toBe('user');

    const after = await roomsOf(user.id);
    expect(after.role).toBe('user');
    expect(after.rooms).toContain(`group:${group}`);
    expect(after.rooms).toContain(`group:${mine}`);
    expect(after.rooms).not.toContain(`group:${closed}`);
    expect(socket.connected && !disconnected).toBe(true);
    // And its next request is a user's.
    const membership = await t.app.inject({ method: 'GET', url: '/api/membership', headers: user.auth });
    expect(membership.json().membership.status).toBe('lapsed');
  });
});
