// The login flow of docs/product/accounts-and-sessions.md and docs/product/screens.md: try the admin door first, then
// the member door. Resolves with the session or rejects with the text to show.
import { LOGIN_MESSAGES, SERVER_ERRORS, type LoginBody, type PublicUser } from '@clanhall/shared';
import { ApiError, http } from '../../../lib/http';

type LoginDoor = 'admin' | 'member';

interface LoginAnswer {
  token?: string;
  user?: PublicUser;
}

/** One login call; anonymous so a stale stored token cannot trigger the global 401 rule. */
function postLogin(door: LoginDoor, body: LoginBody): Promise<LoginAnswer> {
  return http.post<LoginAnswer>(`/api/auth/${door}/login`, body, { anonymous: true });
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? (error.message || LOGIN_MESSAGES.loginFailed);
  return error instanceof Error && error.message ? error.message : LOGIN_MESSAGES.loginFailed;
}

function isWrongCredentials(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function isDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.serverError === SERVER_ERRORS.accountDisabled;
}

class LoginError extends Error {}

function accept(answer: LoginAnswer): { token: string; user: PublicUser } {
  if (!answer.token || !answer.user) throw new LoginError(LOGIN_MESSAGES.noToken);
  return { token: answer.token, user: answer.user };
}

export async function login(body: LoginBody): Promise<{ token: string; user: PublicUser }> {
  let adminAnswer: LoginAnswer | undefined;
  try {
    adminAnswer = await postLogin('admin', body);
  } catch (adminError) {
    // A disabled administrator is told so; wrong credentials (or a member at the admin
    // door) fall through to the member door; anything else is reported as it is.
    if (isDisabled(adminError)) throw new LoginError(SERVER_ERRORS.accountDisabled);
    if (!isWrongCredentials(adminError)) throw new LoginError(failureText(adminError));
  }
  if (adminAnswer) return accept(adminAnswer);

  let memberAnswer: LoginAnswer;
  try {
    memberAnswer = await postLogin('member', body);
  } catch (memberError) {
    if (isWrongCredentials(memberError)) throw new LoginError(LOGIN_MESSAGES.invalidCredentials);
    throw new LoginError(failureText(memberError));
  }
  return accept(memberAnswer);
}
