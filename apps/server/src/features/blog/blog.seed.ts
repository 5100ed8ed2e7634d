// The blog's part of the demo content: a few published stories with pictures, signed by the
// first administrator. Only into an empty blog, even when two fresh processes seed at once.
import { readDemoAsset, readDemoJson } from '../../lib/demo-assets.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Services } from '../../services.js';
import { countPosts, findFirstAdminName, insertPost } from './blog.repository.js';
import { normaliseTags } from './blog.service.js';

interface DemoPost {
  title: string;
  image: string;
  tags: string;
  days_ago: number;
  content: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedBlog(services: Services): Promise<void> {
  const db = services.db.kysely;
  // Saves reading and storing the pictures on a later start; the check that counts is below.
  if ((await countPosts(db)) > 0) return;
  const posts = await readDemoJson<DemoPost[]>('posts.json');
  // Stored first (slow, and harmless twice since files are named by content), outside the lock.
  const imageUrls = await Promise.all(posts.map(async (post) => services.images.store(await readDemoAsset(post.image))));
  const added = await writeTransaction(
    services.db,
    async (trx) => {
      if ((await countPosts(trx)) > 0) return 0;
      const admin = await findFirstAdminName(trx);
      const now = services.clock.nowMs();
      for (const [i, post] of posts.entries()) {
        const createdAt = new Date(now - post.days_ago * DAY_MS).toISOString();
        await insertPost(trx, {
          title: post.title,
          content: post.content,
          image_url: imageUrls[i] ?? null,
          tags: normaliseTags(post.tags),
          status: 'published',
          author_id: admin?.id ?? null,
          author_name: admin?.username ?? 'Clanhall',
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
      return posts.length;
    },
    { locks: ['blog-seed'] },
  );
  if (added > 0) services.events.emit('post.written', { postId: 0 });
  services.log.info({ posts: added }, added > 0 ? 'demo content: blog posts added' : 'demo content: blog already has posts');
}
