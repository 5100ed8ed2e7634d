// Chat (docs/product/chat.md Messages; docs/product/back-office.md Chat Management).
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { bodyId, isoDate, limitParam } from './common.js';
import { roleSchema } from './users.js';

/** Another account as chat shows it: never an email (docs/product/chat.md). */
export const chatUser = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  role: roleSchema,
});
export type ChatUser = z.infer<typeof chatUser>;

/** Find Users (docs/product/chat.md): the other accounts with exactly these four fields. */
export const chatUsersResponse = z.object({ users: z.array(chatUser) });

/**
 * Find Users' four states (docs/product/chat.md): already in a conversation, a request pending
 * either way, or none. (The fourth, 'request being sent', is the browser's own moment.)
 */
export const relationState = z.enum(['conversation', 'request_sent', 'request_received', 'none']);
export type RelationState = z.infer<typeof relationState>;

/**
 * Where the caller stands with one other account. Only accounts with a conversation or a
 * pending request appear, so 'none' never does; the browser reads a missing one as 'none'.
 * A conversation wins over a request (an administrator may talk with someone who also asked).
 */
export const chatRelation = z.object({
  user_id: z.number().int(),
  state: relationState.exclude(['none']),
  conversation_id: z.number().int().nullable(),
  request_id: z.number().int().nullable(),
});
export type ChatRelation = z.infer<typeof chatRelation>;
export const chatRelationsResponse = z.object({ relations: z.array(chatRelation) });

export const attachment = z.object({
  id: z.number().int(),
  /** A signed, expiring URL (docs/product/chat.md); relative to the API host. */
  url: z.string(),
  name: z.string(),
  /** MIME type. */
  type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, for video and audio. */
  duration: z.number().nullable(),
  uploader_id: z.number().int().nullable(),
});
export type Attachment = z.infer<typeof attachment>;

/** A direct message (docs/product/chat.md). */
export const directMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int().nullable(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  content: z.string(),
  is_own: z.boolean(),
  read: z.boolean(),
  client_id: z.string().nullable(),
  created_at: isoDate,
  attachments: z.array(attachment),
});
export type DirectMessage = z.infer<typeof directMessage>;

/** A group or private room message (docs/product/chat.md). */
export const roomMessage = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender_id: z.number().int().nullable(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  message: z.string(),
  message_type: z.string(),
  is_own: z.boolean(),
  client_id: z.string().nullable(),
  created_at: isoDate,
  attachments: z.array(attachment),
});
export type RoomMessage = z.infer<typeof roomMessage>;

export const conversation = z.object({
  id: z.number().int(),
  participant: chatUser,
  last_message: z.string().nullable(),
  last_message_time: isoDate.nullable(),
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof conversation>;
/** A place in a member's conversation list: the last one shown's activity time and id. */
const CONVERSATION_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z(~\d{1,10})?$/;
export const conversationCursor = (conversation: { activity_at: string; id: number }) => `${conversation.activity_at}~${conversation.id}`;

/**
 * GET /api/chat/conversations (docs/product/chat.md): newest activity first, `limit` (default 50, at
 * most 100) a page; `before` a conversation's `last_message_at` (those less recently active) or
 * the answer's `next_cursor` (which also orders conversations active at the same instant).
 */
export const conversationsQuery = z.object({
  limit: limitParam(LIMITS.conversationPageMax, LIMITS.conversationPageDefault),
  before: z
    .string()
    .regex(CONVERSATION_CURSOR, { message: "before must be a conversation's last_message_at or a next_cursor" })
    .transform((text) => {
      const [activityAt = '', id] = text.split('~');
      return id === undefined ? { activityAt } : { activityAt, id: Number(id) };
    })
    .optional(),
});
export type ConversationsQuery = z.input<typeof conversationsQuery>;

export const conversationsResponse = z.object({ conversations: z.array(conversation), next_cursor: z.string().nullable() });
export const conversationResponse = z.object({ conversation });

export const friendRequest = z.object({
  id: z.number().int(),
  sender: chatUser,
  recipient: chatUser,
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  status: z.enum(['pending', 'accepted', 'declined']),
  created_at: isoDate,
});
export type FriendRequest = z.infer<typeof friendRequest>;
export const friendRequestsResponse = z.object({ requests: z.array(friendRequest) });
export const friendRequestResponse = z.object({ request: friendRequest });
export const respondResponse = z.object({ request: friendRequest, conversation: conversation.nullable() });

export const roomType = z.enum(['group', 'private'], { message: 'Room type must be group or private' });
export type RoomType = z.infer<typeof roomType>;
export const chatRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  type: roomType,
  created_by_username: z.string().nullable(),
  created_at: isoDate,
  message_count: z.number().int(),
  member_count: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoom>;
export const chatRoomsResponse = z.object({ rooms: z.array(chatRoom) });
export const chatRoomResponse = z.object({ room: chatRoom });

export const unreadResponse = z.object({ count: z.number().int() });
export const directMessagesResponse = z.object({ messages: z.array(directMessage) });
export const roomMessagesResponse = z.object({ messages: z.array(roomMessage) });
export const directMessageResponse = z.object({ message: directMessage });
export const roomMessageResponse = z.object({ message: roomMessage });
export const filesSentResponse = z.object({ success: z.literal(true), message: z.union([directMessage, roomMessage]) });

/** An id in the query string: text, parsed (docs/product/operating.md); bodies take bodyId's JSON integers. */
const queryId = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .positive({ message: `${label} must be an id` })
    .max(2_147_483_647, { message: `${label} must be an id` });

/**
 * Message lists (docs/product/chat.md): the newest page, or `before` an id (older ones), or `after`
 * an id (newer ones, oldest first, to catch up after a reconnect).
 */
export const messagesQuery = z.object({
  limit: limitParam(LIMITS.chatPageMax, LIMITS.chatPageDefault),
  before: queryId('before').optional(),
  after: queryId('after').optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

const messageText = z
  .string({ message: 'Message is required' })
  .max(LIMITS.chatMessageMax, { message: `Message must be at most ${LIMITS.chatMessageMax} characters` })
  .refine((text) => text.trim().length > 0, { message: 'Message is required' });
const clientId = z.string().trim().min(1).max(100).optional();

export const sendDirectBody = z.object({ conversation_id: bodyId('conversation_id'), message: messageText, client_id: clientId });
export type SendDirectBody = z.infer<typeof sendDirectBody>;
export const sendRoomBody = z.object({ message: messageText, message_type: z.string().max(20).default('text'), client_id: clientId });
export type SendRoomBody = z.infer<typeof sendRoomBody>;
export const friendRequestBody = z.object({ recipient_id: bodyId('recipient_id') });
export const respondBody = z.object({ request_id: bodyId('request_id'), accept: z.boolean({ message: 'accept must be true or false' }) });
export const startConversationBody = z.object({ participant_id: bodyId('participant_id') });
export const blockBody = z.object({ user_id: bodyId('user_id') });
export const blocksResponse = z.object({ users: z.array(chatUser) });
export const reportBody = z.object({
  kind: z.enum(['direct', 'room'], { message: 'kind must be direct or room' }),
  message_id: bodyId('message_id'),
  reason: z.string().trim().max(500).optional(),
});

export const createRoomBody = z.object({
  name: z
    .string({ message: 'Room name is required' })
    .trim()
    .min(1, { message: 'Room name is required' })
    .max(LIMITS.roomNameMax, { message: `Room name must be at most ${LIMITS.roomNameMax} characters` }),
  type: roomType.default('group'),
});
export type CreateRoomBody = z.infer<typeof createRoomBody>;
export const roomMemberBody = z.object({ user_id: bodyId('user_id') });
export const roomMembersResponse = z.object({ members: z.array(chatUser) });

/** docs/product/back-office.md: an admin chat message. */
export const adminChatMessage = z.object({
  id: z.number().int(),
  username: z.string(),
  message: z.string(),
  created_at: isoDate,
  attachments: z.array(attachment),
});
export type AdminChatMessage = z.infer<typeof adminChatMessage>;
export const adminChatMessagesResponse = z.object({ messages: z.array(adminChatMessage) });

export const messageReport = z.object({
  id: z.number().int(),
  kind: z.enum(['direct', 'room']),
  message_id: z.number().int(),
  message: z.string().nullable(),
  author: z.string().nullable(),
  reporter: z.string(),
  /** The room a reported room message was written in (null for direct messages, or once deleted). */
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.enum(['open', 'dismissed', 'removed']),
  created_at: isoDate,
});
export type MessageReport = z.infer<typeof messageReport>;
export const messageReportsResponse = z.object({ reports: z.array(messageReport) });

/** Socket events (docs/product/chat.md). */
export const joinRoomPayload = z.object({ type: z.enum(['conversation', 'group']), id: bodyId('id') });
export const typingPayload = z.object({ roomId: z.string().max(40), userId: z.number().int().optional(), username: z.string().max(64).optional() });

/**
 * Find Users (docs/product/chat.md: lists are bounded): by name, case-insensitively, with `q` a part
 * of the name to look for. The tab shows everyone at once, so the page is large.
 */
export const chatUsersQuery = z.object({
  limit: limitParam(LIMITS.adminPageMax, LIMITS.adminPageDefault),
  offset: z.coerce.number().int().min(0).default(0),
  q: z.string().trim().max(LIMITS.usernameMax, { message: `q must be at most ${LIMITS.usernameMax} characters` }).optional(),
});
export type ChatUsersQuery = z.infer<typeof chatUsersQuery>;

/**
 * Find Users' relations (docs/product/chat.md: lists are bounded): the caller's conversations and
 * pending requests, one per other account, by account id. `user_ids` (ids separated by commas,
 * as many as a Find Users page holds) narrows them to the accounts a page shows.
 */
export const chatRelationsQuery = z.object({
  limit: limitParam(LIMITS.adminPageMax, LIMITS.adminPageDefault),
  offset: z.coerce.number().int().min(0).default(0),
  user_ids: z
    .string()
    .max(LIMITS.adminPageMax * 11, { message: `user_ids may name at most ${LIMITS.adminPageMax} accounts` })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { message: 'user_ids must be ids separated by commas' })
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.length <= LIMITS.adminPageMax, { message: `user_ids may name at most ${LIMITS.adminPageMax} accounts` })
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), { message: 'user_ids must be ids' })
    .optional(),
});
export type ChatRelationsQuery = z.infer<typeof chatRelationsQuery>;

export const reportStatus = z.enum(['open', 'dismissed', 'removed'], { message: 'Status must be open, dismissed or removed' });
/** The moderation queue: newest first, one status or all. */
export const reportsQuery = z.object({
  limit: limitParam(LIMITS.adminPageMax, LIMITS.adminPageDefault),
  offset: z.coerce.number().int().min(0).default(0),
  status: reportStatus.optional(),
});
export const messageReportResponse = z.object({ report: messageReport });
export const roomMemberResponse = z.object({ member: chatUser });
