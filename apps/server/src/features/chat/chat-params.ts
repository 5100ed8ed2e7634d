// Path parameters of the chat routes. An id that cannot exist is a 404 with the route's
// `config.notFound` message (plugins/errors.ts), like an id no row has.
import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const conversationParams = z.object({ conversationId: id });
export const roomIdParams = z.object({ roomId: id });
export const userIdParams = z.object({ userId: id });
export const roomMemberParams = z.object({ id, userId: id });
