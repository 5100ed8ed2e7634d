// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic } from '../../../lib/query-topics';

export const adminUsersKey = ['admin', 'users'] as const;

/** After any change: every query showing accounts (this list, and the signed-in profile if it was the admin's own). */
export function refreshUsers(queryClient: QueryClient) {
  void invalidateTopic(queryClient, 'users');
}
