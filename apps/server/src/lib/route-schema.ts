// A route's schema with the { error } answers it can give worked out from what it reads, so
// /api/docs lists every status a caller may meet and the route files cannot drift apart.
import type { z } from 'zod';
import { errorResponse } from '@clanhall/shared';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 507;

interface RouteSpec {
  /** The /api/docs group. */
  tag: string;
  /** Behind authenticate/requireAdmin: 401 without a valid token, 403 disabled or wrong role. */
  auth?: boolean;
  /** A JSON body: 400 malformed or invalid, 413 too large, 415 not JSON. */
  body?: z.ZodType;
  /** 400 when invalid. */
  querystring?: z.ZodType;
  /** A path id: 404 when it names nothing (or cannot). */
  params?: z.ZodType;
  /** The success answers. */
  response: Record<number, z.ZodType>;
  /** The route's own rules: 409 taken, 429 rate limited, a login's 401/403, 507 out of storage. */
  errors?: ErrorStatus[];
}

type ErrorResponses = { [S in ErrorStatus]?: typeof errorResponse };

export function routeSchema<const T extends RouteSpec>(spec: T) {
  const { tag, auth, errors = [], response, ...schema } = spec;
  const statuses = new Set<ErrorStatus>(errors);
  const add = (...more: ErrorStatus[]) => more.forEach((status) => statuses.add(status));
  if (auth) add(401, 403);
  if (schema.body) add(400, 413, 415);
  if (schema.querystring) add(400);
  if (schema.params) add(404);
  const errorResponses = Object.fromEntries([...statuses].sort((a, b) => a - b).map((status) => [status, errorResponse]));
  return {
    ...schema,
    tags: [tag],
    ...(auth ? { security: [{ bearer: [] as string[] }] } : {}),
    response: { ...errorResponses, ...response },
  } as Omit<T, 'tag' | 'auth' | 'errors' | 'response'> & {
    tags: string[];
    security?: { bearer: string[] }[];
    response: T['response'] & ErrorResponses;
  };
}
