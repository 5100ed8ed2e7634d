// HTTP for the blog: public reading of published posts (served from the public cache until a
// post is written), and the back office's management. Reads that carry a post's content are kept
// in two versions, the guests' and the members' (blog-audience.ts): a guest's request costs no
// more than before, and neither version is ever served to the other audience.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  adminPostResponse,
  adminPostsResponse,
  idParams,
  LIMITS,
  pageQuery,
  postCardsQuery,
  postCardsResponse,
  postResponse,
  postsResponse,
  postStatusBody,
  savePostBody,
  successResponse,
  updatePostBody,
  SERVER_ERRORS,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { pageExists, PUBLIC_ANSWER, replyPublicJson } from '../../plugins/public-answers.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import * as blog from './blog.service.js';
import { audienceKey, audienceOf } from './blog-audience.js';

export async function blogRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'blog';
  const cache = services.publicCache;
  const dependsOn = ['post.written'] as const;

  r.get('/api/blog/posts', {
    schema: routeSchema({ tag, querystring: pageQuery, response: { 200: postsResponse } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) => {
      const { limit, offset } = request.query;
      const audience = await audienceOf(services, request);
      return replyPublicJson(request, reply, cache, {
        key: audienceKey(audience, `posts:${limit}:${offset}`),
        dependsOn,
        schema: postsResponse,
        compute: () => blog.listPublishedPosts(services, { limit, offset }, audience),
        exists: (page) => pageExists(offset, page.posts),
        varyOnAuthorization: true,
      });
    },
  });

  r.get('/api/blog/cards', {
    schema: routeSchema({ tag, querystring: postCardsQuery, response: { 200: postCardsResponse } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) => {
      const { limit, offset, before } = request.query;
      return replyPublicJson(request, reply, cache, {
        key: `cards:${limit}:${before ? `before:${before}` : offset}`,
        dependsOn,
        schema: postCardsResponse,
        compute: () => blog.listPostCards(services, { limit, offset, before }),
        // A made-up cursor (any instant is valid) would make a new entry per request.
        exists: async (page) =>
          before ? page.posts.length > 0 && (await blog.cursorNamesPost(services, before)) : pageExists(offset, page.posts),
      });
    },
  });

  r.get('/api/blog/posts/:id', {
    schema: routeSchema({ tag, params: idParams, response: { 200: postResponse } }),
    ...PUBLIC_ANSWER,
    config: { notFound: SERVER_ERRORS.postNotFound },
    handler: async (request, reply) => {
      const audience = await audienceOf(services, request);
      return replyPublicJson(request, reply, cache, {
        key: audienceKey(audience, `post:${request.params.id}`),
        dependsOn,
        schema: postResponse,
        compute: async () => ({ post: await blog.getPublishedPost(services, request.params.id, audience) }),
        varyOnAuthorization: true,
      });
    },
  });

  r.get('/api/admin/blog-posts', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: adminPostsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => blog.listAllPosts(services, request.query),
  });

  r.post('/api/admin/blog-posts', {
    schema: routeSchema({ tag, auth: true, body: savePostBody, response: { 201: adminPostResponse }, errors: [429] }),
    bodyLimit: LIMITS.imageBodyBytes,
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const post = await blog.createPost(services, userOf(request), request.body);
      return reply.status(201).send({ post });
    },
  });

  r.put('/api/admin/blog-posts/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: updatePostBody, response: { 200: adminPostResponse }, errors: [429] }),
    bodyLimit: LIMITS.imageBodyBytes,
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ post: await blog.editPost(services, userOf(request), request.params.id, request.body) }),
  });

  r.put('/api/admin/blog-posts/:id/status', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: postStatusBody, response: { 200: adminPostResponse } }),
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({
      post: await blog.setPostStatus(services, userOf(request), request.params.id, request.body.status),
    }),
  });

  r.delete('/api/admin/blog-posts/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await blog.removePost(services, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
