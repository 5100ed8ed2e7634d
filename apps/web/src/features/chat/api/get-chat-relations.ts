// GET /api/chat/relations?user_ids= → { relations } (docs/product/chat.md Find Users):
// the member's conversation or pending request with each of the accounts named, one at most per
// account; an account left out has neither ('none').
import type { ChatRelation } from '@clanhall/shared';
import { http } from '../../../lib/http';

export async function getChatRelations(userIds: readonly number[]): Promise<ChatRelation[]> {
  if (userIds.length === 0) return [];
  // One relation per account at most, so a limit of as many as are named never cuts the answer.
  const query = `?user_ids=${userIds.join(',')}&limit=${userIds.length}`;
  return (await http.get<{ relations: ChatRelation[] }>(`/api/chat/relations${query}`)).relations;
}
