// One page of a message list (docs/product/chat.md): the newest `limit` by default, `before` an id
// for the older page, `after` an id for what came since (catching up after a reconnect). Ids
// grow with time, so they order the messages. A page is always oldest first.
import type { MessagesQuery } from '@clanhall/shared';

export type MessagePage = MessagesQuery;

/** How the query must walk the ids: forward from `after`, else backwards from the newest. */
export const walksForward = (page: MessagePage): boolean => page.after !== undefined;

/** The rows as fetched, put oldest first. */
export const oldestFirst = <T>(rows: T[], page: MessagePage): T[] => (walksForward(page) ? rows : [...rows].reverse());
