// The audit trail's cases for accounts and blog posts (docs/product/back-office.md User and Blog Management): each
// arranges one administrator change on fresh objects and says which entry it must write
// (audit-trail.routes.test.ts runs them).
import { createUser } from '../../test/build-test-app.js';
import { randomEmail, randomUsername } from '../../test/factories.js';
import type { ChangeCase } from './audit-trail-test-kit.js';

export const accountChanges: ChangeCase[] = [
  [
    'a new account',
    'user.created',
    async () => {
      const username = randomUsername();
      return {
        method: 'POST',
        url: '/api/admin/users',
        payload: { username, email: randomEmail(), password: 'secret-pass', role: 'member' },
        target: (answer) => ['user', answer.user!.id],
        summary: `Created user ${username} (Member)`,
      };
    },
  ],
  [
    'an account edit (fields named, the password never shown)',
    'user.updated',
    async ({ t }) => {
      const user = await createUser(t.app);
      const password = `pw-${randomUsername()}`;
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { email: randomEmail(), password, role: 'admin' },
        target: ['user', user.id],
        summary: `Updated user ${user.username}: email, password, role Administrator`,
        secrets: [password],
      };
    },
  ],
  [
    'a rename',
    'user.updated',
    async ({ t }) => {
      const user = await createUser(t.app);
      const username = randomUsername('renamed');
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { username },
        target: ['user', user.id],
        summary: `Updated user ${username} (was ${user.username}): username`,
      };
    },
  ],
  [
    'a ban',
    'user.status',
    async ({ t }) => {
      const user = await createUser(t.app);
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/status`,
        payload: { status: 'banned' },
        target: ['user', user.id],
        summary: `Banned user ${user.username}`,
      };
    },
  ],
  [
    'an account deletion',
    'user.deleted',
    async ({ t }) => {
      const user = await createUser(t.app);
      return {
        method: 'DELETE',
        url: `/api/admin/users/${user.id}`,
        target: ['user', user.id],
        summary: `Deleted user ${user.username}`,
      };
    },
  ],
  [
    'a new post',
    'post.created',
    async () => {
      const title = randomUsername('Tale');
      return {
        method: 'POST',
        url: '/api/admin/blog-posts',
        payload: { title, content: 'Once upon a time', status: 'draft' },
        target: (answer) => ['post', answer.post!.id],
        summary: `Created draft post “${title}”`,
      };
    },
  ],
  [
    'a post edit',
    'post.updated',
    async ({ fx }) => {
      const post = await fx.post();
      const title = randomUsername('Retold');
      return {
        method: 'PUT',
        url: `/api/admin/blog-posts/${post.id}`,
        payload: { title, content: 'Again' },
        target: ['post', post.id],
        summary: `Edited post “${title}”`,
      };
    },
  ],
  [
    'unpublishing a post',
    'post.status',
    async ({ fx }) => {
      const post = await fx.post();
      return {
        method: 'PUT',
        url: `/api/admin/blog-posts/${post.id}/status`,
        payload: { status: 'draft' },
        target: ['post', post.id],
        summary: `Unpublished post “${post.title}”`,
      };
    },
  ],
  [
    'a post deletion',
    'post.deleted',
    async ({ fx }) => {
      const post = await fx.post();
      return {
        method: 'DELETE',
        url: `/api/admin/blog-posts/${post.id}`,
        target: ['post', post.id],
        summary: `Deleted post “${post.title}”`,
      };
    },
  ],
];
