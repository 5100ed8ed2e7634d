// One desktop notification per message, however many tabs are open (platform.md §6: the
// recipient's every tab receives new_message). The tabs decide one after another under an
// exclusive Web Lock: the first to come marks the message in localStorage and shows it; the
// others find it marked. Under the same lock a tab asks whether any tab shows that chat now
// (viewing-lock.ts), in which case nobody notifies. Without Web Locks (an old browser) the mark
// alone is checked, which rarely lets two tabs through together.
import type { ChatTarget } from '../chat-target';
import { hasWebLocks, isViewedAnywhere } from './viewing-lock';

const DECIDE_LOCK = 'clanhall-chat-notify';
const STORAGE_KEY = 'clanhall.chat.notified';
/** Marks kept: far more than can arrive while a tab is still deciding about an older one. */
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
export async function claimNotification(messageKey: string, chat: ChatTarget): Promise<boolean> {
  const decide = async () => {
    const first = mark(messageKey);
    return first && !(await isViewedAnywhere(chat));
  };
  if (!hasWebLocks()) return decide();
  return navigator.locks.request(DECIDE_LOCK, decide);
}
