// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
import type { ChatTarget } from '../chat-target';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  requests: ['chat', 'requests'] as const,
  sentRequests: ['chat', 'sent-requests'] as const,
  /** Find Users, one entry per search text (the accounts and the member's relations with them); `users` alone reaches them all. */
  users: ['chat', 'users'] as const,
  usersMatching: (search: string) => ['chat', 'users', search] as const,
  rooms: ['chat', 'rooms'] as const,
  blocks: ['chat', 'blocks'] as const,
  /** The messages held for a conversation or room (thread/thread-cache.ts). */
  thread: (target: ChatTarget) => ['chat', 'thread', target.kind, target.id] as const,
};
