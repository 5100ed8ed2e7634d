// Posts and contact messages for the content screens, made through the API (conventions.md:
// fixtures through the API, not the UI).
import { randomBytes, randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { api, loginAdmin } from '../support/api.js';

export interface Post {
  id: number;
  title: string;
  content: string;
  image_url: string | null;
  tags: string;
  status: 'published' | 'draft';
  author_name: string;
  created_at: string;
}

export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

export async function createPost(
  fields: Partial<Pick<Post, 'title' | 'content' | 'tags' | 'status' | 'image_url'>> = {},
): Promise<Post> {
  const admin = await loginAdmin();
  const res = await api<{ post: Post }>(
    'POST',
    '/api/admin/blog-posts',
    {
      title: fields.title ?? uniqueTitle('E2E story'),
      content: fields.content ?? 'A tale told by the fire.\nIt has two lines.',
      tags: fields.tags ?? 'e2e, testing',
      status: fields.status ?? 'published',
      image_url: fields.image_url ?? null,
    },
    admin.token,
  );
  if (res.status !== 201) throw new Error(`create post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.post;
}

export async function saveSettings(body: Record<string, string>): Promise<void> {
  const admin = await loginAdmin();
  const res = await api('POST', '/api/admin/settings', body, admin.token);
  if (res.status !== 200) throw new Error(`save settings failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A random client address: the contact form is rate limited per address (platform.md §4). */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function sendContactMessage(fields: {
  name: string;
  email: string;
  phone?: string;
  reason: string;
  message: string;
}) {
  const res = await fetch(new URL('/api/admin/contact', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify(fields),
  });
  if (res.status !== 201) throw new Error(`contact failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { success: true; id: number };
}
