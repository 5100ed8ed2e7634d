// The session store (docs/product/accounts-and-sessions.md): token and user in localStorage under `token` and
// `user`. Authenticated means both are present and the user parses. Components read it with
// useSession(); everything else calls the functions below.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type PublicUser } from '@clanhall/shared';

/** The stored user; status may be absent in old entries (absent counts as active). */
export type SessionUser = Pick<PublicUser, 'id' | 'username' | 'email' | 'role' | 'avatar_url'> &
  Partial<Pick<PublicUser, 'status' | 'first_name' | 'last_name' | 'created_at'>>;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** True once this page load has re-read the profile from the server (or found no token). */
  verified: boolean;
}

// The server renders public pages for guests (docs/decisions/020): no storage there.
const hasStorage = typeof window !== 'undefined' && typeof localStorage !== 'undefined';

function readUser(): SessionUser | null {
  if (!hasStorage) return null;
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionUser;
    return parsed && typeof parsed === 'object' && typeof parsed.username === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** What storage holds now; a token without a usable stored user is signed out (docs/product/accounts-and-sessions.md). */
function readStored(): SessionState {
  if (!hasStorage) return { token: null, user: null, verified: true };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const user = readUser();
  return token && user ? { token, user, verified: false } : { token: null, user: null, verified: true };
}

/** At page load a half-written session is cleaned out of storage. */
function readInitial(): SessionState {
  const initial = readStored();
  if (hasStorage && !initial.token) {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  }
  return initial;
}

let state: SessionState = readInitial();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionState {
  return state;
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isAuthenticated(s: SessionState = state): boolean {
  return Boolean(s.token && s.user);
}

/** docs/product/accounts-and-sessions.md: active when status is active or absent. */
export function isActive(user: SessionUser | null): boolean {
  return !user?.status || user.status === 'active';
}

export function signIn(token: string, user: SessionUser) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit({ token, user, verified: true });
}

export function replaceToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  emit({ ...state, token });
}

export function updateUser(user: SessionUser, verified = true) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit({ ...state, user, verified });
}

/** docs/product/screens.md: a 403 "Account disabled" marks the stored user disabled for the guards. */
export function markDisabled() {
  if (!state.user) return;
  updateUser({ ...state.user, status: state.user.status === 'banned' ? 'banned' : 'disabled' });
}

export function signOut() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  emit({ token: null, user: null, verified: true });
}

// Another tab signing in or out changes this one too. Only read here: another tab writes the
// token before the user, and clearing storage between the two would sign that tab out.
if (hasStorage)
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) {
      emit({ ...readStored(), verified: true });
    }
  });
