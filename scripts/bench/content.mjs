// Blog content for a scenario, written straight into the SQLite file of a stopped server:
// one transaction for 10,000 posts takes a second or two, where the API would take minutes.
// Only the columns of migration 002 are written, and a post's visibility (014) when members-only
// posts are asked for, so later migrations that add columns with defaults do not break it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib/ensure.mjs';

// better-sqlite3 is apps/server's dependency; resolving from there works whether npm hoisted it.
// Loaded on first use, so run.mjs can read the scenario list before dependencies are installed.
const openDatabase = (path) => new (createRequire(join(root, 'apps/server/package.json'))('better-sqlite3'))(path);

export const POST_LENGTH = 3000;
const HOUR_MS = 60 * 60 * 1000;

/** A small deterministic generator (mulberry32): the same posts on every run. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Only used should the demo seed ever come without posts.
const FALLBACK_TEXT = 'The hall gathered around the fire, and stories were told of old kings and their songs.';

/**
 * Posts of about POST_LENGTH characters in paragraphs, drawn word by word from the demo posts'
 * own words at their own frequencies. Unlike repeated paragraphs, this compresses about as well
 * as real prose does, so the transferred bytes stay realistic.
 */
function postWriter(sourceText) {
  const words = (sourceText.trim() || FALLBACK_TEXT).toLowerCase().match(/[a-z][a-z']*/g);
  return (seed) => {
    const next = random(seed);
    const word = () => words[Math.floor(next() * words.length)];
    const sentence = () => {
      const n = 8 + Math.floor(next() * 14);
      const text = Array.from({ length: n }, word).join(' ');
      return `${text[0].toUpperCase()}${text.slice(1)}.`;
    };
    // No apostrophes in titles: the post page check looks for the title in HTML, which escapes them.
    const title = Array.from({ length: 3 + Math.floor(next() * 4) }, () => {
      const w = word().replace(/'/g, '');
      return `${w[0].toUpperCase()}${w.slice(1)}`;
    }).join(' ');
    const paragraphs = [];
    let length = 0;
    while (length < POST_LENGTH - 50) {
      const sentences = [];
      const n = 3 + Math.floor(next() * 4);
      for (let i = 0; i < n && length < POST_LENGTH - 50; i++) {
        const s = sentence();
        sentences.push(s);
        length += s.length + 1;
      }
      paragraphs.push(sentences.join(' '));
      length += 1;
    }
    return { title, content: paragraphs.join('\n\n') };
  };
}

/** Fisher-Yates with the deterministic generator. */
function shuffled(items, seed) {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Makes the blog hold exactly `count` published posts of about POST_LENGTH characters: the demo
 * seed's posts (shorter) get generated text of that length, keeping their titles and pictures,
 * and the rest are inserted, reusing the demo pictures, tags and author so pages look the same.
 * created_at is spread an hour apart in shuffled order, so the newest-first ordering is real
 * work for the database rather than the insertion order. Returns `{ id, title }` of a generated
 * post from the middle of that ordering, for the post page target.
 *
 * With `membersEvery: n`, every n-th post in the newest-first order is members-only
 * (docs/product/membership.md), so the lists and pages serve both kinds; `membersPost` is one of
 * them from the middle, for the teaser page's target.
 */
export function fillBlog(sqlitePath, count, { membersEvery = 0 } = {}) {
  const db = openDatabase(sqlitePath);
  try {
    const demo = db.prepare('SELECT id, content, image_url, tags, author_id, author_name FROM blog_posts ORDER BY id').all();
    if (demo.length > count) throw new Error(`the demo seed has ${demo.length} posts, more than the ${count} wanted`);
    const write = postWriter(demo.map((post) => post.content).join(' '));
    const now = Date.now();
    const dates = shuffled(
      Array.from({ length: count }, (_, i) => new Date(now - (i + 1) * HOUR_MS).toISOString()),
      count,
    );
    const update = db.prepare(
      "UPDATE blog_posts SET content = ?, status = 'published', created_at = ?, updated_at = ? WHERE id = ?",
    );
    const insert = db.prepare(
      "INSERT INTO blog_posts (title, content, image_url, tags, status, author_id, author_name, created_at, updated_at) VALUES (?, ?, ?, ?, 'published', ?, ?, ?, ?)",
    );
    db.transaction(() => {
      demo.forEach((post, i) => update.run(write(i).content, dates[i], dates[i], post.id));
      for (let i = demo.length; i < count; i++) {
        const { title, content } = write(i);
        const model = demo[i % demo.length] ?? { image_url: null, tags: '', author_id: null, author_name: 'Clanhall' };
        insert.run(title, content, model.image_url, model.tags, model.author_id, model.author_name, dates[i], dates[i]);
      }
    })();

    const { published, shortest, longest } = db
      .prepare(
        "SELECT COUNT(*) AS published, MIN(LENGTH(content)) AS shortest, MAX(LENGTH(content)) AS longest FROM blog_posts WHERE status = 'published'",
      )
      .get();
    if (published !== count) throw new Error(`expected ${count} published posts, found ${published}`);
    const lastDemoId = demo.at(-1)?.id ?? 0;
    const middle = db
      .prepare("SELECT id, title FROM blog_posts WHERE status = 'published' AND id > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?")
      .get(lastDemoId, Math.floor((count - demo.length) / 2));
    // The public post page's target stays a public post.
    let membersPost = null;
    if (membersEvery > 0) {
      const ids = db.prepare("SELECT id FROM blog_posts WHERE status = 'published' ORDER BY created_at DESC").all();
      const chosen = ids.filter((row, i) => i % membersEvery === membersEvery - 1 && row.id !== middle.id).map((row) => row.id);
      const mark = db.prepare("UPDATE blog_posts SET visibility = 'members' WHERE id = ?");
      db.transaction(() => chosen.forEach((id) => mark.run(id)))();
      membersPost = db.prepare('SELECT id, title FROM blog_posts WHERE id = ?').get(chosen[Math.floor(chosen.length / 2)]);
    }
    return { published, shortest, longest, middlePost: middle, membersPost };
  } finally {
    db.close();
  }
}
