// The feature list, read from the folders: every features/<name>/<name>.feature.(js|ts).
import { existsSync, readdirSync } from 'node:fs';
import type { Feature } from './feature.js';

const featuresDir = new URL('./features/', import.meta.url);
// Compiled to dist/*.js in production; run from src/*.ts by the test runner and tsx.
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';

let loaded: Promise<Feature[]> | undefined;

export function loadFeatures(): Promise<Feature[]> {
  loaded ??= Promise.all(
    readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      // A folder still being written has no feature file yet; features.test.ts insists on one.
      .filter((name) => existsSync(new URL(`./${name}/${name}.feature.${extension}`, featuresDir)))
      .sort()
      .map(async (name) => {
        const module = (await import(new URL(`./${name}/${name}.feature.${extension}`, featuresDir).href)) as { default: Feature };
        return module.default;
      }),
  );
  return loaded;
}
