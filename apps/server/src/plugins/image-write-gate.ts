// The per-account image limit (LIMITS.imageWritesPerAccount) judged before a large body is read.
// The routes that take image data URLs accept JSON bodies of up to 12 MB (LIMITS.imageBodyBytes);
// once an account has used up its image writes, such a body would still be read, parsed and its
// base64 decoded only for services/images to refuse it. This hook runs after the route's auth
// gate and before the body is read, on every route with that body limit (the routes that take
// images say so by raising it), and answers 429 at once (docs/decisions/027).
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { tooManyRequests } from '../lib/http-error.js';
import type { ImageStore } from '../services/images/image-store.js';
import { declaredLength } from '../services/uploads/request-body.js';

/**
 * A body past this carries an image: without one, no body of these routes comes near it (a
 * 100,000-character post is at most ~600 KB of JSON). Smaller ones are read as usual, so a
 * name change still saves, and an image in them is refused where it is stored.
 */
export const IMAGE_BODY_THRESHOLD_BYTES = 1024 * 1024;

function mayCarryImage(request: FastifyRequest): boolean {
  const length = declaredLength(request.raw);
  // A chunked body (no Content-Length) may be any size.
  return length === undefined || length > IMAGE_BODY_THRESHOLD_BYTES;
}

export default fp(
  async function imageWriteGate(app: FastifyInstance, options: { images: ImageStore }) {
    const gate: preParsingAsyncHookHandler = async (request, _reply, payload) => {
      const actor = request.currentUser;
      if (actor && mayCarryImage(request) && !(await options.images.mayStore(actor.id))) {
        throw tooManyRequests(SERVER_ERRORS.tooManyImageWrites);
      }
      return payload;
    };
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit !== LIMITS.imageBodyBytes) return;
      const existing = route.preParsing ? [route.preParsing].flat() : [];
      route.preParsing = [...existing, gate];
    });
  },
  { name: 'image-write-gate' },
);
