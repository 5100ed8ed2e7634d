// The feature list is read from the folders (docs/decisions/007): every folder is a feature.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFeatures } from './features.js';

describe('features', () => {
  it('loads one feature per folder of features/, named after it', async () => {
    const folders = readdirSync(new URL('./features/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const features = await loadFeatures();
    expect(features.map((feature) => feature.name)).toEqual(folders);
  });
});
