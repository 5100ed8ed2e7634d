// SEED_DEMO: sample content so a new site looks alive (docs/product/operating.md). Each feature owns its
// part (features/<name>/<name>.seed.ts); this runs them in their order. A part only ever fills
// what is empty, so running it twice is harmless.
import { loadFeatures } from '../features.js';
import type { Services } from '../services.js';
import type { Db } from '../db/database.js';
import { hasAnyUser } from '../features/accounts/users.repository.js';

/**
 * SEED_DEMO unset: demo content for a SQLite database no one has used yet, a new file or one
 * only migrated before (npm run admin -- migrate on a fresh DATA_DIR), so with no account.
 * Asked before the first administrator is made.
 */
export async function wantsDemoContent(db: Db, seedDemo: boolean | undefined): Promise<boolean> {
  if (seedDemo !== undefined) return seedDemo;
  return db.dialect === 'sqlite' && (db.isNew || !(await hasAnyUser(db.kysely)));
}

export async function seedDemoContent(services: Services): Promise<void> {
  const seeds = (await loadFeatures()).flatMap((feature) => (feature.seed ? [{ name: feature.name, ...feature.seed }] : []));
  for (const seed of seeds.sort((a, b) => a.order - b.order)) {
    await seed.run(services);
  }
}
