// Kysely queries on conversations. The list is one query: the other participant, the last
// message (with its files counted for a summary) and the unread count come from joins and
// correlated sub-selects on the (conversation_id, id) and (conversation_id, read_at) indexes.
import type { Selectable } from 'kysely';
import { sql } from '../../../db/kysely.js';
import type { ConversationsTable } from '../../../db/schema.js';
import type { ConversationRow } from '../chat-views.js';
import { orderedPair } from '../friends/chat-users.repository.js';
import type { Executor } from '../../../db/executor.js';

export type ConversationPairRow = Selectable<ConversationsTable>;

export function findConversation(db: Executor, id: number): Promise<ConversationPairRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findConversationOfPair(db: Executor, one: number, two: number): Promise<ConversationPairRow | undefined> {
  const { user_a, user_b } = orderedPair(one, two);
  return db.selectFrom('conversations').selectAll().where('user_a', '=', user_a).where('user_b', '=', user_b).executeTakeFirst();
}

/** The pair's conversation, made when there is none (the unique pair index settles a race). */
export async function openConversation(db: Executor, one: number, two: number, now: string): Promise<{ conversation: ConversationPairRow; created: boolean }> {
  const inserted = await db
    .insertInto('conversations')
    .values({ ...orderedPair(one, two), created_at: now, last_message_at: null })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { conversation: inserted, created: true };
  const existing = await findConversationOfPair(db, one, two);
  if (!existing) throw new Error('conversation vanished while being opened');
  return { conversation: existing, created: false };
}

/** A caller's conversations as the list shows them, by last activity; or just one of them. */
export function listConversations(db: Executor, me: number, options: { limit: number; offset: number; id?: number }): Promise<ConversationRow[]> {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('users as p', (join) => join.on(sql<boolean>`p.id = case when c.user_a = ${me} then c.user_b else c.user_a end`))
    .leftJoin('direct_messages as lm', (join) =>
      join.on(sql<boolean>`lm.id = (select max(m.id) from direct_messages m where m.conversation_id = c.id)`),
    )
    .select([
      'c.id',
      'p.id as participant_id',
      'p.username as participant_username',
      'p.avatar_url as participant_avatar_url',
      'p.role as participant_role',
      'lm.content as last_content',
      'lm.created_at as last_message_time',
      sql<number>`(select count(*) from attachments a where a.direct_message_id = lm.id)`.as('last_file_count'),
      sql<string | null>`(select a.name from attachments a where a.direct_message_id = lm.id order by a.id limit 1)`.as('last_file_name'),
      sql<number>`(select count(*) from direct_messages u where u.conversation_id = c.id and u.read_at is null and (u.sender_id is null or u.sender_id <> ${me}))`.as(
        'unread_count',
      ),
    ])
    .where((eb) => eb.or([eb('c.user_a', '=', me), eb('c.user_b', '=', me)]));
  if (options.id !== undefined) query = query.where('c.id', '=', options.id);
  return query
    .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function touchConversation(db: Executor, id: number, lastMessageAt: string | null): Promise<void> {
  await db.updateTable('conversations').set({ last_message_at: lastMessageAt }).where('id', '=', id).execute();
}

/** Unread direct messages to an account, over all its conversations. */
export async function countUnread(db: Executor, me: number): Promise<number> {
  const row = await db
    .selectFrom('direct_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('c.user_a', '=', me), eb('c.user_b', '=', me)]))
    .where('m.read_at', 'is', null)
    .where((eb) => eb.or([eb('m.sender_id', 'is', null), eb('m.sender_id', '<>', me)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
