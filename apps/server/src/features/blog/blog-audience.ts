// Which version of the public blog reads a request gets (blog.policy.ts Audience). A request
// without a token is a guest's at once, with no query: the guests' answers stay served from the
// public cache as before. A token is checked as any signed-in call's is (services/sessions.ts);
// one that is no longer good (expired, signed out, a banned account) reads as a guest: a public
// page never fails for a stale token, and the web app's own session checks sign it out.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { bearerToken } from '../../services/sessions.js';
import { audienceOfRole, type Audience } from './blog.policy.js';

export async function audienceOf(services: Services, request: FastifyRequest): Promise<Audience> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return 'guest';
  try {
    const { user } = await services.sessions.verify(token, 'account');
    return audienceOfRole(user.role);
  } catch (error) {
    if (error instanceof HttpError) return 'guest';
    throw error;
  }
}

/** The public cache's key of a read for an audience: the guests' keys are those of before. */
export const audienceKey = (audience: Audience, key: string) => (audience === 'guest' ? key : `members:${key}`);
