import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { ensurePrivateDir } from './private-dir.js';

const parent = mkdtempSync(join(tmpdir(), 'clanhall-private-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('DATA_DIR', () => {
  it('is created readable by the server user only (mode 700), parents too', () => {
    const dir = join(parent, 'a', 'data');
    ensurePrivateDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(parent, 'a'))).toBe(0o700);
  });

  it('is created so by the SQLite database on a new folder, and an existing folder is left as it is', async () => {
    const dir = join(parent, 'fresh');
    const db = openDatabase({ dataDir: dir });
    await db.close();
    expect(mode(dir)).toBe(0o700);
    const existing = mkdtempSync(join(parent, 'existing-'));
    const before = mode(existing);
    ensurePrivateDir(existing);
    expect(mode(existing)).toBe(before);
  });
});
