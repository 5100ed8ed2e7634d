// SEED_DEMO: sample content so a new site looks alive (platform.md §1). Each feature owns its
// part (features/<name>/<name>.seed.ts); this runs them in their order. A part only ever fills
// what is empty, so running it twice is harmless.
import { loadFeatures } from '../features.js';
import type { Services } from '../services.js';

export async function seedDemoContent(services: Services): Promise<void> {
  const seeds = (await loadFeatures()).flatMap((feature) => (feature.seed ? [{ name: feature.name, ...feature.seed }] : []));
  for (const seed of seeds.sort((a, b) => a.order - b.order)) {
    await seed.run(services);
  }
}
