// DATA_DIR holds the database, uploads and secrets: created readable by the server's user only.
import { existsSync, mkdirSync } from 'node:fs';

/** Creates the folder (and parents) with mode 700 when missing; an existing one is left as the operator made it. */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}
