// POST /api/auth/logout (docs/product/accounts-and-sessions.md): ends this token's session on the server, so a copy of
// the token (another tab's memory, a proxy log) stops working too. Fire-and-forget: signing out
// in the browser never waits for it, and a failure changes nothing the reader could act on.
import { http } from './http';

export function endServerSession(token: string): void {
  // The token is passed, not read from storage: storage is cleared before the answer arrives.
  http.post('/api/auth/logout', undefined, { token, keepalive: true }).catch((error: unknown) => {
    console.warn('The server session could not be ended', error);
  });
}
