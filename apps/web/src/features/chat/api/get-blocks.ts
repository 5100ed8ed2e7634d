// GET /api/chat/blocks → { users } (docs/product/chat.md, beyond the documents): the accounts this
// member has blocked, so a conversation with one offers Unblock instead of a composer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatUser } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

export async function getBlocks(): Promise<ChatUser[]> {
  return (await http.get<{ users: ChatUser[] }>('/api/chat/blocks')).users;
}

export const blocksQuery = queryOptions({
  queryKey: chatKeys.blocks,
  queryFn: getBlocks,
  staleTime: Infinity,
});

export function useBlocks() {
  return useQuery(blocksQuery);
}
