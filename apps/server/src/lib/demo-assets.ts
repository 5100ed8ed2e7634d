// The demo content's files (SEED_DEMO, docs/product/operating.md): apps/server/assets/demo, which sits
// beside both src/ (tests, tsx) and dist/ (compiled), two levels up from here.
import { readFile } from 'node:fs/promises';

export const DEMO_ASSETS_DIR = new URL('../../assets/demo/', import.meta.url);

export const readDemoAsset = (name: string) => readFile(new URL(name, DEMO_ASSETS_DIR));

export async function readDemoJson<T>(name: string): Promise<T> {
  return JSON.parse((await readDemoAsset(name)).toString('utf8')) as T;
}
