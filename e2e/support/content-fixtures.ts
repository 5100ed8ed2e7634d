// Posts, settings and contact messages for the content screens, made through the API
// (conventions.md: fixtures through the API, not the UI).
import { api, loginAdmin, randomAddress, uniqueName } from './api.js';

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

export async function createPost(
  fields: Partial<Pick<Post, 'title' | 'content' | 'tags' | 'status' | 'image_url'>> = {},
): Promise<Post> {
  const admin = await loginAdmin();
  const res = await api<{ post: Post }>(
    'POST',
    '/api/admin/blog-posts',
    {
      title: fields.title ?? uniqueName('E2E story'),
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

/** Sends the public contact form from an address of its own (the form is rate limited per address). */
export async function sendContactMessage(fields: {
  name: string;
  email: string;
  phone?: string;
  reason: string;
  message: string;
}) {
  const res = await api<{ success: true; id: number }>('POST', '/api/admin/contact', fields, undefined, {
    'x-forwarded-for': randomAddress(),
  });
  if (res.status !== 201) throw new Error(`contact failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
