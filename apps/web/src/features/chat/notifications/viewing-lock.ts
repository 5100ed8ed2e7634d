// Telling the other tabs which chat this one is showing. While a tab shows a chat and the
// member is looking at it, it holds a shared Web Lock named after the chat; any tab can ask the browser which
// locks are held (navigator.locks.query). A lock goes with its tab, however it ends (closed,
// crashed, navigated away), so no stale "someone is looking" can silence notifications.
import { chatKey, getOpenChat, subscribeOpenChat } from './open-chat';
import type { ChatTarget } from '../chat-target';

const PREFIX = 'clanhall-chat-viewing:';

export const viewingLockName = (target: ChatTarget) => PREFIX + chatKey(target);

export const hasWebLocks = () => typeof navigator !== 'undefined' && 'locks' in navigator && Boolean(navigator.locks);

/**
 * Whether the member is looking at this tab: shown and in the focused window (a chat left open
 * in a window behind others still notifies, as the usual chat apps do).
 */
const lookedAt = () => document.visibilityState === 'visible' && document.hasFocus();

/** Whether this tab is showing `target` to the member now. */
export function isViewingHere(target: ChatTarget): boolean {
  const open = getOpenChat();
  return lookedAt() && open !== null && chatKey(open) === chatKey(target);
}

/** Whether any tab of this browser profile (this one included) shows `target` now. */
export async function isViewedAnywhere(target: ChatTarget): Promise<boolean> {
  if (isViewingHere(target)) return true;
  if (!hasWebLocks()) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === viewingLockName(target));
}

/** Asks for a shared lock and keeps it until the returned function is called (before or after it is granted). */
function holdShared(name: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const controller = new AbortController();
  navigator.locks
    .request(name, { mode: 'shared', signal: controller.signal }, () => held)
    .catch(() => {
      // Aborted before it was granted: nothing was held.
    });
  return () => {
    controller.abort();
    release();
  };
}

/** Holds the viewing lock while this tab shows a chat and is looked at; returns the stop function. */
export function startViewingLock(): () => void {
  if (!hasWebLocks()) return () => {};
  let held: { name: string; release: () => void } | null = null;

  const sync = () => {
    const open = getOpenChat();
    const wanted = open && lookedAt() ? viewingLockName(open) : null;
    if (wanted === (held?.name ?? null)) return;
    held?.release();
    held = wanted ? { name: wanted, release: holdShared(wanted) } : null;
  };

  sync();
  const unsubscribe = subscribeOpenChat(sync);
  document.addEventListener('visibilitychange', sync);
  window.addEventListener('focus', sync);
  window.addEventListener('blur', sync);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', sync);
    window.removeEventListener('focus', sync);
    window.removeEventListener('blur', sync);
    held?.release();
    held = null;
  };
}
