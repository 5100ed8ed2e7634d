// docs/product/chat.md: an account sends at most 20 messages (direct and rooms together, a file upload
// counting as one) in 10 seconds; more are 429. Counted in the database, so every process of the
// club shares the count. Taken before anything else of a send, an upload's bytes included.
// Requests from this machine are not counted with RATE_LIMITS_LOOPBACK_EXEMPT (tests and the
// benchmark, docs/decisions/023), as the per-address limits are not.
import type { FastifyRequest } from 'fastify';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { clientKey, countsPerAddress } from '../../lib/client-address.js';
import { tooManyRequests } from '../../lib/http-error.js';
import type { Services } from '../../services.js';

export async function takeChatSend(services: Services, request: FastifyRequest, accountId: number): Promise<void> {
  if (!countsPerAddress(clientKey(request.ip), services.config.rateLimitsLoopbackExempt)) return;
  const taken = await services.rateLimits.take({
    bucket: `chat-send:${accountId}`,
    max: LIMITS.chatSendsPerAccount,
    windowMs: LIMITS.chatSendWindowMs,
  });
  if (!taken) throw tooManyRequests(SERVER_ERRORS.tooManyChatSends);
}
