// A member's own data (docs/product/accounts-and-sessions.md): deleting the account, and the JSON
// documents of the export archive (GET /api/auth/export), so the server writes and a reader can
// rely on one shape. Each document holds only what the member made: other accounts appear by
// username alone.
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { isoDate } from './common.js';
import { memberOrdersResponse } from './orders.js';
import { userResponse } from './users.js';

/** DELETE /api/auth/account: the password, checked as a login would be. */
export const deleteAccountBody = z.object({
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(LIMITS.passwordMax, { message: 'Password is too long' }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

/** GET /api/auth/export's answer: the archive itself, written as it is read (never JSON). */
export const exportArchiveResponse = z.string().meta({
  description: 'A .zip archive',
  // The answer's media type in /api/docs (OpenAPI's own form; the error answers stay JSON).
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
});

/** The archive's file names: the documents at its top, the member's files under files/. */
export const EXPORT_FILES = {
  account: 'account.json',
  orders: 'orders.json',
  messages: 'messages.json',
  friends: 'friends.json',
  /** files/profile-picture.<ext>: the profile picture, when it is stored on this site. */
  profilePicture: (extension: string) => `files/profile-picture.${extension}`,
  /** files/chat/<attachment id>-<name>: a file the member sent in chat. */
  chatFile: (id: number, safeName: string) => `files/chat/${id}-${safeName}`,
} as const;

/** account.json: the profile as GET /api/auth/profile answers it. */
export const exportedAccount = userResponse;

/** orders.json: the member's orders with their items, as GET /api/shop/orders answers them. */
export const exportedOrders = memberOrdersResponse;

/** A file the member sent, named by its place in the archive (`path`, null when it is no longer stored). */
export const exportedFile = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  path: z.string().nullable(),
});
export type ExportedFile = z.infer<typeof exportedFile>;

const exportedMessageBase = {
  id: z.number().int(),
  message: z.string(),
  created_at: isoDate,
  files: z.array(exportedFile),
};

/** messages.json: every message the member wrote, in a conversation (named by the other member) or a room. */
export const exportedMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('direct'),
    conversation: z.object({ id: z.number().int(), with: z.string() }),
    ...exportedMessageBase,
  }),
  z.object({ kind: z.literal('room'), room: z.object({ id: z.number().int(), name: z.string() }), ...exportedMessageBase }),
]);
export type ExportedMessage = z.infer<typeof exportedMessage>;
export const exportedMessages = z.object({ messages: z.array(exportedMessage) });

const since = z.object({ username: z.string(), since: isoDate });
const request = z.object({ username: z.string(), status: z.string(), created_at: isoDate, responded_at: isoDate.nullable() });

/** friends.json: friends, the requests sent and received, and the accounts the member blocked. */
export const exportedFriends = z.object({
  friends: z.array(since),
  requests_sent: z.array(request),
  requests_received: z.array(request),
  blocked: z.array(since),
});
export type ExportedFriends = z.infer<typeof exportedFriends>;
