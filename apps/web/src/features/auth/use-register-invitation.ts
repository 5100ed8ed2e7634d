// /register?invitation=TOKEN (docs/product/membership.md#invitations): the link's token, and what
// the server says of it. While it is usable the form registers with the invited address, locked,
// and the account is a member; a dead link leaves an ordinary registration.
import { useSearchParams } from 'react-router';
import { useInvitation } from './api/get-invitation';

export const INVITATION_PARAM = 'invitation';

export type RegisterInvitation =
  | { state: 'none' }
  | { state: 'checking'; token: string }
  | { state: 'valid'; token: string; email: string }
  | { state: 'invalid'; token: string }
  | { state: 'failed'; token: string; retry(): void };

export function useRegisterInvitation(): RegisterInvitation {
  const token = useSearchParams()[0].get(INVITATION_PARAM)?.trim() || null;
  const check = useInvitation(token);
  if (!token) return { state: 'none' };
  if (check.isPending) return { state: 'checking', token };
  if (check.isError) return { state: 'failed', token, retry: () => void check.refetch() };
  return check.data ? { state: 'valid', token, email: check.data.email } : { state: 'invalid', token };
}
