// A send's client_id (docs/product/chat.md): unique per send, so a retried send is kept once.
// randomUUID needs a secure context; a site served over plain http on a LAN has none.
let counter = 0;

export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

let pendingIds = 0;
/** A stand-in id for a send not confirmed yet: negative, so it never meets a server id. */
export function nextPendingId(): number {
  pendingIds -= 1;
  return pendingIds;
}
