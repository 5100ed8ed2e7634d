// The dashboard's 'Unread Messages' and Chat badge: GET /api/chat/unread → { count }, the
// member's unread direct messages (docs/product/chat.md). Kept live by
// use-live-chat-counts.ts. docs/product/screens.md: a failed stats fetch is only logged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dashboardKeys } from './keys';

export async function getUnreadCount(): Promise<number> {
  try {
    return (await http.get<{ count: number }>('/api/chat/unread')).count;
  } catch (error) {
    console.warn('Dashboard: the unread messages could not be counted', error);
    return 0;
  }
}

export const unreadCountQuery = queryOptions({
  queryKey: dashboardKeys.unreadCount,
  queryFn: getUnreadCount,
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
