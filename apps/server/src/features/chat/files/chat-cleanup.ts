// What chat does when accounts change (services/events.ts) and the sweep of its private files.
// - A deleted account (docs/product/chat.md and docs/product/back-office.md): its friendships, requests, blocks, memberships and
//   conversations go by cascade; its room messages stay under its name. The files it uploaded
//   are removed from disk with their rows (uploader_id was set null with the account), and a
//   file message left with no caption and no file goes too.
// - Files whose rows went by cascade (the deleted account's conversations, a deleted room)
//   are no longer named anywhere: the sweep removes private chat files no row names, once they
//   are older than any upload still being recorded could be. It runs after each deletion and
//   hourly (a feature job).
// - A demoted administrator's open tabs leave the private rooms they are not a member of.
import type { Services } from '../../../services.js';
import { CHAT_UPLOAD_FOLDER } from '../../../services/uploads/chat-uploads.js';
import { announceMessageDeleted, leaveRoom } from '../realtime/chat-realtime.js';
import { removeStoredFiles } from './chat-files.js';
import { deleteUploadsOfDeletedAccounts, keysWithoutRow } from './attachments.repository.js';
import { privateRoomsWithout } from '../rooms/rooms.repository.js';

/** Longer than any upload request can take (the server's request time-out is 10 minutes). */
export const ORPHAN_FILE_GRACE_MS = 15 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Folder levels under the chat folder: chat/<year>/<month>/<file>. */
const MAX_DEPTH = 3;

/** Every file key under the chat folder of the private area. */
async function listChatFiles(services: Services): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string, depth: number): Promise<void> => {
    for (const key of await services.storage.list('private', folder)) {
      if (await services.storage.stat('private', key)) files.push(key);
      else if (depth < MAX_DEPTH) await walk(key, depth + 1);
    }
  };
  await walk(CHAT_UPLOAD_FOLDER, 1);
  return files;
}

/** Removes private chat files no attachment names, older than `minAgeMs`; how many went. */
export async function sweepOrphanFiles(services: Services, minAgeMs = ORPHAN_FILE_GRACE_MS): Promise<number> {
  const keys = await listChatFiles(services);
  const orphans = await keysWithoutRow(services.db.kysely, keys);
  const cutoff = services.clock.nowMs() - minAgeMs;
  const old: string[] = [];
  for (const key of orphans) {
    const info = await services.storage.stat('private', key);
    if (info && info.modifiedMs <= cutoff) old.push(key);
  }
  // Named again meanwhile (a row written between the look-up and now)? Then it stays.
  const stillOrphans = await keysWithoutRow(services.db.kysely, old);
  await removeStoredFiles(services, stillOrphans);
  return stillOrphans.length;
}

export async function cleanUpAfterDeletedAccount(services: Services): Promise<void> {
  const { keys, emptied } = await deleteUploadsOfDeletedAccounts(services.db.kysely);
  await removeStoredFiles(services, keys);
  for (const message of emptied) announceMessageDeleted(services, { room: { id: message.room_id } }, message.id);
  await sweepOrphanFiles(services);
}

/** Chat's reactions to account events; called once per app (chat.feature.ts). */
export function listenToAccountEvents(services: Services): void {
  services.events.on('account.deleted', () => cleanUpAfterDeletedAccount(services));
  services.events.on('account.demoted', async ({ userId }) => {
    for (const roomId of await privateRoomsWithout(services.db.kysely, userId)) leaveRoom(services, roomId, [userId]);
  });
}
