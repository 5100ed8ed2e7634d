// One desktop notification per message, however many tabs are open (docs/product/chat.md: the
// recipient's every tab receives new_message). Each tab asks the browser for a Web Lock named
// after the message, without waiting (`ifAvailable`): the lock manager grants it to exactly one
// tab, which keeps it for a minute, so a tab whose copy arrives a moment later finds it taken.
// Whether some tab shows that chat does not matter (docs/product/chat.md: the permission and the
// sender are the only conditions; docs/decisions/012). Without Web Locks (an old browser) a
// mark in localStorage is checked, which can rarely let two tabs through together: tabs in
// different processes see each other's storage writes only after a moment, which is also why
// the locks decide when there are any.
import type { ChatTarget } from '../chat-target';

const CLAIM_PREFIX = 'clanhall-chat-notified:';
/** How long the claiming tab holds a message's lock: far longer than its copies take to arrive. */
const CLAIM_HOLD_MS = 60_000;
const STORAGE_KEY = 'clanhall.chat.notified';
/** Marks kept (no Web Locks): far more than can arrive while a tab is still deciding about an older one. */
const KEEP = 200;

/** The same name for a message in every tab: 'conversation:9:1234' or 'room:3:77'. */
export const messageKey = (chat: ChatTarget, messageId: number) => `${chat.kind}:${chat.id}:${messageId}`;

const hasWebLocks = () => typeof navigator !== 'undefined' && 'locks' in navigator && Boolean(navigator.locks);

function readMarks(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((mark): mark is string => typeof mark === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks the message; false when some tab marked it first. */
function mark(key: string): boolean {
  const marks = readMarks();
  if (marks.includes(key)) return false;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...marks, key].slice(-KEEP)));
  } catch {
    // Storage full or refused: show it rather than lose it.
  }
  return true;
}

/** Resolves true in exactly one tab for a message (`key`, from messageKey). */
export function claimNotification(key: string): Promise<boolean> {
  if (!hasWebLocks()) return Promise.resolve(mark(key));
  return new Promise<boolean>((resolve) => {
    navigator.locks
      .request(CLAIM_PREFIX + key, { ifAvailable: true }, async (lock) => {
        if (!lock) return resolve(false);
        resolve(true);
        await new Promise((held) => setTimeout(held, CLAIM_HOLD_MS));
      })
      .catch(() => resolve(false));
  });
}
