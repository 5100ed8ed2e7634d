// JWT_SECRET (docs/product/operating.md): from the environment, else generated once and kept in DATA_DIR
// with mode 600.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clanhall-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveJwtSecret', () => {
  it('generates a long secret into DATA_DIR/jwt-secret with mode 0600', () => {
    const dir = tempDir();
    const secret = resolveJwtSecret(dir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('returns the same secret next time, and a different one for another DATA_DIR', () => {
    const dir = tempDir();
    const first = resolveJwtSecret(dir, undefined);
    expect(resolveJwtSecret(dir, undefined)).toBe(first);
    expect(resolveJwtSecret(tempDir(), undefined)).not.toBe(first);
  });

  it('creates a missing DATA_DIR', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const secret = resolveJwtSecret(dir, undefined);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
  });

  it('prefers JWT_SECRET from the environment and writes no file', () => {
    const dir = tempDir();
    expect(resolveJwtSecret(dir, 'from-the-environment')).toBe('from-the-environment');
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('replaces an empty file and leaves no temporary files behind', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'jwt-secret'), '');
    const secret = resolveJwtSecret(dir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('replaces a file that is too short to be a real secret, keeping mode 0600', () => {
    const dir = tempDir();
    const file = join(dir, 'jwt-secret');
    writeFileSync(file, 'short\n', { mode: 0o644 });
    const secret = resolveJwtSecret(dir, undefined);
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(dir, undefined)).toBe(secret);
  });

  it('tightens the mode of an existing secret file that others can read', () => {
    const dir = tempDir();
    const file = join(dir, 'jwt-secret');
    const existing = 'x'.repeat(64);
    writeFileSync(file, existing + '\n', { mode: 0o644 });
    expect(resolveJwtSecret(dir, undefined)).toBe(existing);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
