// HTTP for the blog: public reading of published posts, and the back office's management.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  idParams,
  pageQuery,
  postResponse,
  postsResponse,
  postStatusBody,
  savePostBody,
  successResponse,
  updatePostBody,
  SERVER_ERRORS,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import * as blog from './blog.service.js';

export default async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db.kysely, images: app.images };
  const tag = 'blog';

  r.get('/api/blog/posts', {
    schema: routeSchema({ tag, querystring: pageQuery, response: { 200: postsResponse } }),
    handler: async (request) => blog.listPublishedPosts(deps, request.query),
  });

  r.get('/api/blog/posts/:id', {
    schema: routeSchema({ tag, params: idParams, response: { 200: postResponse } }),
    config: { notFound: SERVER_ERRORS.postNotFound },
    handler: async (request) => ({ post: await blog.getPublishedPost(deps, request.params.id) }),
  });

  r.get('/api/admin/blog-posts', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: postsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => blog.listAllPosts(deps, request.query),
  });

  r.post('/api/admin/blog-posts', {
    schema: routeSchema({ tag, auth: true, body: savePostBody, response: { 201: postResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const post = await blog.createPost(deps, userOf(request), request.body);
      return reply.status(201).send({ post });
    },
  });

  r.put('/api/admin/blog-posts/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: updatePostBody, response: { 200: postResponse } }),
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ post: await blog.editPost(deps, request.params.id, request.body) }),
  });

  r.put('/api/admin/blog-posts/:id/status', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: postStatusBody, response: { 200: postResponse } }),
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ post: await blog.setPostStatus(deps, request.params.id, request.body.status) }),
  });

  r.delete('/api/admin/blog-posts/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await blog.removePost(deps, request.params.id);
      return { success: true as const };
    },
  });
}
