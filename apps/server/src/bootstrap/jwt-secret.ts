// JWT_SECRET: taken from the environment, else generated once and kept in DATA_DIR with mode
// 600 so tokens survive restarts and every process on the same DATA_DIR agrees.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;

/** The stored secret, or undefined when the file is missing or too short to be one. */
function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_LENGTH ? secret : undefined;
  } catch {
    return undefined;
  }
}

export function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  const existing = readSecret(file);
  if (existing) {
    // docs/product/operating.md: mode 600, also for a file copied in or created with a loose umask.
    chmodSync(file, 0o600);
    return existing;
  }
  // Written whole to a private temporary file first, so no process ever reads a half-written
  // or empty secret.
  const secret = randomBytes(48).toString('base64url');
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, secret + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(temp, 0o600);
  try {
    if (existsSync(file)) {
      // An unusable file (empty or too short, e.g. a crash while writing): replace it.
      renameSync(temp, file);
    } else {
      try {
        // link() fails if another process created the file first; then we use theirs.
        linkSync(temp, file);
      } catch (error) {
        const raced = readSecret(file);
        if (raced) return raced;
        throw error;
      }
    }
  } finally {
    if (existsSync(temp)) unlinkSync(temp);
  }
  return readSecret(file) ?? secret;
}
