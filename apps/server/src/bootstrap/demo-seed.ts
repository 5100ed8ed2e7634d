// SEED_DEMO: sample content so a new site looks alive (platform.md §1). Each later feature
// adds its own part here; it only ever fills empty tables (and absent settings), so running it
// twice is harmless. Posts and pictures live in apps/server/assets/demo (see generate.sh there).
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { contactSocials, faqList } from '@clanhall/shared';
import type { Database } from '../db/schema.js';
import type { ImageStore } from '../lib/image-store.js';
import { nowIso } from '../lib/clock.js';
import { findFirstAdmin } from '../features/accounts/users.repository.js';
import { countPosts, insertPost, lockPostsForWriting } from '../features/blog/blog.repository.js';
import { normaliseTags } from '../features/blog/blog.service.js';
import { insertMissingSettings } from '../features/settings/settings.repository.js';

export interface SeedDeps {
  db: Kysely<Database>;
  images: ImageStore;
  log: FastifyBaseLogger;
}

// apps/server/assets sits beside both src/ (tsx) and dist/ (compiled), two levels up from here.
export const DEMO_ASSETS_DIR = new URL('../../assets/demo/', import.meta.url);

interface DemoPost {
  title: string;
  image: string;
  tags: string;
  days_ago: number;
  content: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Contact details and FAQ only: the home page's offer cards and the footer keep the spec's
// defaults (member-site.md §2) until an administrator sets them.
const DEMO_SETTINGS = {
  faq: JSON.stringify(
    faqList.parse([
      {
        q: 'Who can join Clanhall?',
        a: 'Anyone who loves stories, craft and good company. Register an account, and an administrator will welcome you in.',
      },
      {
        q: 'Do I need Celtic roots to take part?',
        a: 'Not at all. Our members come from everywhere; what we share is curiosity and a seat at the table.',
      },
      {
        q: 'How do the craft guilds work?',
        a: 'Each guild meets monthly in the hall and keeps a room in the chat. Join the room and come along to the next meeting.',
      },
      {
        q: 'How are shop orders delivered?',
        a: 'Orders are packed by hand and posted within a few days. You can follow each order on your Orders page.',
      },
    ]),
  ),
  contact_email: 'hall@clanhall.example',
  contact_phone: '+44 20 7946 0123',
  contact_address: 'The Old Byre, Glen Road, Clanhall',
  contact_socials: JSON.stringify(contactSocials.parse({})),
};

async function readDemoPosts(): Promise<DemoPost[]> {
  return JSON.parse(await readFile(new URL('posts.json', DEMO_ASSETS_DIR), 'utf8')) as DemoPost[];
}

/**
 * Only into an empty blog, even when two fresh processes seed at once: the pictures are stored
 * first (slow, and harmless twice since files are named by content), then the count and the
 * inserts run in one transaction that keeps other writers of blog_posts out.
 */
async function seedBlogPosts(deps: SeedDeps): Promise<number> {
  // Saves reading and storing the pictures on a later start; the check that counts is below.
  if ((await countPosts(deps.db)) > 0) return 0;
  const posts = await readDemoPosts();
  const imageUrls = await Promise.all(
    posts.map(async (post) => deps.images.store(await readFile(new URL(post.image, DEMO_ASSETS_DIR)))),
  );
  return deps.db.transaction().execute(async (trx) => {
    await lockPostsForWriting(trx);
    if ((await countPosts(trx)) > 0) return 0;
    const admin = await findFirstAdmin(trx);
    const now = Date.now();
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
  });
}

export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  await insertMissingSettings(deps.db, DEMO_SETTINGS, nowIso());
  const posts = await seedBlogPosts(deps);
  deps.log.info({ posts }, posts > 0 ? 'demo content: blog posts added' : 'demo content: blog already has posts');
}
