// SEED_DEMO: sample content so a new site looks alive (platform.md §1). Each later feature
// adds its own part here; it only ever fills empty tables, so running it twice is harmless.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ImageStore } from '../lib/image-store.js';

export interface SeedDeps {
  db: Kysely<Database>;
  images: ImageStore;
  log: FastifyBaseLogger;
}

export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  deps.log.info('demo content: nothing to add yet');
}
