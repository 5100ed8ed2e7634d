// HTTP for the blog: public reading of published posts, and the back office's management.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPostsQuery,
  errorResponse,
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
import * as blog from './blog.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 413: errorResponse };

export default async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db.kysely, images: app.images };
  const admin = { tags: ['blog'], security: [{ bearer: [] }] };

  r.get('/api/blog/posts', {
    schema: { tags: ['blog'], querystring: pageQuery, response: { 200: postsResponse, 400: errorResponse } },
    handler: async (request) => blog.listPublishedPosts(deps, request.query),
  });

  r.get('/api/blog/posts/:id', {
    schema: { tags: ['blog'], params: idParams, response: { 200: postResponse, 400: errorResponse, 404: errorResponse } },
    config: { notFound: SERVER_ERRORS.postNotFound },
    handler: async (request) => ({ post: await blog.getPublishedPost(deps, request.params.id) }),
  });

  r.get('/api/admin/blog-posts', {
    schema: { ...admin, querystring: adminPostsQuery, response: { 200: postsResponse, ...errors } },
    onRequest: app.requireAdmin,
    handler: async (request) => blog.listAllPosts(deps, request.query),
  });

  r.post('/api/admin/blog-posts', {
    schema: { ...admin, body: savePostBody, response: { 201: postResponse, ...errors } },
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const post = await blog.createPost(deps, userOf(request), request.body);
      return reply.status(201).send({ post });
    },
  });

  r.put('/api/admin/blog-posts/:id', {
    schema: { ...admin, params: idParams, body: updatePostBody, response: { 200: postResponse, ...errors } },
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ post: await blog.editPost(deps, request.params.id, request.body) }),
  });

  r.put('/api/admin/blog-posts/:id/status', {
    schema: { ...admin, params: idParams, body: postStatusBody, response: { 200: postResponse, ...errors } },
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ post: await blog.setPostStatus(deps, request.params.id, request.body.status) }),
  });

  r.delete('/api/admin/blog-posts/:id', {
    schema: { ...admin, params: idParams, response: { 200: successResponse, ...errors } },
    config: { notFound: SERVER_ERRORS.postNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await blog.removePost(deps, request.params.id);
      return { success: true as const };
    },
  });
}
