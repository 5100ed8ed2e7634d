// `create-admin USERNAME EMAIL`: a new active administrator with a generated password, printed
// once (docs/product/operating.md). Refused when the username or email is taken or not valid.
import { emailSchema, usernameSchema, SERVER_ERRORS } from '@clanhall/shared';
import { generatePassword, hashPassword } from '../../features/accounts/password.js';
import { findClashes, insertUser } from '../../features/accounts/users.repository.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { announce, CliError, UsageError, requireCurrentSchema, withDatabase, type CliIo } from '../cli-context.js';

function valid(value: string | undefined, schema: typeof usernameSchema | typeof emailSchema, what: string): string {
  const parsed = schema.safeParse(value ?? '');
  if (!parsed.success) throw new CliError(`${what}: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
  return parsed.data;
}

export async function createAdmin(args: string[], io: CliIo): Promise<void> {
  if (args.length !== 2) throw new UsageError('Usage: npm run admin -- create-admin USERNAME EMAIL');
  const username = valid(args[0], usernameSchema, 'USERNAME');
  const email = valid(args[1], emailSchema, 'EMAIL');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await withDatabase(io, async ({ config, db }) => {
    await requireCurrentSchema(db);
    const user = await writeTransaction(
      db,
      async (trx) => {
        const clash = await findClashes(trx, { username, email });
        if (clash.username) throw new CliError(`${SERVER_ERRORS.usernameTaken}: ${username}`);
        if (clash.email) throw new CliError(`${SERVER_ERRORS.emailTaken}: ${email}`);
        const now = new Date().toISOString();
        return insertUser(trx, { username, email, password_hash: passwordHash, role: 'admin', status: 'active', created_at: now, updated_at: now });
      },
      { locks: ['admins'] },
    );
    await announce(config, 'account.written', { userId: user.id });
    io.out(`Administrator created: ${user.username} <${user.email}> (id ${user.id})`);
    io.out(`  password: ${password}`);
    io.out('  Sign in at /admin and change it (Profile > Change Password).');
  });
}
