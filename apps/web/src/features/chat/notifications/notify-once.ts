// One desktop notification per message, however many tabs are open (platform.md §6: the
// recipient's every tab receives new_message). Each tab asks the browser for a Web Lock named
// after the message, without waiting (`ifAvailable`): the lock manager grants it to exactly one
// tab, which keeps it for a minute, so a tab whose copy arrives a moment later finds it taken.
// The tab that has it asks whether any tab shows that chat now (viewing-lock.ts), in which case
// nobody notifies. Without Web Locks (an old browser) a mark in localStorage is checked, which
// can rarely let two tabs through together: tabs in different processes see each other's
// storage writes only after a moment, which is also why the locks decide when there are any.
import type { ChatTarget } from '../chat-target';
import { hasWebLocks, isViewedAnywhere } from './viewing-lock';

const CLAIM_PREFIX = 'clanhall-chat-notified:';
/** How long the claiming tab holds a message's lock: far longer than its copies take to arrive. */
const CLAIM_HOLD_MS = 60_000;
const STORAGE_KEY = 'clanhall.chat.notified';
/** Marks kept (no Web Locks): far more than can arrive while a tab is still deciding about an older one. */
const KEEP = 200;

function readMarks(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((mark): mark is string => typeof mark === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks the message; false when some tab marked it first. */
function mark(messageKey: string): boolean {
  const marks = readMarks();
  if (marks.includes(messageKey)) return false;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...marks, messageKey].slice(-KEEP)));
  } catch {
    // Storage full or refused: show it rather than lose it.
  }
  return true;
}

/**
 * Resolves true in exactly one tab for a message (`messageKey`, e.g. 'conversation:9:1234'),
 * and in none when some tab shows `chat` to the member.
 */
export function claimNotification(messageKey: string, chat: ChatTarget): Promise<boolean> {
  if (!hasWebLocks()) return Promise.resolve(mark(messageKey)).then(async (first) => first && !(await isViewedAnywhere(chat)));
  return new Promise<boolean>((resolve) => {
    navigator.locks
      .request(CLAIM_PREFIX + messageKey, { ifAvailable: true }, async (lock) => {
        if (!lock) return resolve(false);
        resolve(!(await isViewedAnywhere(chat)));
        await new Promise((held) => setTimeout(held, CLAIM_HOLD_MS));
      })
      .catch(() => resolve(false));
  });
}
