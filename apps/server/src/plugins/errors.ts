// The error format of docs/product/operating.md: { error } with the right status; bad input is never a
// 500, a stack trace or a partial write. Unknown routes are 404 { error } too.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_ERRORS } from '@clanhall/shared';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 404 message of a route whose path id names nothing (e.g. "Post not found"). */
    notFound?: string;
  }
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/**
 * The first issue as one line that names its field once: a short username gives "Username must
 * be 3-32 characters" (the message names the field already), limit=0 gives "limit: Too small:
 * expected number to be >=1", a body that is not an object "Request body: …".
 */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid input';
  const path = (first.params?.issue?.path ?? first.instancePath?.split('/').filter(Boolean) ?? []).map(String);
  const field = path.join('.');
  const message = first.message ?? 'is invalid';
  if (!field) return context === 'body' ? `Request body: ${message}` : message;
  // The message may name the field as written (participant_id) or in words (participant id).
  // Whole words only: "Invalid input" must not count as naming the field "id".
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = [field.toLowerCase(), field.replace(/_/g, ' ').toLowerCase()];
  const named = names.some((name) => new RegExp(`\\b${escape(name)}\\b`).test(message.toLowerCase()));
  return named ? message : `${field}: ${message}`;
}

const CODE_STATUS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, SERVER_ERRORS.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, SERVER_ERRORS.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, SERVER_ERRORS.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, SERVER_ERRORS.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, SERVER_ERRORS.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
};

/**
 * A too-large body is refused before it is read, but the client is still sending it: closing
 * the connection now would make it see a broken pipe instead of the 413 (a browser would show
 * a network error instead of 'Image file is too large...'). Up to this size the rest is read
 * and thrown away (Node does that when the connection stays open), so the answer gets through.
 */
const DRAIN_TOO_LARGE_BODY_BYTES = 64 * 1024 * 1024;

function keepOpenToDeliver413(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length <= DRAIN_TOO_LARGE_BODY_BYTES) reply.removeHeader('connection');
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ error: error.message });
  }
  // A path id that cannot exist (/api/blog/posts/abc) names nothing: it is not found, exactly
  // like an id no row has (docs/product/operating.md "404 not found").
  if (error.validation && error.validationContext === 'params') {
    return reply.status(404).send({ error: request.routeOptions.config.notFound ?? SERVER_ERRORS.notFound });
  }
  if (error.validation) {
    return reply.status(400).send({ error: describeValidation(error.validation as ValidationIssue[], error.validationContext) });
  }
  const mapped = error.code ? CODE_STATUS[error.code] : undefined;
  if (mapped?.[0] === 413) keepOpenToDeliver413(request, reply);
  if (mapped) return reply.status(mapped[0]).send({ error: mapped[1] });
  if (error instanceof SyntaxError) return reply.status(400).send({ error: SERVER_ERRORS.malformedJson });
  if (error.statusCode === 429) {
    return reply.status(429).send({ error: SERVER_ERRORS.tooManyRequests });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
    return reply.status(500).send({ error: SERVER_ERRORS.internal });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ error: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: SERVER_ERRORS.internal });
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: SERVER_ERRORS.routeNotFound }));
});
