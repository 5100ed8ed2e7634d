// Kysely queries on conversations and their participants (docs/decisions/028). The list reads a
// member's participant rows by (user_id, activity_at) a page at a time, then joins the other
// account and the last message by id; the unread count is the row's own. So the list, the
// unread total and a read mark cost what they show or change, not what was ever written.
import type { Selectable } from 'kysely';
import { sql } from '../../../db/kysely.js';
import type { ConversationsTable } from '../../../db/schema.js';
import type { Executor } from '../../../db/executor.js';
import type { ConversationRow } from '../chat-views.js';
import { orderedPair } from '../friends/chat-users.repository.js';

export type ConversationPairRow = Selectable<ConversationsTable>;

/** A place in a member's list: conversations less recently active than this. */
export interface ConversationCursor {
  activityAt: string;
  /** Among conversations active at the same instant, those with a smaller id. */
  id?: number;
}

export function findConversation(db: Executor, id: number): Promise<ConversationPairRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findConversationOfPair(db: Executor, one: number, two: number): Promise<ConversationPairRow | undefined> {
  const { user_a, user_b } = orderedPair(one, two);
  return db.selectFrom('conversations').selectAll().where('user_a', '=', user_a).where('user_b', '=', user_b).executeTakeFirst();
}

/**
 * The pair's conversation, made with its two participant rows when there is none (the unique
 * pair index settles a race). Run it in a write transaction, so the three rows go together.
 */
export async function openConversation(
  trx: Executor,
  one: number,
  two: number,
  now: string,
): Promise<{ conversation: ConversationPairRow; created: boolean }> {
  const inserted = await trx
    .insertInto('conversations')
    .values({ ...orderedPair(one, two), created_at: now, last_message_at: null, last_message_id: null })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await trx
      .insertInto('conversation_participants')
      .values([
        { conversation_id: inserted.id, user_id: one, other_id: two, activity_at: now },
        { conversation_id: inserted.id, user_id: two, other_id: one, activity_at: now },
      ])
      .execute();
    return { conversation: inserted, created: true };
  }
  const existing = await findConversationOfPair(trx, one, two);
  if (!existing) throw new Error('conversation vanished while being opened');
  return { conversation: existing, created: false };
}

/** A member's conversations as the list shows them, by last activity, newest first; or just one. */
export function listConversations(
  db: Executor,
  me: number,
  options: { limit: number; before?: ConversationCursor; id?: number },
): Promise<ConversationRow[]> {
  let query = db
    .selectFrom('conversation_participants as cp')
    .innerJoin('users as p', 'p.id', 'cp.other_id')
    // The participant's own copy of the last message's id (migration 013): no lookup of the
    // conversation's row per line.
    .leftJoin('direct_messages as lm', 'lm.id', 'cp.last_message_id')
    .select([
      'cp.conversation_id as id',
      'cp.activity_at',
      'p.id as participant_id',
      'p.username as participant_username',
      'p.avatar_url as participant_avatar_url',
      'p.role as participant_role',
      'lm.content as last_content',
      'lm.created_at as last_message_time',
      // Only a message of files alone is summarised by its files (chat-views.ts): for every
      // other one the lookups are not made at all (both dialects evaluate CASE lazily).
      sql<number>`case when trim(lm.content) = '' then (select count(*) from attachments a where a.direct_message_id = lm.id) else 0 end`.as('last_file_count'),
      sql<string | null>`case when trim(lm.content) = '' then (select a.name from attachments a where a.direct_message_id = lm.id order by a.id limit 1) end`.as(
        'last_file_name',
      ),
      'cp.unread as unread_count',
    ])
    .where('cp.user_id', '=', me);
  if (options.id !== undefined) query = query.where('cp.conversation_id', '=', options.id);
  const before = options.before;
  if (before) {
    query = query.where((eb) =>
      before.id === undefined
        ? eb('cp.activity_at', '<', before.activityAt)
        : eb.or([
            eb('cp.activity_at', '<', before.activityAt),
            eb.and([eb('cp.activity_at', '=', before.activityAt), eb('cp.conversation_id', '<', before.id)]),
          ]),
    );
  }
  return query.orderBy('cp.activity_at', 'desc').orderBy('cp.conversation_id', 'desc').limit(options.limit).execute();
}

/** A new message: the conversation's last, the sender's read position, the recipient's unread count. */
export async function recordSentMessage(
  trx: Executor,
  conversation: { id: number },
  message: { id: number; senderId: number; createdAt: string },
): Promise<void> {
  await trx
    .updateTable('conversations')
    .set({ last_message_at: message.createdAt, last_message_id: message.id })
    .where('id', '=', conversation.id)
    .execute();
  // The sender has seen the conversation up to their own message, unless something is unread
  // to them (their next read marks it, walking from where they left off).
  await trx
    .updateTable('conversation_participants')
    .set((eb) => ({
      activity_at: message.createdAt,
      last_message_id: message.id,
      unread: eb.case().when('user_id', '=', message.senderId).then(eb.ref('unread')).else(sql<number>`unread + 1`).end(),
      read_id: eb
        .case()
        .when(eb.and([eb('user_id', '=', message.senderId), eb('unread', '=', 0)]))
        .then(message.id)
        .else(eb.ref('read_id'))
        .end(),
    }))
    .where('conversation_id', '=', conversation.id)
    .execute();
}

export interface ReadPosition {
  unread: number;
  read_id: number;
}

export function findReadPosition(db: Executor, conversationId: number, userId: number): Promise<ReadPosition | undefined> {
  return db
    .selectFrom('conversation_participants')
    .select(['unread', 'read_id'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Everything read by `userId` up to `upToId`: nothing unread to them. */
export async function setReadPosition(trx: Executor, conversationId: number, userId: number, upToId: number): Promise<void> {
  await trx
    .updateTable('conversation_participants')
    .set({ unread: 0, read_id: upToId })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

/** One unread message fewer for `userId` (a message removed before they read it). */
export async function decrementUnread(trx: Executor, conversationId: number, userId: number): Promise<void> {
  await trx
    .updateTable('conversation_participants')
    .set({ unread: sql<number>`unread - 1` })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('unread', '>', 0)
    .execute();
}

/** After a message was removed: the conversation's last message is its newest remaining one. */
export async function refreshLastMessage(trx: Executor, conversationId: number): Promise<void> {
  const newest = await trx
    .selectFrom('direct_messages')
    .select(['id', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('conversations')
    .set({ last_message_id: newest?.id ?? null, last_message_at: newest?.created_at ?? null })
    .where('id', '=', conversationId)
    .execute();
  await trx.updateTable('conversation_participants').set({ last_message_id: newest?.id ?? null }).where('conversation_id', '=', conversationId).execute();
}

/** A cleared conversation: no last message, nothing unread, ordered by when it was opened. */
export async function resetConversation(trx: Executor, conversation: ConversationPairRow): Promise<void> {
  await trx.updateTable('conversations').set({ last_message_at: null, last_message_id: null }).where('id', '=', conversation.id).execute();
  await trx
    .updateTable('conversation_participants')
    .set({ unread: 0, activity_at: conversation.created_at, last_message_id: null })
    .where('conversation_id', '=', conversation.id)
    .execute();
}

/**
 * Unread direct messages to an account, over all its conversations: read from the partial index
 * of the rows with any (migration 012). The `0` is written into the SQL, not bound: PostgreSQL's
 * cached generic plan cannot prove `unread > $2` implies the index's `unread > 0`, so a bound
 * value made it plan the query afresh on every call (about a tenth of a millisecond).
 */
export function unreadTotalQuery(db: Executor, me: number) {
  return db
    .selectFrom('conversation_participants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread'), sql<number>`0`).as('n'))
    .where('user_id', '=', me)
    .where('unread', '>', sql.lit(0));
}

export async function countUnread(db: Executor, me: number): Promise<number> {
  const row = await unreadTotalQuery(db, me).executeTakeFirstOrThrow();
  return Number(row.n);
}
