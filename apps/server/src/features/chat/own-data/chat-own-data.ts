// Chat's part of a member's own data (docs/product/accounts-and-sessions.md, services/own-data.ts):
// - the archive's messages.json (every message they wrote, direct and in rooms, with its
//   conversation or room and the files it carried), friends.json (friends, requests, blocks;
//   other accounts by username only) and the files they sent, under files/chat/;
// - their own deletion removes their room messages too (an administrator's deletion keeps them
//   under the name), settles the reports of the messages that go, and removes the files of
//   their conversations and their uploads from disk at once, not at the next sweep.
import { EXPORT_FILES, type ExportedFile, type ExportedFriends, type ExportedMessage } from '@clanhall/shared';
import type { Executor } from '../../../db/executor.js';
import { jsonListText, jsonText } from '../../../lib/json-text.js';
import { safeEntrySegment } from '../../../lib/zip-writer.js';
import type { Services } from '../../../services.js';
import type { ArchiveEntry, OwnDataPart } from '../../../services/own-data.js';
import type { AttachmentRow } from '../chat-views.js';
import { byMessage } from '../chat-views.js';
import { keysWithoutRow, listAttachmentsOf } from '../files/attachments.repository.js';
import { removeStoredFiles } from '../files/chat-files.js';
import { announceMessageDeleted, nudge } from '../realtime/chat-realtime.js';
import {
  accountsRelatedTo,
  attachmentIdsOf,
  attachmentsByIds,
  blockedBy,
  deleteRoomMessagesOf,
  directMessagesByIds,
  fileKeysOfAccount,
  friendsOf,
  messageIdsOf,
  requestsOf,
  roomMessagesByIds,
  settleReportsOfConversations,
} from './own-data.repository.js';

/** Rows read at a time (a power of two: db/in-list.ts). */
const CHUNK = 256;

function* chunks(ids: readonly number[]): Generator<number[]> {
  for (let start = 0; start < ids.length; start += CHUNK) yield ids.slice(start, start + CHUNK);
}

/** Pictures, video, most audio and archives are compressed already: stored as they are. */
const COMPRESSED =
  /^(image\/(jpeg|png|gif|webp)|video\/|audio\/(mpeg|ogg|mp4)|application\/(zip|vnd\.rar|x-7z-compressed|vnd\.openxmlformats))/;

const archivePath = (file: AttachmentRow) => EXPORT_FILES.chatFile(file.id, safeEntrySegment(file.name));

function exportedFiles(files: AttachmentRow[] | undefined, userId: number): ExportedFile[] {
  return (files ?? []).map((file) => ({
    name: file.name,
    type: file.type,
    size: Number(file.size),
    // Only the member's own uploads are in the archive (a message of theirs carries no other).
    path: file.uploader_id === userId ? archivePath(file) : null,
  }));
}

async function* directMessagePages(db: Executor, userId: number): AsyncGenerator<ExportedMessage[]> {
  for (const ids of chunks(await messageIdsOf(db, 'direct', userId))) {
    const [rows, files] = await Promise.all([directMessagesByIds(db, userId, ids), listAttachmentsOf(db, 'direct', ids)]);
    const byId = byMessage(files, 'direct_message_id');
    yield rows.map((row) => ({
      kind: 'direct' as const,
      id: row.id,
      conversation: { id: row.conversation_id, with: row.other_username },
      message: row.content,
      created_at: row.created_at,
      files: exportedFiles(byId.get(row.id), userId),
    }));
  }
}

async function* roomMessagePages(db: Executor, userId: number): AsyncGenerator<ExportedMessage[]> {
  for (const ids of chunks(await messageIdsOf(db, 'room', userId))) {
    const [rows, files] = await Promise.all([roomMessagesByIds(db, userId, ids), listAttachmentsOf(db, 'room', ids)]);
    const byId = byMessage(files, 'room_message_id');
    yield rows.map((row) => ({
      kind: 'room' as const,
      id: row.id,
      room: { id: row.room_id, name: row.room_name },
      message: row.message,
      created_at: row.created_at,
      files: exportedFiles(byId.get(row.id), userId),
    }));
  }
}

async function* messagePages(db: Executor, userId: number): AsyncGenerator<ExportedMessage[]> {
  yield* directMessagePages(db, userId);
  yield* roomMessagePages(db, userId);
}

async function friendsDocument(db: Executor, userId: number): Promise<ExportedFriends> {
  const [friends, sent, received, blocked] = await Promise.all([
    friendsOf(db, userId),
    requestsOf(db, userId, 'sent'),
    requestsOf(db, userId, 'received'),
    blockedBy(db, userId),
  ]);
  return { friends, requests_sent: sent, requests_received: received, blocked };
}

export const chatOwnData: OwnDataPart = {
  async *documents(services, user): AsyncGenerator<ArchiveEntry> {
    const db = services.db.kysely;
    yield { name: EXPORT_FILES.messages, content: () => jsonListText('messages', messagePages(db, user.id)) };
    yield { name: EXPORT_FILES.friends, content: jsonText(await friendsDocument(db, user.id)) };
  },

  async *files(services, user): AsyncGenerator<ArchiveEntry> {
    const db = services.db.kysely;
    for (const ids of chunks(await attachmentIdsOf(db, user.id))) {
      for (const file of await attachmentsByIds(db, user.id, ids)) {
        // Gone from the disk meanwhile (a message deleted while the archive was written): left out.
        const stored = await services.storage.stat('private', file.storage_key);
        if (!stored) continue;
        yield {
          name: archivePath(file),
          content: () => services.storage.read('private', file.storage_key),
          store: COMPRESSED.test(file.type),
          size: stored.size,
          modifiedAt: new Date(file.created_at),
        };
      }
    }
  },

  async removeWithAccount(services: Services, trx, user) {
    const now = services.clock.nowIso();
    const keys = await fileKeysOfAccount(trx, user.id);
    const { partners, requesters } = await accountsRelatedTo(trx, user.id);
    await settleReportsOfConversations(trx, user.id, now);
    const removed = await deleteRoomMessagesOf(trx, user.id, now);
    return async () => {
      // Only files no row names any more: every one of them, unless a row was missed here.
      await removeStoredFiles(services, await keysWithoutRow(services.db.kysely, keys));
      for (const message of removed) announceMessageDeleted(services, { room: { id: message.room_id } }, message.id);
      // Their conversation with the member, or the request, is gone from these lists.
      nudge(services, 'conversations_changed', partners);
      nudge(services, 'requests_changed', requesters);
    };
  },
};
