// Rows as the chat answers show them (packages/shared/src/schemas/chat.ts). Answers are also
// filtered by their schema, so no column that is not listed there (an email) can leave.
import {
  CHAT_MESSAGES,
  type Attachment,
  type ChatRoom,
  type ChatUser,
  type ChatRelation,
  type Conversation,
  type DirectMessage,
  type FriendRequest,
  type MessageReport,
  type RoomMessage,
} from '@clanhall/shared';
import type { Selectable } from 'kysely';
import type { AttachmentsTable } from '../../db/schema.js';
import type { SignedUrls } from '../../services/signed-urls.js';
import type { ChatUserRow, RelationRow } from './friends/chat-users.repository.js';

export type AttachmentRow = Selectable<AttachmentsTable>;

export const toChatUser = (row: ChatUserRow): ChatUser => ({ id: row.id, username: row.username, avatar_url: row.avatar_url, role: row.role });

/** A conversation wins over a pending request: it is what Find Users then offers (open chat). */
export function toChatRelation(row: RelationRow, me: number): ChatRelation {
  const base = { user_id: row.user_id, conversation_id: row.conversation_id, request_id: row.request_id };
  if (row.conversation_id !== null) return { ...base, state: 'conversation' };
  return { ...base, state: row.request_sender_id === me ? 'request_sent' : 'request_received' };
}

/** Shown in the page (docs/product/chat.md): images, video and audio; anything else downloads. */
const INLINE = /^(image|video|audio)\//;

export function toAttachment(row: AttachmentRow, signedUrls: SignedUrls): Attachment {
  return {
    id: row.id,
    url: signedUrls.sign({
      key: row.storage_key,
      contentType: row.type,
      filename: row.name,
      disposition: INLINE.test(row.type) ? 'inline' : 'attachment',
    }),
    name: row.name,
    type: row.type,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    duration: row.duration === null ? null : Number(row.duration),
    uploader_id: row.uploader_id,
  };
}

/** The ids of the file messages among these rows: only an upload has attachments (a typed message never does). */
export const fileMessageIds = (rows: readonly { id: number; message_type: string }[]): number[] =>
  rows.filter((row) => row.message_type === 'file').map((row) => row.id);

/** Attachments grouped by the message they belong to. */
export function byMessage(rows: AttachmentRow[], column: 'direct_message_id' | 'room_message_id'): Map<number, AttachmentRow[]> {
  const map = new Map<number, AttachmentRow[]>();
  for (const row of rows) {
    const id = row[column];
    if (id === null) continue;
    map.set(id, [...(map.get(id) ?? []), row]);
  }
  return map;
}

export interface DirectMessageRow {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  sender_name: string;
  content: string;
  client_id: string | null;
  read_at: string | null;
  created_at: string;
  /** The sender's name and picture now (left join; null once the account is gone). */
  current_username: string | null;
  avatar_url: string | null;
  /** 1 when attachments belong to the message. */
  has_files: number;
}

export function toDirectMessage(row: DirectMessageRow, viewerId: number, attachments: AttachmentRow[], signedUrls: SignedUrls): DirectMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    username: row.current_username ?? row.sender_name,
    avatar_url: row.avatar_url,
    content: row.content,
    is_own: row.sender_id === viewerId,
    read: row.read_at !== null,
    client_id: row.client_id,
    created_at: row.created_at,
    attachments: attachments.map((a) => toAttachment(a, signedUrls)),
  };
}

export interface RoomMessageRow {
  id: number;
  room_id: number;
  sender_id: number | null;
  sender_name: string;
  message: string;
  message_type: string;
  client_id: string | null;
  created_at: string;
  current_username: string | null;
  avatar_url: string | null;
}

export function toRoomMessage(row: RoomMessageRow, viewerId: number, attachments: AttachmentRow[], signedUrls: SignedUrls): RoomMessage {
  return {
    id: row.id,
    room_id: row.room_id,
    sender_id: row.sender_id,
    username: row.current_username ?? row.sender_name,
    avatar_url: row.avatar_url,
    message: row.message,
    message_type: row.message_type,
    is_own: row.sender_id === viewerId,
    client_id: row.client_id,
    created_at: row.created_at,
    attachments: attachments.map((a) => toAttachment(a, signedUrls)),
  };
}

export interface ConversationRow {
  id: number;
  /** The list's order: the last message's time, or when the conversation was opened. */
  activity_at: string;
  participant_id: number;
  participant_username: string;
  participant_avatar_url: string | null;
  participant_role: ChatUser['role'];
  last_content: string | null;
  last_file_count: number | string | null;
  last_file_name: string | null;
  last_message_time: string | null;
  unread_count: number | string;
}

/** The last message's text, or a short summary when it carried files only. */
function lastMessageText(row: ConversationRow): string | null {
  if (row.last_content === null) return null;
  const files = Number(row.last_file_count ?? 0);
  if (row.last_content.trim() === '' && files > 0) return CHAT_MESSAGES.filesSummary(files, row.last_file_name ?? '');
  return row.last_content;
}

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    participant: { id: row.participant_id, username: row.participant_username, avatar_url: row.participant_avatar_url, role: row.participant_role },
    last_message: lastMessageText(row),
    last_message_time: row.last_message_time,
    unread_count: Number(row.unread_count),
  };
}

export interface FriendRequestRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  status: FriendRequest['status'];
  created_at: string;
  sender_username: string;
  sender_avatar_url: string | null;
  sender_role: ChatUser['role'];
  recipient_username: string;
  recipient_avatar_url: string | null;
  recipient_role: ChatUser['role'];
}

export function toFriendRequest(row: FriendRequestRow): FriendRequest {
  return {
    id: row.id,
    sender: { id: row.sender_id, username: row.sender_username, avatar_url: row.sender_avatar_url, role: row.sender_role },
    recipient: { id: row.recipient_id, username: row.recipient_username, avatar_url: row.recipient_avatar_url, role: row.recipient_role },
    sender_id: row.sender_id,
    recipient_id: row.recipient_id,
    status: row.status,
    created_at: row.created_at,
  };
}

export interface ChatRoomRow {
  id: number;
  name: string;
  type: ChatRoom['type'];
  created_by_username: string | null;
  created_at: string;
  message_count: number | string;
  member_count: number | string;
}

export const toChatRoom = (row: ChatRoomRow): ChatRoom => ({
  id: row.id,
  name: row.name,
  type: row.type,
  created_by_username: row.created_by_username,
  created_at: row.created_at,
  message_count: Number(row.message_count),
  member_count: Number(row.member_count),
});

export interface ReportRow {
  id: number;
  kind: MessageReport['kind'];
  message_id: number;
  reason: string | null;
  status: MessageReport['status'];
  created_at: string;
  reporter: string;
  direct_content: string | null;
  direct_author: string | null;
  room_content: string | null;
  room_author: string | null;
  room_id: number | null;
  room_name: string | null;
}

export const toReport = (row: ReportRow): MessageReport => ({
  id: row.id,
  kind: row.kind,
  message_id: row.message_id,
  message: row.kind === 'direct' ? row.direct_content : row.room_content,
  author: row.kind === 'direct' ? row.direct_author : row.room_author,
  reporter: row.reporter,
  room_id: row.room_id,
  room_name: row.room_name,
  reason: row.reason,
  status: row.status,
  created_at: row.created_at,
});
