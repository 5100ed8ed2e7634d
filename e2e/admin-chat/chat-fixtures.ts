// Chat content the back office's tests read and make through the API, as the server's own
// callers make it: reports by members, lists by the administrator (docs/product/chat.md). Rooms and
// their messages are made with the chat tests' own fixtures (support/chat.ts).
import { expect } from 'vitest';
import { api, loginAdmin, type SessionUser } from '../support/api.js';
import type { Room } from '../support/chat.js';

export interface Report {
  id: number;
  message_id: number;
  status: 'open' | 'dismissed' | 'removed';
}

export async function listRooms(): Promise<Room[]> {
  const admin = await loginAdmin();
  return (await api<{ rooms: Room[] }>('GET', '/api/admin/chat/rooms?limit=500', undefined, admin.token)).body.rooms;
}

export async function findRoom(name: string): Promise<Room | undefined> {
  return (await listRooms()).find((room) => room.name === name);
}

/** The texts of a room's messages, as the back office reads them. */
export async function roomMessageTexts(roomId: number): Promise<string[]> {
  const admin = await loginAdmin();
  const res = await api<{ messages: { message: string }[] }>('GET', `/api/admin/chat/messages/${roomId}`, undefined, admin.token);
  return res.body.messages.map((m) => m.message);
}

export async function reportRoomMessage(reporter: SessionUser, messageId: number, reason?: string): Promise<Report> {
  const res = await api<{ report: Report }>(
    'POST',
    '/api/chat/reports',
    { kind: 'room', message_id: messageId, reason },
    reporter.token,
  );
  expect(res.status).toBe(201);
  return res.body.report;
}

export async function findReport(id: number): Promise<Report | undefined> {
  const admin = await loginAdmin();
  const res = await api<{ reports: Report[] }>('GET', '/api/admin/chat/reports?limit=500', undefined, admin.token);
  return res.body.reports.find((report) => report.id === id);
}

/** What a member hears when reading the room: 200 when they may, 404 when it does not exist for them. */
export async function memberReadStatus(member: SessionUser, roomId: number): Promise<number> {
  return (await api('GET', `/api/chat/rooms/${roomId}/messages`, undefined, member.token)).status;
}
