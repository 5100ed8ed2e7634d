// `reset-password USERNAME`: a new generated password for the account, printed once, and every
// session of it ended (docs/product/operating.md), as a reset by mail ends them: the account's tokens are
// refused from their next request, its unused reset links are void, and with REDIS_URL its
// sockets on every process close.
import { generatePassword, hashPassword } from '../../features/accounts/password.js';
import { findUserByUsername, updateUser } from '../../features/accounts/users.repository.js';
import { voidResetLinks } from '../../features/accounts/password-resets.repository.js';
import { deleteUserSessions } from '../../services/sessions.repository.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { announce, CliError, UsageError, requireCurrentSchema, withDatabase, type CliIo } from '../cli-context.js';

export async function resetPassword(args: string[], io: CliIo): Promise<void> {
  if (args.length !== 1) throw new UsageError('Usage: npm run admin -- reset-password USERNAME');
  const username = args[0]!;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await withDatabase(io, async ({ config, db }) => {
    await requireCurrentSchema(db);
    const user = await writeTransaction(db, async (trx) => {
      const current = await findUserByUsername(trx, username);
      if (!current) throw new CliError(`No account named ${username}`);
      const now = new Date().toISOString();
      const updated = await updateUser(trx, current.id, { password_hash: passwordHash, token_version: current.token_version + 1, updated_at: now });
      await voidResetLinks(trx, current.id, now);
      await deleteUserSessions(trx, current.id);
      return updated!;
    });
    const told = await announce(config, 'account.password-changed', { userId: user.id });
    io.out(`Password reset for ${user.username} (${user.role}, id ${user.id}); every session of the account has ended${told === 'told' ? ' and its sockets closed' : ''}.`);
    io.out(`  new password: ${password}`);
    if (told === 'unreachable') io.err('reset-password: Redis at REDIS_URL did not answer: open sockets of the account close at their next session check.');
  });
}
