// The bootstrap administrator (docs/product/operating.md): created on start when no admin exists. A
// generated password is printed once, on stdout, and never stored in clear.
import { generatePassword, hashPassword } from '../features/accounts/password.js';
import { findFirstAdmin, insertUser } from '../features/accounts/users.repository.js';
import type { Executor } from '../db/executor.js';

export interface BootstrapAdminResult {
  created: boolean;
  username: string;
  generatedPassword?: string;
}

export async function ensureAdmin(
  db: Executor,
  admin: { username: string; email: string; password: string | undefined },
): Promise<BootstrapAdminResult> {
  if (await findFirstAdmin(db)) return { created: false, username: admin.username };
  const generatedPassword = admin.password ? undefined : generatePassword();
  const now = new Date().toISOString();
  try {
    await insertUser(db, {
      username: admin.username,
      email: admin.email,
      password_hash: await hashPassword(admin.password ?? generatedPassword!),
      role: 'admin',
      status: 'active',
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (await findFirstAdmin(db)) return { created: false, username: admin.username };
    throw error;
  }
  return { created: true, username: admin.username, generatedPassword };
}
